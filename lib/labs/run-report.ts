// What a lab run is reduced to for the teacher's live view (lab_activity): how it ended, the error's first line,
// the start of its output. The browser reports its Python and JavaScript runs this way; the server its Java runs.
export type RunOutcome = "ran" | "passed" | "failed" | "error";

export const RUN_OUTPUT_KEPT = 2_000;
export const ERROR_LINE_KEPT = 300;

/** The line that says what went wrong: the last "SomethingError: …" line of a traceback, else the first line. */
export function firstErrorLine(error: string): string {
  const lines = error
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const named = [...lines].reverse().find((l) => /^[A-Za-z_][\w.]*(Error|Exception|Warning|Interrupt)\b/.test(l));
  return (named ?? lines[0] ?? "").slice(0, ERROR_LINE_KEPT);
}

/** How a run ended, from its verdict and error. */
export function runOutcome({ passed, codeError }: { passed: boolean | null; codeError: string | null }): RunOutcome {
  if (passed === true) return "passed";
  if (codeError) return "error";
  if (passed === false) return "failed";
  return "ran";
}
