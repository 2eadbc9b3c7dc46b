import "server-only";
// Only the learner who started an attempt may answer or finish it.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";

export async function getAttemptOrThrow({ userId, attemptId }: { userId: number; attemptId: number }) {
  const prisma = await db();
  const attempt = await prisma.quizAttempt.findUnique({
    where: { id: attemptId },
    select: { id: true, userId: true, contentId: true, total: true, score: true, finishedAt: true, attemptNumber: true },
  });
  if (!attempt) throw new AppError("not_found", "Skills test attempt not found");
  if (attempt.userId !== userId) throw new AppError("forbidden", "This skills test belongs to another learner.");
  return attempt;
}
