import "server-only";
// Only the learner who started an attempt may answer or finish it.
import { AppError } from "@/lib/errors";

export function assertOwnAttempt<T extends { userId: number }>(attempt: T | null | undefined, userId: number): asserts attempt is T {
  if (!attempt) throw new AppError("not_found", "Skills test attempt not found");
  if (attempt.userId !== userId) throw new AppError("forbidden", "This skills test belongs to another learner.");
}
