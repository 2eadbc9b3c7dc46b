import "server-only";
// A skills test starts as a stored attempt over the content's current questions.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "@/lib/server/progress/get-enrolled-content-or-throw";

export async function startAttempt({ userId, contentId }: { userId: number; contentId: number }) {
  await getEnrolledContentOrThrow({ userId, contentId });
  const prisma = await db();
  const total = await prisma.assessment.count({ where: { contentId } });
  if (total === 0) throw new AppError("unprocessable", "This lesson has no skills test yet.");
  const attempt = await prisma.quizAttempt.create({ data: { userId, contentId, total }, select: { id: true } });
  return { attemptId: attempt.id, total };
}
