import "server-only";
// A learner's latest run of a lab cell, kept for their teacher's live view and learner page (lab_activity): when,
// how it ended, the error's first line, the start of the output and the code that ran. One row per learner and
// cell, replaced by each run. The browser reports Python and JavaScript runs (POST /api/lab/run-report); the
// server records the Java runs it makes itself.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";
import { ERROR_LINE_KEPT, RUN_OUTPUT_KEPT, type RunOutcome } from "@/lib/labs/run-report";

export type { RunOutcome };

export async function recordLabRun(run: { userId: number; cellId: string; outcome: RunOutcome; errorLine?: string | null; output?: string; code: string }) {
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: run.cellId }, select: { labId: true } });
  if (!cell) throw new AppError("not_found", LAB_CELL_NOT_FOUND);
  const row = {
    labId: cell.labId,
    lastRunAt: new Date(),
    outcome: run.outcome,
    errorLine: run.errorLine ? run.errorLine.slice(0, ERROR_LINE_KEPT) : null,
    output: (run.output ?? "").slice(0, RUN_OUTPUT_KEPT),
    code: run.code,
  };
  try {
    await prisma.labActivity.upsert({
      where: { userId_cellId: { userId: run.userId, cellId: run.cellId } },
      create: { userId: run.userId, cellId: run.cellId, ...row },
      update: row,
    });
  } catch (e) {
    if (dbConstraintError(e) === "foreign_key") throw new AppError("not_found", LAB_CELL_NOT_FOUND);
    if (dbConstraintError(e) !== "unique") throw e;
  }
}
