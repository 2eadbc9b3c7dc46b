import "server-only";
// Publish and unpublish: status 3 is published, exactly as the catalogue's rule says (lib/server/courses/published.ts);
// unpublishing returns the course to a draft. A course with no lessons cannot be published: learners would find
// an empty course.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { PUBLISHED_STATUS } from "@/lib/server/courses/published";
import type { StudioCourse } from "@/lib/schemas/studio";
import { readStudioCourse } from "./get-studio-course";
import { DRAFT_STATUS } from "./save-course";
import { getEditableCourseOrThrow, type StudioActor } from "./studio-access";

export const EMPTY_COURSE = "Add at least one lesson before publishing this course.";

export async function setPublished({ actor, courseId, published }: { actor: StudioActor; courseId: number; published: boolean }): Promise<StudioCourse> {
  await getEditableCourseOrThrow({ actor, courseId });
  const prisma = await db();
  if (published) {
    const lessons = await prisma.content.count({ where: { chapter: { courseId } } });
    if (lessons === 0) throw new AppError("unprocessable", EMPTY_COURSE);
  }
  await prisma.course.update({ where: { id: courseId }, data: { status: published ? PUBLISHED_STATUS : DRAFT_STATUS } });
  return readStudioCourse(courseId);
}
