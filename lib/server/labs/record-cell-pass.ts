import "server-only";
// POST /api/lab/check-passed: a learner's browser says a Python or JavaScript cell's checks passed. Those
// checks run in the learner's own sandbox, so this is self-reported (contract §7): it is accepted only for a
// cell that has checks and is not Java (Java is judged by the server's own run, run-java-check.ts).
import { AppError } from "@/lib/errors";
import { hasChecks } from "@/lib/labs/output-check";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { JAVA_CHECKED_ON_SERVER, LAB_CELL_NOT_FOUND, NO_CHECKS } from "./lab-cell-row";

export async function recordCellPass({ userId, cellId }: { userId: number; cellId: string }): Promise<void> {
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: cellId }, select: { language: true, expectedOutput: true, testCode: true } });
  if (!cell) throw new AppError("not_found", LAB_CELL_NOT_FOUND);
  if (!hasChecks(cell)) throw new AppError("conflict", NO_CHECKS);
  if (cell.language === "java") throw new AppError("forbidden", JAVA_CHECKED_ON_SERVER);
  await storePass({ userId, cellId });
}

/**
 * Idempotent: the first pass is kept (its time), a second report changes nothing. `verified`: the server ran the
 * code and the checks itself; a self-reported pass becomes verified when the server later confirms it.
 */
export async function storePass({ userId, cellId, verified = false }: { userId: number; cellId: string; verified?: boolean }): Promise<void> {
  const prisma = await db();
  const now = new Date();
  try {
    await prisma.userCellPass.upsert({
      where: { userId_cellId: { userId, cellId } },
      create: { userId, cellId, verifiedAt: verified ? now : null },
      update: {},
    });
    if (verified) await prisma.userCellPass.updateMany({ where: { userId, cellId, verifiedAt: null }, data: { verifiedAt: now } });
  } catch (e) {
    // The cell was deleted between the check and the write.
    if (dbConstraintError(e) === "foreign_key") throw new AppError("not_found", LAB_CELL_NOT_FOUND);
    // Two reports raced: the other one stored it.
    if (dbConstraintError(e) === "unique") return;
    throw e;
  }
}
