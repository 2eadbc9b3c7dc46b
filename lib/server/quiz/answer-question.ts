import "server-only";
// One answer to one question. The first choice is kept forever (it is what the final score counts); the
// last choice is always updated; the returned score follows the current choice so the learner sees it.
// The attempt's first answer gives it its number (start-attempt.ts): an attempt counts from here.
import { AppError } from "@/lib/errors";
import type { Assessment, QuizAttempt, TestVersion } from "@/lib/generated/prisma/client";
import { sql, type Nullable } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { assertOwnAttempt } from "./assert-own-attempt";
import { isCorrectChoice, optionsOf, optionText, type OptionNumber } from "./grade-choice";
import { optionOrder, storedChoice } from "./option-order";

/** choice: the option number as this learner was shown it (options may be shuffled per learner: option-order.ts). */
type Options = { userId: number; attemptId: number; assessmentId: number; choice: OptionNumber };

// Hand-written SQL (lib/server/db/sql.ts): a class answers a question every second or two each.
export async function answerQuestion({ userId, attemptId, assessmentId, choice }: Options): Promise<{ score: 0 | 1 }> {
  const [row] = await sql<AttemptAndQuestion>`
    SELECT a.user_id AS "userId", a.content_id AS "contentId", a.finished_at AS "finishedAt", a.attempt_number AS "attemptNumber",
           q.content_id AS "questionContentId", q.option1, q.option2, q.option3, q.option4, q.option5, q.option6, q.correct,
           a.version_id AS "versionId", v.shuffle_options AS "shuffle",
           EXISTS (SELECT 1 FROM test_version_questions x WHERE x.version_id = a.version_id AND x.assessment_id = q.id) AS "inVersion"
    FROM quiz_attempts a LEFT JOIN assessments q ON q.id = ${assessmentId} LEFT JOIN test_versions v ON v.id = a.version_id
    WHERE a.id = ${attemptId}`;
  assertOwnAttempt(row, userId);
  if (row.finishedAt) throw new AppError("conflict", "This skills test is already finished. Start it again to try once more.");
  // The question must be one of the attempt's version (an attempt from before versions: one of its content's).
  const inTest = row.versionId === null ? row.questionContentId === row.contentId : row.inVersion;
  if (row.questionContentId === null || !inTest) throw new AppError("not_found", "Question not found in this skills test");
  const assessment = {
    id: assessmentId,
    option1: row.option1!,
    option2: row.option2!,
    option3: row.option3!,
    option4: row.option4!,
    option5: row.option5,
    option6: row.option6,
    correct: row.correct!,
  };
  const order = optionOrder({ userId, assessmentId, count: optionsOf(assessment).length, shuffle: row.shuffle === true });
  const stored = storedChoice(order, choice);
  if (stored === null) throw new AppError("bad_request", `choice: this question has ${order.length} options`);
  const correct = isCorrectChoice(assessment, stored, { attemptId });
  const text = optionText(assessment, stored);
  if (row.attemptNumber === null) await numberAttempt({ userId, contentId: row.contentId, attemptId });
  // The first choice is written once; a later answer only moves the last choice (one statement, so two
  // tabs answering at once cannot both insert).
  await sql`
    INSERT INTO quiz_answers (attempt_id, assessment_id, first_choice, last_choice, first_correct, updated_at)
    VALUES (${attemptId}, ${assessmentId}, ${text}, ${text}, ${correct}, now())
    ON CONFLICT (attempt_id, assessment_id) DO UPDATE SET last_choice = EXCLUDED.last_choice, updated_at = now()`;
  return { score: correct ? 1 : 0 };
}

/**
 * The next number of this learner's attempts at this test, once (a second answer racing the first finds it set).
 * Two attempts answered for the first time at the same moment collide on the unique key; the loser takes the next.
 */
async function numberAttempt({ userId, contentId, attemptId }: { userId: number; contentId: number; attemptId: number }) {
  for (let tries = 0; ; tries++) {
    try {
      await sql`
        UPDATE quiz_attempts SET attempt_number =
          1 + COALESCE((SELECT max(attempt_number) FROM quiz_attempts WHERE user_id = ${userId} AND content_id = ${contentId}), 0)
        WHERE id = ${attemptId} AND attempt_number IS NULL`;
      return;
    } catch (e) {
      if (dbConstraintError(e) !== "unique" || tries >= 4) throw e;
    }
  }
}

/**
 * Typed from the schema (docs/conventions.md): the attempt, the question (null when no such question: a LEFT JOIN),
 * the version's shuffle setting (null for an attempt from before versions); only `inVersion` is computed.
 */
type AttemptAndQuestion = Pick<QuizAttempt, "userId" | "contentId" | "finishedAt" | "attemptNumber" | "versionId"> &
  Nullable<Pick<Assessment, "option1" | "option2" | "option3" | "option4" | "option5" | "option6" | "correct">> & {
    questionContentId: Assessment["contentId"] | null;
    shuffle: TestVersion["shuffleOptions"] | null;
    inVersion: boolean;
  };
