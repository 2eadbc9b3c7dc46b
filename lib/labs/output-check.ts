// Auto-checked lab cells: comparing what a run printed with the author's expected output. Shared by the
// browser (Python and JavaScript checks run in the learner's sandbox) and the server (Java checks run on
// its runner), so both judge the same way; only how a pattern is tested differs, and is passed in.
import type { CheckResult, DiffLine, OutputMatch } from "@/lib/schemas/lab-shapes";

/** Line endings unified, trailing spaces of each line and trailing blank lines dropped. */
export function normaliseOutput(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.replace(/\s+$/, ""))
    .join("\n")
    .replace(/\n+$/, "");
}

/** A pattern matches the whole trimmed output; null when it is not a valid regular expression. */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern.trim()})$`, "u");
  } catch {
    return null;
  }
}

/** Past this many lines on either side the diff pairs lines by position (the table below is n × m). */
const LCS_MAX_LINES = 400;

/** Expected vs got, line by line: common lines once, then what is missing ("expected") and what is extra ("got"). */
export function lineDiff(expected: string, got: string): DiffLine[] {
  const a = expected === "" ? [] : expected.split("\n");
  const b = got === "" ? [] : got.split("\n");
  if (a.length > LCS_MAX_LINES || b.length > LCS_MAX_LINES) return positionalDiff(a, b);
  // Longest common subsequence, filled from the end so the walk below reads forwards.
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: "expected", text: a[i++]! });
    else out.push({ kind: "got", text: b[j++]! });
  }
  while (i < a.length) out.push({ kind: "expected", text: a[i++]! });
  while (j < b.length) out.push({ kind: "got", text: b[j++]! });
  return out;
}

function positionalDiff(a: string[], b: string[]): DiffLine[] {
  const out: DiffLine[] = [];
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    if (k < a.length && k < b.length && a[k] === b[k]) out.push({ kind: "same", text: a[k]! });
    else {
      if (k < a.length) out.push({ kind: "expected", text: a[k]! });
      if (k < b.length) out.push({ kind: "got", text: b[k]! });
    }
  }
  return out;
}

export const CHECK_TEXTS = {
  outputDiffers: "The output is not the expected one.",
  patternMismatch: "The output does not match the expected pattern.",
  badPattern: "The cell's expected-output pattern is not a valid regular expression.",
  patternTooSlow: "The cell's expected-output pattern took too long to check against this output; ask the lab's author to simplify it.",
  patternUnavailable: "The cell's expected-output pattern could not be checked in this browser; reload the page and run the cell again.",
  codeFailed: "Your code ended with an error, so the checks could not pass.",
  testFailed: (message: string) => `A test failed: ${message}`,
  testsDidNotRun: "The tests did not run: the code stopped before reaching them.",
} as const;

/** How long one pattern test may take, in the browser (a worker) and on the server (a vm time limit) alike. */
export const PATTERN_TIME_LIMIT_MS = 250;

/** A pattern test's answer: "timeout" when it was stopped at the limit, "unavailable" when it could not run. */
export type PatternVerdict = boolean | "timeout" | "unavailable";

/**
 * How a pattern is tried on an output. A backtracking pattern can run for hours on output the learner chooses,
 * so it is never tested directly where it would block: the server passes a bounded test
 * (lib/server/labs/bounded-pattern.ts), the browser an asynchronous one in a worker (lib/client/labs/pattern-judge.ts).
 */
export type PatternTest = (pattern: RegExp, text: string) => PatternVerdict;
export type AsyncPatternTest = (pattern: RegExp, text: string) => Promise<PatternVerdict>;

type PatternQuery = { pattern: RegExp; text: string };
/** A judgement that may stop once to have a pattern tested (yield), then goes on with the answer. */
type Judging = Generator<PatternQuery, CheckResult, PatternVerdict>;

function settle(judging: Judging, testPattern: PatternTest): CheckResult {
  let step = judging.next();
  while (!step.done) step = judging.next(testPattern(step.value.pattern, step.value.text));
  return step.value;
}

async function settleAsync(judging: Judging, testPattern: AsyncPatternTest): Promise<CheckResult> {
  let step = judging.next();
  while (!step.done) step = judging.next(await testPattern(step.value.pattern, step.value.text));
  return step.value;
}

type CheckOutputOptions = { expected: string; match: OutputMatch; output: string };

function* outputJudging({ expected, match, output }: CheckOutputOptions): Judging {
  const got = normaliseOutput(output);
  if (match === "pattern") {
    const re = compilePattern(expected);
    if (!re) return { passed: false, reason: "output", message: CHECK_TEXTS.badPattern };
    const matched = yield { pattern: re, text: got.trim() };
    if (matched === "timeout") return { passed: false, reason: "output", message: CHECK_TEXTS.patternTooSlow };
    if (matched === "unavailable") return { passed: false, reason: "output", message: CHECK_TEXTS.patternUnavailable };
    return matched ? { passed: true } : { passed: false, reason: "output", message: CHECK_TEXTS.patternMismatch, expected: expected.trim(), got: got.trim() };
  }
  const want = normaliseOutput(expected);
  if (want === got) return { passed: true };
  return { passed: false, reason: "output", message: CHECK_TEXTS.outputDiffers, diff: lineDiff(want, got) };
}

/** Judges a run's printed output against an expected output (exact or pattern). */
export function checkOutput({ testPattern, ...options }: CheckOutputOptions & { testPattern: PatternTest }): CheckResult {
  return settle(outputJudging(options), testPattern);
}

type JudgeRunOptions = {
  checks: { expectedOutput: string | null; outputMatch: OutputMatch; testCode: string | null };
  output: string;
  codeError?: string | null;
  testError?: string | null;
  testsRan?: boolean;
};

/**
 * The whole verdict of a checked run: the learner's code must end without an error, its output must match
 * (when the cell has an expected output) and its tests must pass (when it has test code).
 */
function* runJudging({ checks, output, codeError, testError, testsRan }: JudgeRunOptions): Judging {
  if (codeError) return { passed: false, reason: "error", message: CHECK_TEXTS.codeFailed, detail: codeError };
  if (checks.expectedOutput !== null) {
    const result = yield* outputJudging({ expected: checks.expectedOutput, match: checks.outputMatch, output });
    if (!result.passed) return result;
  }
  if (checks.testCode !== null) {
    if (testError) return { passed: false, reason: "test", message: CHECK_TEXTS.testFailed(testError) };
    if (!testsRan) return { passed: false, reason: "test", message: CHECK_TEXTS.testsDidNotRun };
  }
  return { passed: true };
}

/** A run's verdict with a synchronous, bounded pattern test (the server's). */
export function judgeRun({ testPattern, ...options }: JudgeRunOptions & { testPattern: PatternTest }): CheckResult {
  return settle(runJudging(options), testPattern);
}

/** A run's verdict with an asynchronous pattern test (the browser's worker): the page stays responsive meanwhile. */
export function judgeRunAsync({ testPattern, ...options }: JudgeRunOptions & { testPattern: AsyncPatternTest }): Promise<CheckResult> {
  return settleAsync(runJudging(options), testPattern);
}

/** A cell is checked when it has an expected output or test code (a row without the fields has none). */
export function hasChecks(c: { expectedOutput?: string | null; testCode?: string | null }): boolean {
  return c.expectedOutput != null || c.testCode != null;
}

/** A lab row's checks as the lab page runs them, or null for an unchecked cell. */
export function rowChecks(r: { EXPECTED_OUTPUT?: string | null; OUTPUT_MATCH?: OutputMatch; TEST_CODE?: string | null }) {
  const checks = { expectedOutput: r.EXPECTED_OUTPUT ?? null, outputMatch: r.OUTPUT_MATCH ?? ("exact" as const), testCode: r.TEST_CODE ?? null };
  return hasChecks(checks) ? checks : null;
}
