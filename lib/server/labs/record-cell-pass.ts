import "server-only";
// A learner's pass of a checked lab cell: kept once (its first time), verified when the server ran the code and
// the checks itself (Java's run-java-cell.ts, or verify-cell-pass.ts for a pass the browser reported).
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";

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
