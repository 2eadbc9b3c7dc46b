// The coding-lab limits, texts and run and check shapes shared by the server and the browser (contract §5 Lab
// creator texts; the verdict of a checked run; a run's answer and progress). lib/schemas/labs.ts adds the request
// and the other answer schemas on top.
import { z } from "zod";
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
export const diffLineSchema = z.strictObject({ kind: z.enum(["same", "expected", "got"]), text: z.string() });
export type DiffLine = z.infer<typeof diffLineSchema>;

/** The verdict of a checked run (✓ or ✗ with what differed). */
export const checkResultSchema = z.union([
  z.strictObject({ passed: z.literal(true) }),
  z.strictObject({
    passed: z.literal(false),
    reason: z.enum(["output", "test", "error"]),
    message: z.string(),
    /** exact mode: expected and got, line by line. */
    diff: z.array(diffLineSchema).optional(),
    /** pattern mode: the pattern and the trimmed output. */
    expected: z.string().optional(),
    got: z.string().optional(),
    /** The error the learner's code ended with. */
    detail: z.string().optional(),
  }),
]);
export type CheckResult = z.infer<typeof checkResultSchema>;

/** POST /api/lab/run-java's answer: the output, or the error (with what was printed before it); a stored cell's verdict. */
export const runJavaResponse = z.union([
  z.strictObject({ output: z.string(), check: checkResultSchema.optional() }),
  z.strictObject({
    error: z.string(),
    output: z.string().optional(),
    /** Java could not compile it, it stopped while running, or it hit a limit; `explanation` says which, plainly. */
    kind: z.enum(["compile", "runtime", "limit"]).optional(),
    explanation: z.string().optional(),
    check: checkResultSchema.optional(),
  }),
]);
export type RunJavaResponse = z.infer<typeof runJavaResponse>;

/** While a run waits for a free sandbox: how many runs are ahead of it, then that it has started. */
export const runProgressSchema = z.union([z.strictObject({ queued: z.number().int() }), z.strictObject({ running: z.literal(true) })]);
export type RunProgress = z.infer<typeof runProgressSchema>;
