// The coding-lab limits, texts and check shapes shared by the server and the browser, without zod (contract §5
// Lab creator texts; the verdict of a checked run). lib/schemas/labs.ts adds the request and answer schemas on top.
export const LAB_LIMITS = {
  title: 200,
  preText: 20_000,
  code: 50_000,
  stdin: 16_000,
  prompt: 2_000,
  expectedOutput: 20_000,
  testCode: 20_000,
  maxLabId: 2_147_483_647,
} as const;

/** Texts of contract §5 (Lab creator), kept exact. */
export const LAB_TEXTS = {
  titleRequired: "Lab title is required",
  labIdNumber: "Lab ID must be a valid number",
  needCell: "Add at least one cell to the lab",
  saved: "Code saved successfully!",
} as const;

export const labLanguages = ["python", "javascript", "java"] as const;
export type LabLanguage = (typeof labLanguages)[number];

/** exact: the same text (line endings, trailing spaces and blank lines aside); pattern: a regular expression over the whole trimmed output. */
export const outputMatches = ["exact", "pattern"] as const;
export type OutputMatch = (typeof outputMatches)[number];

/** One line of an expected-vs-got diff. */
export type DiffLine = { kind: "same" | "expected" | "got"; text: string };

/** The verdict of a checked run (✓ or ✗ with what differed). */
export type CheckResult =
  | { passed: true }
  | {
      passed: false;
      reason: "output" | "test" | "error";
      message: string;
      /** exact mode: expected and got, line by line. */
      diff?: DiffLine[];
      /** pattern mode: the pattern and the trimmed output. */
      expected?: string;
      got?: string;
      /** The error the learner's code ended with. */
      detail?: string;
    };

/** POST /api/lab/run-java's answer (run-java is not on the endpoint table yet: its streaming answer moves with it). */
export type RunJavaResponse = ({ output: string } | { error: string; output?: string }) & { check?: CheckResult };
