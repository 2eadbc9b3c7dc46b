// Auto-checked lab cells: how a run's output is compared with the author's expected output (shared by the
// browser's Python/JavaScript checks and the server's Java check), the line diff shown on ✗, and the verdict.
import {
  checkOutput as checkWith,
  compilePattern,
  hasChecks,
  judgeRun as judgeWith,
  judgeRunAsync,
  lineDiff,
  normaliseOutput,
  rowChecks,
  CHECK_TEXTS,
  PATTERN_TIME_LIMIT_MS,
  type AsyncPatternTest,
  type PatternVerdict,
} from "../../lib/labs/output-check";
import { testPatternBounded } from "../../lib/server/labs/bounded-pattern";

// The server's bounded test, unless a test injects its own.
const checkOutput = (o: Omit<Parameters<typeof checkWith>[0], "testPattern"> & Partial<Pick<Parameters<typeof checkWith>[0], "testPattern">>) =>
  checkWith({ testPattern: testPatternBounded, ...o });
const judgeRun = (o: Omit<Parameters<typeof judgeWith>[0], "testPattern">) => judgeWith({ testPattern: testPatternBounded, ...o });

describe("normaliseOutput", () => {
  it("unifies line endings, drops trailing spaces per line and trailing blank lines, keeps leading spaces", () => {
    expect(normaliseOutput("a  \r\n  b\t\r\nc\r\r\n\n")).toBe("a\n  b\nc");
  });
});

describe("checkOutput, exact", () => {
  it("passes the same text despite CRLF, trailing spaces and a missing final newline", () => {
    expect(checkOutput({ expected: "4 is even\n7 is odd\n", match: "exact", output: "4 is even  \r\n7 is odd" })).toEqual({ passed: true });
  });

  it("fails a different line with a diff: common lines once, the expected line (−) then the line got (+)", () => {
    const r = checkOutput({ expected: "a\nb\nc", match: "exact", output: "a\nB\nc\n" });
    expect(r).toEqual({
      passed: false,
      reason: "output",
      message: CHECK_TEXTS.outputDiffers,
      diff: [
        { kind: "same", text: "a" },
        { kind: "expected", text: "b" },
        { kind: "got", text: "B" },
        { kind: "same", text: "c" },
      ],
    });
  });

  it("is case- and space-sensitive inside a line, and an empty output is all missing", () => {
    expect(checkOutput({ expected: "Hello, World", match: "exact", output: "hello,  World" }).passed).toBe(false);
    expect(checkOutput({ expected: "x\ny", match: "exact", output: "" })).toMatchObject({
      passed: false,
      diff: [
        { kind: "expected", text: "x" },
        { kind: "expected", text: "y" },
      ],
    });
  });
});

describe("checkOutput, pattern", () => {
  it("tests the regular expression against the whole trimmed output", () => {
    expect(checkOutput({ expected: "Total: \\d+\\nAverage: [\\d.]+", match: "pattern", output: "\nTotal: 369\nAverage: 73.8\n\n" })).toEqual({ passed: true });
    // Anchored: a match inside the output is not enough.
    expect(checkOutput({ expected: "Total: \\d+", match: "pattern", output: "Total: 369\nextra" })).toEqual({
      passed: false,
      reason: "output",
      message: CHECK_TEXTS.patternMismatch,
      expected: "Total: \\d+",
      got: "Total: 369\nextra",
    });
    // An alternation stays inside the anchors.
    expect(checkOutput({ expected: "yes|no", match: "pattern", output: "maybe no" }).passed).toBe(false);
  });

  it("fails, saying so, when the pattern is not a valid regular expression", () => {
    expect(compilePattern("(unclosed")).toBeNull();
    expect(checkOutput({ expected: "(unclosed", match: "pattern", output: "(unclosed" })).toEqual({
      passed: false,
      reason: "output",
      message: CHECK_TEXTS.badPattern,
    });
  });

  it("a pattern test that was stopped (the server's time limit) fails, saying the pattern was too slow, with the trimmed output", () => {
    const seen: Array<[string, string]> = [];
    const result = checkOutput({
      expected: "(a+)+b",
      match: "pattern",
      output: "aaaa  \n\n",
      testPattern: (re, text) => {
        seen.push([re.source, text]);
        return "timeout";
      },
    });
    expect(result).toEqual({ passed: false, reason: "output", message: CHECK_TEXTS.patternTooSlow });
    expect(seen).toEqual([["^(?:(a+)+b)$", "aaaa"]]);
  });
});

describe("lineDiff", () => {
  it("marks an extra line as got and a missing one as expected, keeping order", () => {
    expect(lineDiff("1\n2\n3", "1\n3\n4")).toEqual([
      { kind: "same", text: "1" },
      { kind: "expected", text: "2" },
      { kind: "same", text: "3" },
      { kind: "got", text: "4" },
    ]);
  });

  it("pairs lines by position past 400 lines (no n×m table for a flood of output)", () => {
    const many = Array.from({ length: 500 }, (_, i) => `line ${i}`).join("\n");
    const diff = lineDiff(many, many.replace("line 250", "LINE 250"));
    expect(diff).toHaveLength(501);
    expect(diff[250]).toEqual({ kind: "expected", text: "line 250" });
    expect(diff[251]).toEqual({ kind: "got", text: "LINE 250" });
  });
});

describe("judgeRun", () => {
  const checks = { expectedOutput: "42", outputMatch: "exact" as const, testCode: "assert f() == 42" };

  it("passes when the output matches and the tests ran without an error", () => {
    expect(judgeRun({ checks, output: "42\n", testsRan: true })).toEqual({ passed: true });
  });

  it("fails when the learner's code ended with an error, whatever it printed", () => {
    expect(judgeRun({ checks, output: "42", codeError: "NameError: name 'x' is not defined", testsRan: false })).toEqual({
      passed: false,
      reason: "error",
      message: CHECK_TEXTS.codeFailed,
      detail: "NameError: name 'x' is not defined",
    });
  });

  it("fails with the failing test's message, and when the tests never ran", () => {
    expect(judgeRun({ checks, output: "42", testError: "AssertionError: f() should be 42", testsRan: false })).toEqual({
      passed: false,
      reason: "test",
      message: CHECK_TEXTS.testFailed("AssertionError: f() should be 42"),
    });
    expect(judgeRun({ checks, output: "42", testsRan: false })).toMatchObject({ passed: false, message: CHECK_TEXTS.testsDidNotRun });
  });

  it("judges the output before the tests, and only what the cell has", () => {
    expect(judgeRun({ checks, output: "41", testsRan: true })).toMatchObject({ passed: false, reason: "output" });
    expect(judgeRun({ checks: { ...checks, testCode: null }, output: "42" })).toEqual({ passed: true });
    expect(judgeRun({ checks: { ...checks, expectedOutput: null }, output: "anything", testsRan: true })).toEqual({ passed: true });
  });

  it("hasChecks: an expected output or test code makes a cell checked", () => {
    expect(hasChecks({ expectedOutput: null, testCode: null })).toBe(false);
    expect(hasChecks({ expectedOutput: "", testCode: null })).toBe(true);
    expect(hasChecks({ expectedOutput: null, testCode: "assert True" })).toBe(true);
  });

  it("rowChecks: a row without the check fields (an older server, a stub) is an unchecked cell", () => {
    expect(rowChecks({})).toBeNull();
    expect(rowChecks({ EXPECTED_OUTPUT: null, OUTPUT_MATCH: "exact", TEST_CODE: null })).toBeNull();
    expect(rowChecks({ EXPECTED_OUTPUT: "4", TEST_CODE: null })).toEqual({ expectedOutput: "4", outputMatch: "exact", testCode: null });
  });
});

describe("judging with an injected pattern test (the server's bounded one, the browser's worker)", () => {
  // The outside review's case: (\d+\s?)+ against 36 × "1" then "x" backtracks 2^36 times when tested directly.
  const review = { expectedOutput: "(\\d+\\s?)+", outputMatch: "pattern" as const, testCode: null };
  const reviewOutput = `${"1".repeat(36)}x\n`;

  it("the server's bounded test stops the review's pattern at the limit: ✗, saying the pattern took too long", () => {
    const started = Date.now();
    expect(judgeWith({ checks: review, output: reviewOutput, testPattern: testPatternBounded })).toEqual({
      passed: false,
      reason: "output",
      message: CHECK_TEXTS.patternTooSlow,
    });
    expect(Date.now() - started).toBeLessThan(PATTERN_TIME_LIMIT_MS + 1_000);
  });

  it("judgeRunAsync hands the anchored pattern and the trimmed output to the test, and turns each answer into the verdict", async () => {
    const seen: Array<[string, string, string]> = [];
    const answering =
      (verdict: PatternVerdict): AsyncPatternTest =>
      async (re, text) => {
        seen.push([re.source, re.flags, text]);
        await new Promise((r) => setTimeout(r, 5));
        return verdict;
      };
    const judge = (verdict: PatternVerdict) => judgeRunAsync({ checks: review, output: ` ${reviewOutput}\n\n`, testPattern: answering(verdict) });
    expect(await judge(true)).toEqual({ passed: true });
    expect(await judge(false)).toEqual({
      passed: false,
      reason: "output",
      message: CHECK_TEXTS.patternMismatch,
      expected: "(\\d+\\s?)+",
      got: `${"1".repeat(36)}x`,
    });
    expect(await judge("timeout")).toEqual({ passed: false, reason: "output", message: CHECK_TEXTS.patternTooSlow });
    expect(await judge("unavailable")).toEqual({ passed: false, reason: "output", message: CHECK_TEXTS.patternUnavailable });
    expect(seen).toEqual(Array.from({ length: 4 }, () => ["^(?:(\\d+\\s?)+)$", "u", `${"1".repeat(36)}x`]));
  });

  it("judgeRunAsync judges exact output, code errors, bad patterns and tests without calling the pattern test", async () => {
    const never: AsyncPatternTest = () => Promise.reject(new Error("the pattern test should not run"));
    const exact = { expectedOutput: "42", outputMatch: "exact" as const, testCode: "assert f() == 42" };
    expect(await judgeRunAsync({ checks: exact, output: "42\n", testsRan: true, testPattern: never })).toEqual({ passed: true });
    expect(await judgeRunAsync({ checks: exact, output: "41", testsRan: true, testPattern: never })).toMatchObject({ message: CHECK_TEXTS.outputDiffers });
    expect(await judgeRunAsync({ checks: review, output: reviewOutput, codeError: "boom", testPattern: never })).toMatchObject({ reason: "error" });
    expect(await judgeRunAsync({ checks: { ...review, expectedOutput: "(unclosed" }, output: "x", testPattern: never })).toMatchObject({
      message: CHECK_TEXTS.badPattern,
    });
    // After a matching pattern the tests still count.
    const withTests = { ...review, testCode: "check()" };
    const matches: AsyncPatternTest = async () => true;
    expect(await judgeRunAsync({ checks: withTests, output: "1 2", testError: "nope", testPattern: matches })).toMatchObject({ reason: "test" });
  });
});
