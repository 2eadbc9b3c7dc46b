import "server-only";
// POST /api/lab/check-passed: the learner's browser says a Python or JavaScript cell's checks passed. The pass is
// stored at once as self-reported (the browser is where the lab runs), then the server runs the same code and
// inputs against the cell's checks itself, in the sandbox and the fair line every server run waits in, and
// marks the pass verified when its run passes too. The gradebook counts verified passes; a pass the server could
// not confirm stays self-reported, with the reason.
import { AppError } from "@/lib/errors";
import { hasChecks, judgeRun } from "@/lib/labs/output-check";
import { LANGUAGES } from "@/lib/labs/languages";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";
import { javaBackend } from "./java/backend";
import { CANCELLED_MESSAGE } from "./java/runner-pool";
import { JAVA_CHECKED_ON_SERVER, LAB_CELL_NOT_FOUND, NO_CHECKS } from "./lab-cell-row";
import { storePass } from "./record-cell-pass";
import { runnerQueue } from "./runner-queue";
import { testPatternBounded } from "./bounded-pattern";
import { canRunChecks, runChecksInSandbox } from "./engines/check-run";

export type PassReport = { verified: boolean; message: string };

export const VERIFIED = "Check passed, and the server's own run confirmed it.";
export const NOT_VERIFIED_HERE = "Check passed. This server does not run lab checks itself, so it counts as self-reported.";

export async function reportCellPass({
  userId,
  cellId,
  code,
  stdin = "",
  signal,
}: {
  userId: number;
  cellId: string;
  code?: string;
  stdin?: string;
  signal?: AbortSignal;
}): Promise<PassReport> {
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: cellId }, select: { language: true, expectedOutput: true, outputMatch: true, testCode: true } });
  if (!cell) throw new AppError("not_found", LAB_CELL_NOT_FOUND);
  if (!hasChecks(cell)) throw new AppError("conflict", NO_CHECKS);
  if (LANGUAGES[cell.language].checks.judgedOn === "server") throw new AppError("forbidden", JAVA_CHECKED_ON_SERVER);
  await storePass({ userId, cellId });
  if (code === undefined) return { verified: false, message: "Check passed (self-reported: no code was sent to verify)." };
  if (javaBackend().kind !== "bwrap" || !canRunChecks(cell.language)) return { verified: false, message: NOT_VERIFIED_HERE };

  const checks = { expectedOutput: cell.expectedOutput, outputMatch: cell.outputMatch, testCode: cell.testCode };
  let outcome;
  try {
    // A line of its own per learner: a verification never replaces the learner's waiting Java run, nor the reverse.
    outcome = await runnerQueue().withSlot(
      `verify:${userId}`,
      (uid) => runChecksInSandbox({ language: cell.language, code, stdin, testCode: cell.testCode, uid, signal }),
      { signal },
    );
  } catch (e) {
    if (e instanceof AppError && e.message !== CANCELLED_MESSAGE)
      return { verified: false, message: `Check passed; the server could not verify it now: ${e.message}` };
    throw e;
  }
  if (!outcome.ok) {
    log.warn("lab check not verified", { cellId, reason: outcome.reason });
    return { verified: false, message: `Check passed; the server could not verify it: ${outcome.reason}.` };
  }
  const verdict = judgeRun({
    checks,
    output: outcome.facts.printed,
    codeError: outcome.facts.codeError,
    testError: outcome.facts.testError,
    testsRan: outcome.facts.testsRan,
    testPattern: testPatternBounded,
  });
  if (!verdict.passed) return { verified: false, message: verdict.detail ? `${verdict.message} (${verdict.detail})` : verdict.message };
  await storePass({ userId, cellId, verified: true });
  return { verified: true, message: VERIFIED };
}
