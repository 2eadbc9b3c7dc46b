import "server-only";
// A skills test starts as a stored attempt over the content's current questions. It has no number until its
// first answer (answer-question.ts): a learner who opens a test and leaves has made no attempt, and opening it
// again reuses the same unanswered attempt instead of piling up empty ones.
import { AppError } from "@/lib/errors";
import { sql } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "@/lib/server/progress/get-enrolled-content-or-throw";

export async function startAttempt({ userId, contentId }: { userId: number; contentId: number }) {
  await getEnrolledContentOrThrow({ userId, contentId });
  // One statement: the learner's open attempt at this test that has no answer yet (its total brought up to the
  // content's current questions), else a new one; none when the content has no questions. The number it
  // would get is the next after the learner's answered attempts.
  const [attempt] = await sql<{ id: number; total: number; nextNumber: number }>`
    WITH questions AS (SELECT count(*)::int AS total FROM assessments WHERE content_id = ${contentId}),
    unanswered AS (
      SELECT a.id FROM quiz_attempts a
      WHERE a.user_id = ${userId} AND a.content_id = ${contentId} AND a.attempt_number IS NULL AND a.finished_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM quiz_answers x WHERE x.attempt_id = a.id)
      ORDER BY a.id DESC LIMIT 1
    ),
    reused AS (
      UPDATE quiz_attempts SET total = questions.total, started_at = now()
      FROM questions, unanswered WHERE quiz_attempts.id = unanswered.id AND questions.total > 0
      RETURNING quiz_attempts.id, quiz_attempts.total
    ),
    created AS (
      INSERT INTO quiz_attempts (user_id, content_id, total)
      SELECT ${userId}, ${contentId}, questions.total FROM questions
      WHERE questions.total > 0 AND NOT EXISTS (SELECT 1 FROM unanswered)
      RETURNING id, total
    )
    SELECT id, total,
           1 + COALESCE((SELECT max(attempt_number) FROM quiz_attempts WHERE user_id = ${userId} AND content_id = ${contentId}), 0) AS "nextNumber"
    FROM (SELECT * FROM reused UNION ALL SELECT * FROM created) started`;
  if (!attempt) throw new AppError("unprocessable", "This lesson has no skills test yet.");
  return { attemptId: attempt.id, total: attempt.total, attemptNumber: attempt.nextNumber };
}
