import "server-only";
// POST /api/lab/run-java with a cellId: the server compiles and runs the learner's program itself, so it
// judges the output against that Java cell's expected output (not trusting the browser) and stores a pass.
// Java cells have an expected output only; their test code would need a harness around the learner's main.
import { AppError } from "@/lib/errors";
import { judgeRun } from "@/lib/labs/output-check";
import type { RunJavaResponse } from "@/lib/schemas/lab-shapes";
import { db } from "@/lib/server/db/client";
import { runJava, type RunJavaOptions } from "./java/run-java";
import { storePass } from "./record-cell-pass";
import { testPatternBounded } from "./bounded-pattern";

export const JAVA_CELL_NOT_FOUND = "Java lab cell not found";

export async function runJavaCheck({ userId, cellId, ...run }: RunJavaOptions & { userId: number; cellId: string }): Promise<RunJavaResponse> {
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: cellId }, select: { language: true, expectedOutput: true, outputMatch: true } });
  if (!cell || cell.language !== "java") throw new AppError("not_found", JAVA_CELL_NOT_FOUND);
  const result = await runJava(run);
  if (cell.expectedOutput === null) return result;
  const check = judgeRun({
    checks: { expectedOutput: cell.expectedOutput, outputMatch: cell.outputMatch, testCode: null },
    output: result.output ?? "",
    codeError: result.error ?? null,
    // The learner chooses the output: an author's backtracking pattern must not stall this instance.
    testPattern: testPatternBounded,
  });
  if (check.passed) await storePass({ userId, cellId, verified: true });
  return { ...result, check };
}
