import "server-only";
// Reset to starter code: the caller's own copy of a cell is removed, so the author's code shows again on
// every device. Returns that starter code; a cell with no copy is reset already.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";

export async function resetOwnCellCode({ userId, cellId }: { userId: number; cellId: string }): Promise<{ code: string }> {
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: cellId }, select: { code: true } });
  if (!cell) throw new AppError("not_found", LAB_CELL_NOT_FOUND);
  await prisma.userCellCode.deleteMany({ where: { userId, cellId } });
  return { code: cell.code };
}
