// Course constants the browser needs as well, kept free of zod so the home page does not load it.
/** Published course status (contract §9). */
export const PUBLISHED_STATUS = 3;
/** Home shows at most this many courses (contract §9). */
export const HOME_COURSE_LIMIT = 10;
