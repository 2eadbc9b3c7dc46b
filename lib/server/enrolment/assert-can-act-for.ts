import "server-only";
// Enrolment is personal: a learner acts only for themself; an admin may act for anyone.
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";

export function assertCanActFor(actor: Pick<SessionUser, "id" | "role">, userId: number, what: string) {
  if (actor.id !== userId && actor.role !== "admin") {
    throw new AppError("forbidden", `You can only ${what} for your own account.`);
  }
}
