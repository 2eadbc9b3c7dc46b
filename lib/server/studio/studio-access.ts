import "server-only";
// The studio's access checks, all on the one rule of lib/server/courses/course-editors.ts (canEditCourse: an
// author or teacher their own courses, an admin their school's). Someone else's course, chapter or content is a
// 404 here, like an unknown one: the studio does not tell strangers which drafts exist.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { canEditCourse } from "@/lib/server/courses/course-editors";

export type StudioActor = Pick<SessionUser, "id" | "role" | "orgId">;

export const COURSE_NOT_FOUND = "Course not found";
export const CHAPTER_NOT_FOUND = "Chapter not found";
export const CONTENT_NOT_FOUND = "Content not found";

const courseFields = { id: true, userId: true, organizationId: true, status: true } as const;

export async function getEditableCourseOrThrow({ actor, courseId }: { actor: StudioActor; courseId: number }) {
  const prisma = await db();
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: courseFields });
  if (!course || !canEditCourse(actor, course)) throw new AppError("not_found", COURSE_NOT_FOUND);
  return course;
}

export async function getEditableChapterOrThrow({ actor, chapterId }: { actor: StudioActor; chapterId: number }) {
  const prisma = await db();
  const chapter = await prisma.chapter.findUnique({ where: { id: chapterId }, select: { id: true, courseId: true, course: { select: courseFields } } });
  if (!chapter || !canEditCourse(actor, chapter.course)) throw new AppError("not_found", CHAPTER_NOT_FOUND);
  return chapter;
}

export async function getEditableStudioContentOrThrow({ actor, contentId }: { actor: StudioActor; contentId: number }) {
  const prisma = await db();
  const content = await prisma.content.findUnique({
    where: { id: contentId },
    select: { id: true, chapterId: true, contentType: true, body: true, chapter: { select: { courseId: true, course: { select: courseFields } } } },
  });
  if (!content || !canEditCourse(actor, content.chapter.course)) throw new AppError("not_found", CONTENT_NOT_FOUND);
  return content;
}
