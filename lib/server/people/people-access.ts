import "server-only";
// An admin's reach over accounts: an admin of a school sees and changes that school's accounts; an admin without
// a school runs the whole platform. Nobody changes their own role, school or access (no one locks themself out
// or hands themself more).
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";

export type Admin = Pick<SessionUser, "id" | "role" | "orgId">;

export const PERSON_NOT_FOUND = "Account not found";

export function assertAdmin(actor: Pick<SessionUser, "role">) {
  if (actor.role !== "admin") throw new AppError("forbidden", "Only admins can do this.");
}

/** Prisma `where` for the accounts an admin reaches. */
export function reachOf(actor: Admin) {
  return actor.orgId === null ? {} : { organizationId: actor.orgId };
}

export async function getReachablePersonOrThrow({ actor, userId }: { actor: Admin; userId: number }) {
  assertAdmin(actor);
  const prisma = await db();
  const person = await prisma.user.findFirst({
    where: { id: userId, ...reachOf(actor) },
    select: { id: true, role: true, organizationId: true, disabledAt: true },
  });
  if (!person) throw new AppError("not_found", PERSON_NOT_FOUND);
  return person;
}
