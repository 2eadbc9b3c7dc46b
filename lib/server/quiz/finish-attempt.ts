import "server-only";
// 'Show Recommendation': the result counts only the FIRST choice of each question (contract §4) and passes at
// 50%. Finishing twice returns the same result. Once finished, the right answers may be revealed.
import { AppError } from "@/lib/errors";
import type { Assessment, QuizAnswer, QuizAttempt, TestVersion } from "@/lib/generated/prisma/client";
import { sql, type Nullable } from "@/lib/server/db/client";
import { DEFAULT_PASS_PERCENT, isPassing, type FinishResponse, type MissedQuestion } from "@/lib/schemas/quiz";
import { assertOwnAttempt } from "./assert-own-attempt";
import { correctOptionOrLog, optionText, type GradableAssessment } from "./grade-choice";

export async function finishAttempt({ userId, attemptId }: { userId: number; attemptId: number }): Promise<FinishResponse> {
  // Hand-written SQL (lib/server/db/sql.ts): the attempt, its count of right first choices and the
  // learner's first attempt at this test in one round trip, then the questions with this attempt's answers.
  const [attempt] = await sql<AttemptRow>`
    SELECT a.user_id AS "userId", a.content_id AS "contentId", a.total, a.score, a.finished_at AS "finishedAt",
           a.attempt_number AS "attemptNumber", a.version_id AS "versionId", COALESCE(v.pass_percent, ${DEFAULT_PASS_PERCENT}) AS "passPercent",
           (SELECT count(*)::int FROM quiz_answers x WHERE x.attempt_id = a.id AND x.first_correct) AS "rightFirst",
           (SELECT f.score FROM quiz_attempts f
             WHERE f.user_id = a.user_id AND f.content_id = a.content_id AND f.attempt_number = 1) AS "firstAttemptScore"
    FROM quiz_attempts a LEFT JOIN test_versions v ON v.id = a.version_id WHERE a.id = ${attemptId}`;
  assertOwnAttempt(attempt, userId);
  // An attempt counts from its first answer; one without any has nothing to show and is not one.
  if (attempt.attemptNumber === null) throw new AppError("unprocessable", NO_ANSWER_YET);
  // Questions added to the lesson after the attempt started cannot push the score past its total.
  const score = Math.min(attempt.total, attempt.rightFirst);
  // The questions of the version the attempt was taken on (before versions existed: the content's current ones).
  const [questions] = await Promise.all([
    attempt.versionId !== null
      ? sql<QuestionRow>`
      SELECT q.id, q.question, q.option1, q.option2, q.option3, q.option4, q.option5, q.option6, q.correct, q.explanation,
             x.first_choice AS "firstChoice", x.first_correct AS "firstCorrect"
      FROM test_version_questions v JOIN assessments q ON q.id = v.assessment_id
      LEFT JOIN quiz_answers x ON x.assessment_id = q.id AND x.attempt_id = ${attemptId}
      WHERE v.version_id = ${attempt.versionId}
      ORDER BY v.position`
      : sql<QuestionRow>`
      SELECT q.id, q.question, q.option1, q.option2, q.option3, q.option4, q.option5, q.option6, q.correct, q.explanation,
             x.first_choice AS "firstChoice", x.first_correct AS "firstCorrect"
      FROM assessments q LEFT JOIN quiz_answers x ON x.assessment_id = q.id AND x.attempt_id = ${attemptId}
      WHERE q.content_id = ${attempt.contentId} AND q.retired_at IS NULL
      ORDER BY q.position`,
    attempt.finishedAt ? null : sql`UPDATE quiz_attempts SET score = ${score}, finished_at = now() WHERE id = ${attemptId} AND finished_at IS NULL`,
  ]);

  const missed: MissedQuestion[] = [];
  for (const q of questions) {
    if (q.firstCorrect) continue;
    const right = correctOptionOrLog(q, { attemptId });
    missed.push({
      assessmentId: q.id,
      question: q.question,
      chosen: q.firstChoice,
      correct: right === null ? null : optionText(q, right),
      contentId: attempt.contentId,
    });
  }
  const finalScore = attempt.score ?? score;
  const firstAttempt = attempt.attemptNumber === 1;
  return {
    attemptId,
    total: attempt.total,
    score: finalScore,
    passed: isPassing(finalScore, attempt.total, attempt.passPercent),
    missed,
    attemptNumber: attempt.attemptNumber,
    firstAttempt,
    firstAttemptScore: firstAttempt ? finalScore : attempt.firstAttemptScore,
    passPercent: attempt.passPercent,
    explanations: questions.flatMap((q) => (q.explanation?.trim() ? [{ assessmentId: q.id, question: q.question, explanation: q.explanation }] : [])),
  };
}

export const NO_ANSWER_YET = "Answer at least one question before asking for the result.";

/** Typed from the schema (docs/conventions.md); the counts and the first attempt's score are computed. */
type AttemptRow = Pick<QuizAttempt, "userId" | "contentId" | "total" | "score" | "finishedAt" | "attemptNumber" | "versionId"> & {
  passPercent: TestVersion["passPercent"];
  rightFirst: number;
  firstAttemptScore: QuizAttempt["score"];
};

/** A question of the attempt and this attempt's answer to it (null when unanswered: a LEFT JOIN). */
type QuestionRow = GradableAssessment & Pick<Assessment, "question" | "explanation"> & Nullable<Pick<QuizAnswer, "firstChoice" | "firstCorrect">>;
