import "server-only";
// Contract §6: a learner acts only for their own account (enrolment, their enrolments, their course
// progress); an admin may act for anyone. Every such check goes through here.
import { AppError } from "@/lib/errors";
import type { SessionUser } from "./session";

export function canActFor(actor: Pick<SessionUser, "id" | "role">, userId: number): boolean {
  return actor.id === userId || actor.role === "admin";
}

/** Throws 403 "You can only {what} for your own account." unless `actor` may act for `userId`. */
export function assertCanActFor(actor: Pick<SessionUser, "id" | "role">, userId: number, what: string) {
  if (!canActFor(actor, userId)) throw new AppError("forbidden", `You can only ${what} for your own account.`);
}
