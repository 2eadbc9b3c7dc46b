import "server-only";
// Lab authoring is for authors, teachers and admins (lib/schemas/roles.ts); a lab's cells are changed or removed
// only by the lab's own author or an admin. The spec's creator page shows no check of its own: these are the server's.
import { AppError } from "@/lib/errors";
import { canAuthor } from "@/lib/schemas/roles";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { AUTHORS_ONLY } from "./lab-cell-row";

export const OWNERS_ONLY = "Only this lab's author or an admin can change or delete it.";

export function assertCanAuthorLabs(actor: Pick<SessionUser, "role">) {
  if (!canAuthor(actor.role)) throw new AppError("forbidden", AUTHORS_ONLY);
}

/** The cell exists and `actor` may change it (its lab's author or an admin); false when there is no such cell. */
export async function assertCanChangeCell(actor: Pick<SessionUser, "id" | "role">, id: string): Promise<boolean> {
  assertCanAuthorLabs(actor);
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id }, select: { createdById: true } });
  if (!cell) return false;
  if (actor.role !== "admin" && cell.createdById !== actor.id) throw new AppError("forbidden", OWNERS_ONLY);
  return true;
}
