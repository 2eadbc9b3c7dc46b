// The skills test's boundary. Grading happens on the server; `correct` never reaches the browser
// before the attempt is finished.
import { z } from "zod";
import { idSchema } from "./common";
import { bodyIdSchema } from "./player";

export const startAttemptBody = z.object({ contentId: bodyIdSchema });

export const attemptParams = z.object({ id: idSchema });

/** choice is the option number as shown: 1..4 (option1..option4). */
export const answerBody = z.object({
  assessmentId: bodyIdSchema,
  choice: z.number({ message: "must be an option number from 1 to 4" }).int("must be a whole number").min(1, "must be 1 to 4").max(4, "must be 1 to 4"),
});

export const PASS_RATIO = 0.5;

/** Contract §9: pass at 50% of the questions (inclusive). An empty test cannot be passed. */
export function isPassing(score: number, total: number): boolean {
  return total > 0 && score >= total * PASS_RATIO;
}

const int = z.number().int();

/** attemptNumber: the number this attempt gets with its first answer (an attempt opened and left is none). */
export const startAttemptResponse = z.strictObject({ attemptId: int, total: int, attemptNumber: int });
export type StartAttemptResponse = z.infer<typeof startAttemptResponse>;
export const answerResponse = z.strictObject({ score: z.union([z.literal(0), z.literal(1)]) });
export type AnswerResponse = z.infer<typeof answerResponse>;
export const missedQuestionSchema = z.strictObject({
  assessmentId: int,
  question: z.string(),
  chosen: z.string().nullable(),
  correct: z.string().nullable(),
  contentId: int,
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;
/**
 * attemptNumber 1 is the learner's first go at this test. The score badge shows right/wrong per choice and
 * retakes are unlimited (spec), so a retry's score can be fished; firstAttemptScore is the honest one
 * (null while the first attempt has not been finished).
 */
export const finishResponse = z.strictObject({
  attemptId: int,
  total: int,
  score: int,
  passed: z.boolean(),
  missed: z.array(missedQuestionSchema),
  attemptNumber: int,
  firstAttempt: z.boolean(),
  firstAttemptScore: int.nullable(),
});
export type FinishResponse = z.infer<typeof finishResponse>;
