import "server-only";
// PUT /api/lab/lab with the whole cell from the Lab creator: updates the template (authors and admins only);
// when the id does not exist yet the cell is created instead (contract §7: "If updating fails, it creates instead").
import type { LabCellRow, UpdateLabCellInput } from "@/lib/schemas/labs";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { assertCanAuthorLabs } from "./assert-can-author-labs";
import { createLabCell } from "./create-lab-cell";
import { labCellSelect, toLabCellRow } from "./lab-cell-row";

export async function updateLabCell({
  actor,
  cell,
}: {
  actor: Pick<SessionUser, "id" | "role">;
  cell: UpdateLabCellInput;
}): Promise<{ cell: LabCellRow; created: boolean }> {
  assertCanAuthorLabs(actor);
  const prisma = await db();
  const { count } = await prisma.labCell.updateMany({
    where: { id: cell.id },
    data: {
      labId: cell.lab_id,
      title: cell.title,
      cellId: cell.cell_id,
      preText: cell.pre_text,
      code: cell.code,
      ...(cell.language ? { language: cell.language } : {}),
    },
  });
  if (count === 0) return { cell: await createLabCell({ actor, cell }), created: true };
  const row = await prisma.labCell.findUniqueOrThrow({ where: { id: cell.id }, select: labCellSelect });
  return { cell: toLabCellRow(row), created: false };
}
