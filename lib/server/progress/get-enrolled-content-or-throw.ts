import "server-only";
// Progress and skills tests belong to a content the learner can reach: it exists, and its course is one
// they are enrolled in. Owns that check so every handler asks the same question the same way.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";

export async function getEnrolledContentOrThrow({ userId, contentId }: { userId: number; contentId: number }) {
  const prisma = await db();
  const content = await prisma.content.findUnique({
    where: { id: contentId },
    select: { id: true, contentType: true, chapter: { select: { courseId: true } } },
  });
  if (!content) throw new AppError("not_found", "Content not found");
  const courseId = content.chapter.courseId;
  const enrollment = await prisma.enrollment.findUnique({
    where: { userId_courseId: { userId, courseId } },
    select: { id: true },
  });
  if (!enrollment) throw new AppError("forbidden", "Enrol in this course to open its lessons.");
  return { contentId: content.id, contentType: content.contentType, courseId, enrollmentId: enrollment.id };
}
