import "server-only";
// A skills test starts as a stored attempt over the content's current questions.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { getEnrolledContentOrThrow } from "@/lib/server/progress/get-enrolled-content-or-throw";

export async function startAttempt({ userId, contentId }: { userId: number; contentId: number }) {
  await getEnrolledContentOrThrow({ userId, contentId });
  const prisma = await db();
  const total = await prisma.assessment.count({ where: { contentId } });
  if (total === 0) throw new AppError("unprocessable", "This lesson has no skills test yet.");
  // The next number for this learner and test; two tabs starting at once collide on the unique key, and
  // the loser takes the number after.
  for (let tries = 0; ; tries++) {
    const last = await prisma.quizAttempt.aggregate({ where: { userId, contentId }, _max: { attemptNumber: true } });
    const attemptNumber = (last._max.attemptNumber ?? 0) + 1;
    try {
      const attempt = await prisma.quizAttempt.create({ data: { userId, contentId, total, attemptNumber }, select: { id: true } });
      return { attemptId: attempt.id, total, attemptNumber };
    } catch (e) {
      if (dbConstraintError(e) !== "unique" || tries >= 4) throw e;
    }
  }
}
