import "server-only";
// Contract §4 Courses: learners see a course only while it is published (status 3) — in the catalogue, on
// the enrol page, in the player, in their enrolments, in recommendations and in the assistant's answers.
// Every server-side reading of "published" goes through here. (The value itself is shared with the
// browser in lib/schemas/course-limits.ts.)
import { PUBLISHED_STATUS } from "@/lib/schemas/course-limits";

export { PUBLISHED_STATUS };

/** A Prisma `where` fragment: `{ ...publishedCourse, id }`, or `course: publishedCourse` on a relation. */
export const publishedCourse = { status: PUBLISHED_STATUS } as const;

export function isPublished(course: { status: number }): boolean {
  return course.status === PUBLISHED_STATUS;
}
