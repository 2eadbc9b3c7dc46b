// Auto-checked lab cells: how a run's output is compared with the author's expected output (shared by the
// browser's Python/JavaScript checks and the server's Java check), the line diff shown on ✗, and the verdict.
import { checkOutput, compilePattern, hasChecks, judgeRun, lineDiff, normaliseOutput, rowChecks, CHECK_TEXTS } from "../../lib/labs/output-check";

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
