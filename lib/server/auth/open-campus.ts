import "server-only";
/** Sign-up always sends organization 3 (contract §6): the open campus, where a learner without a school belongs. */
export const OPEN_CAMPUS_ORG_ID = 3;
