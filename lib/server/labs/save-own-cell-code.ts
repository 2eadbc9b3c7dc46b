import "server-only";
// PUT /api/lab/lab and /api/lab/java-lab with { id, code } from a lab page: the caller's own copy of a cell's
// code. Any logged-in user may do this; the author's template is never touched.
import { AppError } from "@/lib/errors";
import type { SaveOwnCodeInput } from "@/lib/schemas/labs";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";

export async function saveOwnCellCode({ userId, input, java }: { userId: number; input: SaveOwnCodeInput; java?: boolean }): Promise<void> {
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: input.id }, select: { language: true } });
  if (!cell || (java && cell.language !== "java")) throw new AppError("not_found", java ? "Java lab cell not found" : LAB_CELL_NOT_FOUND);
  try {
    await prisma.userCellCode.upsert({
      where: { userId_cellId: { userId, cellId: input.id } },
      create: { userId, cellId: input.id, code: input.code },
      update: { code: input.code },
    });
  } catch (e) {
    // The cell was deleted between the check and the write.
    if (dbConstraintError(e) === "foreign_key") throw new AppError("not_found", LAB_CELL_NOT_FOUND);
    throw e;
  }
}
