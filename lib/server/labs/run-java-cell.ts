import "server-only";
// POST /api/lab/run-java's use case. A run of a stored Java cell is a learner's lab work: the server judges the
// cell's expected output against its own run (not trusting the browser), stores a pass (verified: the server ran
// it), and keeps the run for the teacher's live view. A run without a cell (the creator's Try) is only run.
import { AppError } from "@/lib/errors";
import { judgeRun } from "@/lib/labs/output-check";
import { LANGUAGES } from "@/lib/labs/languages";
import { firstErrorLine, runOutcome } from "@/lib/labs/run-report";
import type { RunJavaResponse } from "@/lib/schemas/lab-shapes";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";
import { runJava, type RunJavaOptions } from "./java/run-java";
import { storePass } from "./record-cell-pass";
import { recordLabRun } from "./record-lab-run";
import { testPatternBounded } from "./bounded-pattern";

export const JAVA_CELL_NOT_FOUND = "Java lab cell not found";

export async function runJavaCell({ userId, cellId, ...run }: RunJavaOptions & { userId: number; cellId?: string }): Promise<RunJavaResponse> {
  if (!cellId) return runJava(run);
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: cellId }, select: { language: true, expectedOutput: true, outputMatch: true } });
  if (!cell || LANGUAGES[cell.language].runsOn !== "server") throw new AppError("not_found", JAVA_CELL_NOT_FOUND);
  const result = await runJava(run);
  const check =
    cell.expectedOutput === null
      ? undefined
      : judgeRun({
          checks: { expectedOutput: cell.expectedOutput, outputMatch: cell.outputMatch, testCode: null },
          output: result.output ?? "",
          codeError: result.error ?? null,
          // The learner chooses the output: an author's backtracking pattern must not stall this instance.
          testPattern: testPatternBounded,
        });
  if (check?.passed) await storePass({ userId, cellId, verified: true });
  await recordLabRun({
    userId,
    cellId,
    outcome: runOutcome({ passed: check ? check.passed : null, codeError: result.error ?? null }),
    errorLine: result.error ? firstErrorLine(result.error) : null,
    output: result.output ?? "",
    code: run.code,
  }).catch((err: unknown) => log.warn("java run not recorded for the live view", { err }));
  return check ? { ...result, check } : result;
}
