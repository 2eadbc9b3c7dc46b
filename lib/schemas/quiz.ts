// The skills test's boundary. Grading happens on the server; `correct` never reaches the browser
// before the attempt is finished.
import { z } from "zod";
import { idSchema } from "./common";
import { bodyIdSchema } from "./player";

export const startAttemptBody = z.object({ contentId: bodyIdSchema });

export const attemptParams = z.object({ id: idSchema });

/** A question has 2 to 6 options (the studio); the seeded ones have 4. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

/** choice is the option number as shown to this learner: 1..6 (the question's own options may be fewer). */
export const answerBody = z.object({
  assessmentId: bodyIdSchema,
  choice: z
    .number({ message: `must be an option number from 1 to ${MAX_OPTIONS}` })
    .int("must be a whole number")
    .min(1, `must be 1 to ${MAX_OPTIONS}`)
    .max(MAX_OPTIONS, `must be 1 to ${MAX_OPTIONS}`),
});

export const PASS_RATIO = 0.5;
/** Contract §9's pass mark as a percentage: a test's own pass mark defaults to it (contents.pass_percent). */
export const DEFAULT_PASS_PERCENT = PASS_RATIO * 100;

/** Contract §9: pass at 50% of the questions (inclusive), or at the test's own pass mark. An empty test cannot be passed. */
export function isPassing(score: number, total: number, passPercent: number = DEFAULT_PASS_PERCENT): boolean {
  return total > 0 && score * 100 >= total * passPercent;
}

const int = z.number().int();

/** attemptNumber: the number this attempt gets with its first answer (an attempt opened and left is none). */
/** A question of this attempt's test version, its options in the order this learner sees them (no answer key). */
export const attemptQuestionSchema = z.strictObject({ id: int, question: z.string(), options: z.array(z.string()).min(MIN_OPTIONS).max(MAX_OPTIONS) });
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;
export const startAttemptResponse = z.strictObject({
  attemptId: int,
  total: int,
  attemptNumber: int,
  /** The questions of the version this attempt is taken on (the player shows these, not the course read's copy). */
  questions: z.array(attemptQuestionSchema),
  passPercent: int,
});
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
  /** The test's pass mark (percent of its questions) for the version this attempt was taken on. */
  passPercent: int,
  /** The author's explanations, shown after the test, for the questions that have one (in test order). */
  explanations: z.array(z.strictObject({ assessmentId: int, question: z.string(), explanation: z.string() })),
});
export type FinishResponse = z.infer<typeof finishResponse>;
