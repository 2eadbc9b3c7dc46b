import "server-only";
// DELETE /api/lab/lab: removes one cell (its lab's author or an admin). Learners' saved copies of that cell go
// with it (ON DELETE CASCADE): the cell they belonged to no longer exists, so nothing could show them.
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { assertCanChangeCell } from "./assert-can-author-labs";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";

export async function deleteLabCell({ actor, id }: { actor: Pick<SessionUser, "id" | "role">; id: string }): Promise<void> {
  if (!(await assertCanChangeCell(actor, id))) throw new AppError("not_found", LAB_CELL_NOT_FOUND);
  const prisma = await db();
  const { count } = await prisma.labCell.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("not_found", LAB_CELL_NOT_FOUND);
}
