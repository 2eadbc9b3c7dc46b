import "server-only";
// A skills test starts as a stored attempt over the content's current questions.
import { AppError } from "@/lib/errors";
import { sql } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { getEnrolledContentOrThrow } from "@/lib/server/progress/get-enrolled-content-or-throw";

export async function startAttempt({ userId, contentId }: { userId: number; contentId: number }) {
  await getEnrolledContentOrThrow({ userId, contentId });
  // The next number for this learner and test, over the content's current questions, in one statement
  // (none when the content has no questions); two tabs starting at once collide on the unique key, and
  // the loser takes the number after.
  for (let tries = 0; ; tries++) {
    try {
      const [attempt] = await sql<{ id: number; total: number; attemptNumber: number }>`
        WITH questions AS (SELECT count(*)::int AS total FROM assessments WHERE content_id = ${contentId})
        INSERT INTO quiz_attempts (user_id, content_id, total, attempt_number)
        SELECT ${userId}, ${contentId}, questions.total,
               1 + COALESCE((SELECT max(attempt_number) FROM quiz_attempts WHERE user_id = ${userId} AND content_id = ${contentId}), 0)
        FROM questions WHERE questions.total > 0
        RETURNING id, total, attempt_number AS "attemptNumber"`;
      if (!attempt) throw new AppError("unprocessable", "This lesson has no skills test yet.");
      return { attemptId: attempt.id, total: attempt.total, attemptNumber: attempt.attemptNumber };
    } catch (e) {
      if (dbConstraintError(e) !== "unique" || tries >= 4) throw e;
    }
  }
}
