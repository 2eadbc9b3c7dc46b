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

export type StartAttemptResponse = { attemptId: number; total: number; attemptNumber: number };
export type AnswerResponse = { score: 0 | 1 };
export type MissedQuestion = { assessmentId: number; question: string; chosen: string | null; correct: string | null; contentId: number };
/**
 * attemptNumber 1 is the learner's first go at this test. The score badge shows right/wrong per choice and
 * retakes are unlimited (spec), so a retry's score can be fished; firstAttemptScore is the honest one
 * (null while the first attempt has not been finished).
 */
export type FinishResponse = {
  attemptId: number;
  total: number;
  score: number;
  passed: boolean;
  missed: MissedQuestion[];
  attemptNumber: number;
  firstAttempt: boolean;
  firstAttemptScore: number | null;
};
