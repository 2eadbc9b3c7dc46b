import "server-only";
// A course's chapters: add (at the end), rename, reorder, delete. Positions are unique per course, so a reorder
// moves every chapter out of the way first (negative positions) and then to its place, in one transaction.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import type { StudioCourse } from "@/lib/schemas/studio";
import { readStudioCourse } from "./get-studio-course";
import { removeContents } from "./remove-contents";
import { getEditableChapterOrThrow, getEditableCourseOrThrow, type StudioActor } from "./studio-access";

async function retryOnPosition<T>(run: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await run();
    } catch (e) {
      if (dbConstraintError(e) !== "unique" || tries >= 4) throw e;
    }
  }
}

export async function addChapter({ actor, courseId, name }: { actor: StudioActor; courseId: number; name: string }): Promise<StudioCourse> {
  await getEditableCourseOrThrow({ actor, courseId });
  const prisma = await db();
  // Two tabs adding at once collide on (course, position); the loser takes the next place.
  await retryOnPosition(async () => {
    const last = await prisma.chapter.aggregate({ where: { courseId }, _max: { position: true } });
    await prisma.chapter.create({ data: { courseId, name, position: (last._max.position ?? 0) + 1 } });
  });
  return readStudioCourse(courseId);
}

export async function renameChapter({ actor, chapterId, name }: { actor: StudioActor; chapterId: number; name: string }): Promise<StudioCourse> {
  const chapter = await getEditableChapterOrThrow({ actor, chapterId });
  const prisma = await db();
  await prisma.chapter.update({ where: { id: chapterId }, data: { name } });
  await prisma.course.update({ where: { id: chapter.courseId }, data: { updatedAt: new Date() } });
  return readStudioCourse(chapter.courseId);
}

export async function reorderChapters({ actor, courseId, chapterIds }: { actor: StudioActor; courseId: number; chapterIds: number[] }): Promise<StudioCourse> {
  await getEditableCourseOrThrow({ actor, courseId });
  const prisma = await db();
  const current = await prisma.chapter.findMany({ where: { courseId }, select: { id: true } });
  const known = new Set(current.map((c) => c.id));
  if (chapterIds.length !== known.size || new Set(chapterIds).size !== chapterIds.length || chapterIds.some((id) => !known.has(id))) {
    throw new AppError("conflict", "The chapters changed meanwhile. Reload the course and try again.");
  }
  await prisma.$transaction(async (tx) => {
    await tx.chapter.updateMany({ where: { courseId }, data: { position: { multiply: -1 } } });
    for (const [i, id] of chapterIds.entries()) await tx.chapter.update({ where: { id }, data: { position: i + 1 } });
    await tx.course.update({ where: { id: courseId }, data: { updatedAt: new Date() } });
  });
  return readStudioCourse(courseId);
}

export async function deleteChapter({ actor, chapterId }: { actor: StudioActor; chapterId: number }): Promise<StudioCourse> {
  const chapter = await getEditableChapterOrThrow({ actor, chapterId });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const contents = await tx.content.findMany({ where: { chapterId }, select: { id: true } });
    await removeContents(
      tx,
      contents.map((c) => c.id),
    );
    await tx.chapter.delete({ where: { id: chapterId } });
    await tx.course.update({ where: { id: chapter.courseId }, data: { updatedAt: new Date() } });
  });
  return readStudioCourse(chapter.courseId);
}
