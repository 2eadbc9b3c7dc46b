// Courses and enrolment at the API boundary: request schemas (handlers and client) and the response
// shapes the screens read (contract §3 Course, Course detail, Course info, Enrolment).
import { z } from "zod";
import { idSchema } from "./common";

export { HOME_COURSE_LIMIT, PUBLISHED_STATUS } from "./course-limits";

export const courseIdParams = z.object({ id: idSchema });
export const userIdParams = z.object({ id: idSchema });

export const enrollBodySchema = z.object({ userId: idSchema, courseId: idSchema });
export type EnrollBody = z.infer<typeof enrollBodySchema>;

/** Course info with the spec's defaults filled in by the database. */
export type CourseInfo = {
  price: string;
  currency: string;
  duration: string;
  language: string;
  instructorName: string | null;
};

export type CourseListItem = CourseInfo & {
  id: number;
  name: string;
  img: string | null;
  status: number;
  grade: { name: string } | null;
  board: { name: string } | null;
  user: { id: number; username: string };
};

export type CourseDetail = CourseListItem & { description: string };

/** An assessment as the public sees it: never the `correct` option. */
export type PublicAssessment = { id: number; question: string; option1: string; option2: string; option3: string; option4: string };

export type ContentType = "lecture" | "2" | "game";

export type CourseContentItem = {
  id: number;
  name: string;
  description: string;
  video: string | null;
  /** WebVTT captions, resolved like `video` (null when the video has none). */
  captions: string | null;
  contentType: ContentType;
  position: number;
  assessments: PublicAssessment[];
};

export type CourseChapter = { id: number; name: string; position: number; contents: CourseContentItem[] };

export type EnrollmentItem = {
  id: number;
  userId: number;
  courseId: number;
  createdAt: string;
  course: {
    id: number;
    name: string;
    img: string | null;
    grade: { name: string } | null;
    board: { name: string } | null;
    user: { id: number; username: string };
  };
};

export type AllCoursesResponse = { data: CourseListItem[]; message: string };
export type CourseDetailsResponse = { message: "Success"; course: CourseDetail };
/** videoBaseUrl: where non-https video values are served from (VIDEO_BASE_URL). */
export type CourseContentResponse = { message: "Success"; courseId: number; videoBaseUrl: string; chapters: CourseChapter[] };
export type EnrollResponse = { message: string; alreadyEnrolled: boolean; enrollment: { id: number; userId: number; courseId: number } };
export type StudentEnrollmentsResponse = { message: "Success"; data: EnrollmentItem[] };
