// Courses and enrolment at the API boundary: request schemas (handlers and client) and the response
// shapes the screens read (contract §3 Course, Course detail, Course info, Enrolment).
import { z } from "zod";
import { idSchema } from "./common";

export { HOME_COURSE_LIMIT, PUBLISHED_STATUS } from "./course-limits";

export const courseIdParams = z.object({ id: idSchema });
export const userIdParams = z.object({ id: idSchema });

export const enrollBodySchema = z.object({ userId: idSchema, courseId: idSchema });
export type EnrollBody = z.infer<typeof enrollBodySchema>;

const id = z.number().int();
const named = z.strictObject({ name: z.string() });
const teacher = z.strictObject({ id, username: z.string() });

/** Course info with the spec's defaults filled in by the database. */
export const courseInfoSchema = z.strictObject({
  price: z.string(),
  currency: z.string(),
  duration: z.string(),
  language: z.string(),
  instructorName: z.string().nullable(),
});
export type CourseInfo = z.infer<typeof courseInfoSchema>;

export const courseListItemSchema = courseInfoSchema.extend({
  id,
  name: z.string(),
  img: z.string().nullable(),
  status: z.number().int(),
  grade: named.nullable(),
  board: named.nullable(),
  user: teacher,
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const courseDetailSchema = courseListItemSchema.extend({
  description: z.string(),
  /** The description (the studio writes Markdown) as sanitised HTML for the screens ('' for none): an addition to the contract's shape. */
  descriptionHtml: z.string(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** An assessment as the public sees it: never the `correct` option. */
export const publicAssessmentSchema = z.strictObject({
  id,
  question: z.string(),
  option1: z.string(),
  option2: z.string(),
  option3: z.string(),
  option4: z.string(),
  /** Options 5 and 6 of a studio question ('' when unused; a question has 2 to 6 options, unused ones ''). */
  option5: z.string(),
  option6: z.string(),
});
export type PublicAssessment = z.infer<typeof publicAssessmentSchema>;

/** 'reading' and 'h5p' come from the course studio (a reading's Markdown; an H5P package's key in `video`). */
export const contentTypeSchema = z.enum(["lecture", "2", "game", "reading", "h5p"]);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const courseContentItemSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  video: z.string().nullable(),
  /** WebVTT captions: the lecture's own (an address on this app) or a file resolved like `video`; null when none. */
  captions: z.string().nullable(),
  contentType: contentTypeSchema,
  position: z.number().int(),
  assessments: z.array(publicAssessmentSchema),
});
export type CourseContentItem = z.infer<typeof courseContentItemSchema>;

export const courseChapterSchema = z.strictObject({ id, name: z.string(), position: z.number().int(), contents: z.array(courseContentItemSchema) });
export type CourseChapter = z.infer<typeof courseChapterSchema>;

export const enrollmentItemSchema = z.strictObject({
  id,
  userId: id,
  courseId: id,
  createdAt: z.string(),
  course: z.strictObject({ id, name: z.string(), img: z.string().nullable(), grade: named.nullable(), board: named.nullable(), user: teacher }),
});
export type EnrollmentItem = z.infer<typeof enrollmentItemSchema>;

export const allCoursesResponse = z.strictObject({ data: z.array(courseListItemSchema), message: z.string() });
export type AllCoursesResponse = z.infer<typeof allCoursesResponse>;
export const courseDetailsResponse = z.strictObject({ message: z.literal("Success"), course: courseDetailSchema });
export type CourseDetailsResponse = z.infer<typeof courseDetailsResponse>;
/** videoBaseUrl: where non-https video values are served from (VIDEO_BASE_URL). */
export const courseContentResponse = z.strictObject({
  message: z.literal("Success"),
  courseId: id,
  videoBaseUrl: z.string(),
  chapters: z.array(courseChapterSchema),
});
export type CourseContentResponse = z.infer<typeof courseContentResponse>;
export const enrollResponse = z.strictObject({
  message: z.string(),
  alreadyEnrolled: z.boolean(),
  enrollment: z.strictObject({ id, userId: id, courseId: id }),
});
export type EnrollResponse = z.infer<typeof enrollResponse>;
export const studentEnrollmentsResponse = z.strictObject({ message: z.literal("Success"), data: z.array(enrollmentItemSchema) });
export type StudentEnrollmentsResponse = z.infer<typeof studentEnrollmentsResponse>;
