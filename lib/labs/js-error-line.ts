// Where a JavaScript error happened, in the learner's words: the sandbox reports a line of the run's source, which
// is the cell's code followed, for a checked cell, by its test code (lib/client/labs/javascript/sandbox-runner.ts
// checkedSource: the code, a line starting the checks, a line opening the tests' block, then the tests).

/** Lines checkedSource puts between the learner's last line and the test code's first. */
const LINES_BEFORE_TESTS = 2;

export type JsErrorPlace = { in: "code" | "tests"; line: number };

/** The cell's line (or the test code's) that a line of the run's source is, or null when it is neither. */
export function placeOfLine(sourceLine: number | undefined, code: string, hasTests: boolean): JsErrorPlace | null {
  if (sourceLine === undefined || !Number.isInteger(sourceLine) || sourceLine < 1) return null;
  const codeLines = code.split("\n").length;
  if (sourceLine <= codeLines) return { in: "code", line: sourceLine };
  const testLine = sourceLine - codeLines - LINES_BEFORE_TESTS;
  return hasTests && testLine >= 1 ? { in: "tests", line: testLine } : null;
}

/** The error's message naming its line: "TypeError: … , on line 3" (or "on line 2 of the test code"). */
export function messageWithLine(message: string, place: JsErrorPlace | null): string {
  if (!place) return message;
  return `${message}, on line ${place.line}${place.in === "tests" ? " of the test code" : ""}`;
}
