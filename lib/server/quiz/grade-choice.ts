import "server-only";
// Grading rules for one assessment row. `correct` holds the text of the right option (contract §3); a row whose
// `correct` matches none of its options is a content error: logged, and no choice can score on it.
import { log } from "@/lib/server/log/logger";

export type GradableAssessment = { id: number; option1: string; option2: string; option3: string; option4: string; correct: string };

export type OptionNumber = 1 | 2 | 3 | 4;

const norm = (s: string) => s.normalize("NFC").trim().replace(/\s+/g, " ");

export function optionText(a: GradableAssessment, choice: OptionNumber): string {
  return [a.option1, a.option2, a.option3, a.option4][choice - 1]!;
}

/** The number of the right option, or null when `correct` names none of them. Exact text first, then case-insensitive. */
export function correctOptionNumber(a: GradableAssessment): OptionNumber | null {
  const options = [a.option1, a.option2, a.option3, a.option4].map(norm);
  const want = norm(a.correct);
  let i = options.indexOf(want);
  if (i < 0) i = options.map((o) => o.toLowerCase()).indexOf(want.toLowerCase());
  return i < 0 ? null : ((i + 1) as OptionNumber);
}

/** Like correctOptionNumber, but reports a broken row to the server log (never to the learner). */
export function correctOptionOrLog(a: GradableAssessment, context: Record<string, unknown> = {}): OptionNumber | null {
  const n = correctOptionNumber(a);
  if (n === null) {
    log.error("assessment correct answer matches none of its options", { assessmentId: a.id, correct: a.correct, ...context });
  }
  return n;
}

export function isCorrectChoice(a: GradableAssessment, choice: OptionNumber, context?: Record<string, unknown>): boolean {
  const right = correctOptionOrLog(a, context);
  return right !== null && right === choice;
}
