import "server-only";
// A skills test starts as a stored attempt over the current version of the content's test (test-version.ts). It
// has no number until its first answer (answer-question.ts): a learner who opens a test and leaves has made no
// attempt, and opening it again reuses the same unanswered attempt instead of piling up empty ones. The answer
// carries the version's questions, each with its options in the order this learner sees them (option-order.ts).
import { AppError } from "@/lib/errors";
import type { Assessment, QuizAttempt } from "@/lib/generated/prisma/client";
import { sql } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "@/lib/server/progress/get-enrolled-content-or-throw";
import type { AttemptQuestion, StartAttemptResponse } from "@/lib/schemas/quiz";
import { optionsOf, type GradableAssessment } from "./grade-choice";
import { optionOrder } from "./option-order";
import { currentTestVersion } from "./test-version";

export const NO_TEST_YET = "This lesson has no skills test yet.";

export async function startAttempt({ userId, contentId }: { userId: number; contentId: number }): Promise<StartAttemptResponse> {
  await getEnrolledContentOrThrow({ userId, contentId });
  const version = await currentTestVersion(contentId);
  if (!version) throw new AppError("unprocessable", NO_TEST_YET);
  // One statement: the learner's open attempt at this test that has no answer yet (moved to the current version),
  // else a new one. The number it would get is the next after the learner's answered attempts.
  const [attempt] = await sql<Pick<QuizAttempt, "id" | "total"> & { nextNumber: number }>`
    WITH unanswered AS (
      SELECT a.id FROM quiz_attempts a
      WHERE a.user_id = ${userId} AND a.content_id = ${contentId} AND a.attempt_number IS NULL AND a.finished_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM quiz_answers x WHERE x.attempt_id = a.id)
      ORDER BY a.id DESC LIMIT 1
    ),
    reused AS (
      UPDATE quiz_attempts SET total = ${version.total}, version_id = ${version.id}, started_at = now()
      FROM unanswered WHERE quiz_attempts.id = unanswered.id
      RETURNING quiz_attempts.id, quiz_attempts.total
    ),
    created AS (
      INSERT INTO quiz_attempts (user_id, content_id, total, version_id)
      SELECT ${userId}, ${contentId}, ${version.total}, ${version.id}
      WHERE NOT EXISTS (SELECT 1 FROM unanswered)
      RETURNING id, total
    )
    SELECT id, total,
           1 + COALESCE((SELECT max(attempt_number) FROM quiz_attempts WHERE user_id = ${userId} AND content_id = ${contentId}), 0) AS "nextNumber"
    FROM (SELECT * FROM reused UNION ALL SELECT * FROM created) started`;
  const questions = await attemptQuestions({ userId, versionId: version.id, shuffle: version.shuffleOptions });
  return { attemptId: attempt!.id, total: attempt!.total, attemptNumber: attempt!.nextNumber, questions, passPercent: version.passPercent };
}

/** A version's questions as this learner sees them: options in their order, never the answer. */
export async function attemptQuestions({ userId, versionId, shuffle }: { userId: number; versionId: number; shuffle: boolean }): Promise<AttemptQuestion[]> {
  const rows = await sql<GradableAssessment & Pick<Assessment, "question">>`
    SELECT q.id, q.question, q.option1, q.option2, q.option3, q.option4, q.option5, q.option6, q.correct
    FROM test_version_questions x JOIN assessments q ON q.id = x.assessment_id
    WHERE x.version_id = ${versionId} ORDER BY x.position`;
  return rows.map((q) => {
    const options = optionsOf(q);
    const order = optionOrder({ userId, assessmentId: q.id, count: options.length, shuffle });
    return { id: q.id, question: q.question, options: order.map((n) => options[n - 1]!) };
  });
}
