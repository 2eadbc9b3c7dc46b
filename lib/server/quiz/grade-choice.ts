import "server-only";
// Grading rules for one assessment row. `correct` holds the text of the right option (contract §3); a row whose
// `correct` matches none of its options is a content error: logged, and no choice can score on it. A question has
// 2 to 6 options (option1..option6, unused ones ''), the seeded ones 4.
import type { Assessment } from "@/lib/generated/prisma/client";
import type { Nullable } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";

/** Typed from the schema (docs/conventions.md): options 5 and 6 may be left out by callers with 4-option rows. */
export type GradableAssessment = Pick<Assessment, "id" | "option1" | "option2" | "option3" | "option4" | "correct"> &
  Partial<Nullable<Pick<Assessment, "option5" | "option6">>>;

/** The stored option number, 1..6. */
export type OptionNumber = number;

const norm = (s: string) => s.normalize("NFC").trim().replace(/\s+/g, " ");

/** The question's options in stored order, without the unused ones. */
export function optionsOf(a: GradableAssessment): string[] {
  return [a.option1, a.option2, a.option3, a.option4, a.option5 ?? "", a.option6 ?? ""].filter((o) => o.trim() !== "");
}

export function optionText(a: GradableAssessment, choice: OptionNumber): string {
  return optionsOf(a)[choice - 1]!;
}

/** The number of the right option, or null when `correct` names none of them. Exact text first, then case-insensitive. */
export function correctOptionNumber(a: GradableAssessment): OptionNumber | null {
  const options = optionsOf(a).map(norm);
  const want = norm(a.correct);
  let i = options.indexOf(want);
  if (i < 0) i = options.map((o) => o.toLowerCase()).indexOf(want.toLowerCase());
  return i < 0 ? null : i + 1;
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
