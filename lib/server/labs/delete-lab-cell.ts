import "server-only";
// DELETE /api/lab/lab: removes one cell (authors and admins only). Learners' saved copies of that cell go
// with it (ON DELETE CASCADE): the cell they belonged to no longer exists, so nothing could show them.
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { assertCanAuthorLabs } from "./assert-can-author-labs";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";

export async function deleteLabCell({ actor, id }: { actor: Pick<SessionUser, "role">; id: string }): Promise<void> {
  assertCanAuthorLabs(actor);
  const prisma = await db();
  const { count } = await prisma.labCell.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("not_found", LAB_CELL_NOT_FOUND);
}
