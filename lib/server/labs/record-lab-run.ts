import "server-only";
// A learner's latest run of a lab cell, kept for their teacher's live view and learner page (lab_activity): when,
// how it ended, the error's first line, the start of the output and the code that ran. One row per learner and
// cell, replaced by each run. The browser reports Python and JavaScript runs (POST /api/lab/run-report); the
// server records the Java runs it makes itself.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";

export type RunOutcome = "ran" | "passed" | "failed" | "error";

export const RUN_OUTPUT_KEPT = 2_000;
export const ERROR_LINE_KEPT = 300;

/** The first line that says what went wrong: the last line of a traceback ("ZeroDivisionError: …"), else the first. */
export function firstErrorLine(error: string): string {
  const lines = error.split("\n").map((l) => l.trim()).filter(Boolean);
  const named = [...lines].reverse().find((l) => /^[A-Za-z_][\w.]*(Error|Exception|Warning|Interrupt)\b/.test(l));
  return (named ?? lines[0] ?? "").slice(0, ERROR_LINE_KEPT);
}

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
    await prisma.labActivity.upsert({ where: { userId_cellId: { userId: run.userId, cellId: run.cellId } }, create: { userId: run.userId, cellId: run.cellId, ...row }, update: row });
  } catch (e) {
    if (dbConstraintError(e) === "foreign_key") throw new AppError("not_found", LAB_CELL_NOT_FOUND);
    if (dbConstraintError(e) !== "unique") throw e;
  }
}
