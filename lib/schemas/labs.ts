// Shapes of the coding-lab endpoints (contract §7 "Chatbot and labs"). Field names follow the spec: the bodies
// use snake_case (lab_id, cell_id, pre_text), the rows the upper-case columns (LAB_ID, TITLE, CELL_ID…).
import { z } from "zod";

export * from "./lab-shapes";
import { compilePattern } from "@/lib/labs/output-check";
import { backtrackingRisk, patternRiskMessage } from "@/lib/labs/pattern-safety";
import { LAB_LIMITS, LAB_TEXTS, labLanguages, outputMatches } from "./lab-shapes";

const cellId = z.string({ message: "must be a lab cell id" }).uuid("must be a valid lab cell id");

/** lab_id is sent as an integer (contract §5); a digit string is tolerated, anything else gets the spec's text. */
export const labIdSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ message: LAB_TEXTS.labIdNumber }).int(LAB_TEXTS.labIdNumber).min(1, LAB_TEXTS.labIdNumber).max(LAB_LIMITS.maxLabId, LAB_TEXTS.labIdNumber),
);

export const labIdParams = z.object({ labId: labIdSchema });

const cellNumber = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ message: "must be a whole number" }).int("must be a whole number").min(1, "must be 1 or more").max(10_000, "is too large"),
);

const title = z
  .string({ message: LAB_TEXTS.titleRequired })
  .trim()
  .min(1, LAB_TEXTS.titleRequired)
  .max(LAB_LIMITS.title, `must be at most ${LAB_LIMITS.title} characters`);

const preText = z.string({ message: "must be text" }).max(LAB_LIMITS.preText, `must be at most ${LAB_LIMITS.preText} characters`);
const code = z.string({ message: "must be text" }).max(LAB_LIMITS.code, `must be at most ${LAB_LIMITS.code} characters`);
const language = z.enum(labLanguages, { message: "must be python, javascript or java" });

/** A check field: absent leaves it as it is (PUT) or empty (POST); null or blank text removes it. */
const checkText = (max: number) =>
  z
    .string({ message: "must be text or null" })
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v));

const cellFields = {
  id: cellId.optional(),
  lab_id: labIdSchema,
  title,
  cell_id: cellNumber,
  pre_text: preText.default(""),
  code: code.default(""),
  language: language.optional(),
  /** Auto-check: the output the cell must print (exact text, or a pattern with output_match "pattern"). */
  expected_output: checkText(LAB_LIMITS.expectedOutput),
  output_match: z.enum(outputMatches, { message: "must be exact or pattern" }).optional(),
  /** Auto-check: Python or JavaScript run after the learner's code in the same runtime. */
  test_code: checkText(LAB_LIMITS.testCode),
};

export const INVALID_PATTERN = "is not a valid regular expression";

/**
 * Why an expected-output pattern cannot be saved, or null: one that cannot compile would fail every learner,
 * one that backtracks catastrophically (lib/labs/pattern-safety.ts) would stall the check on a wrong output.
 */
export function patternProblem(pattern: string): string | null {
  if (!compilePattern(pattern)) return INVALID_PATTERN;
  const risk = backtrackingRisk(pattern);
  return risk ? patternRiskMessage(risk) : null;
}

/** Refused when the author saves the cell, naming the field. */
function patternCompiles(cell: { expected_output?: string | null; output_match?: string }, ctx: z.RefinementCtx) {
  const problem = cell.output_match === "pattern" && cell.expected_output ? patternProblem(cell.expected_output) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["expected_output"], message: problem });
}

/** POST /api/lab/lab from the Lab creator. */
export const createLabCellSchema = z.object(cellFields).superRefine(patternCompiles);
export type CreateLabCellInput = z.infer<typeof createLabCellSchema>;

/** PUT /api/lab/lab and /api/lab/java-lab from a lab page: the caller's own code for one cell. */
export const saveOwnCodeSchema = z.object({ id: cellId, code });
export type SaveOwnCodeInput = z.infer<typeof saveOwnCodeSchema>;

/** PUT /api/lab/lab from the Lab creator: the whole cell (created when the id does not exist). */
export const updateLabCellSchema = z.object({ ...cellFields, id: cellId }).superRefine(patternCompiles);
export type UpdateLabCellInput = z.infer<typeof updateLabCellSchema>;

const TEMPLATE_FIELDS = ["lab_id", "title", "cell_id", "pre_text", "language", "expected_output", "output_match", "test_code"] as const;

/** A PUT body that carries any creator field is a template update; {id, code} alone is the caller's own code. */
export function isTemplateUpdate(body: unknown): boolean {
  return typeof body === "object" && body !== null && TEMPLATE_FIELDS.some((f) => f in body);
}

/**
 * PUT /api/lab/lab's body as the endpoint table declares it: any JSON value, typed for the caller as one of the two
 * bodies. The handler decides who may send it (a learner sending creator fields is refused before validation),
 * then validates it with putLabCellSchema.
 */
export const putLabCellBody = z.custom<z.input<typeof saveOwnCodeSchema> | z.input<typeof updateLabCellSchema>>(() => true);

export const putLabCellSchema = z.unknown().transform((body, ctx) => {
  const schema = isTemplateUpdate(body) ? updateLabCellSchema : saveOwnCodeSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return isTemplateUpdate(body)
    ? { kind: "template" as const, cell: parsed.data as UpdateLabCellInput }
    : { kind: "own" as const, own: parsed.data as SaveOwnCodeInput };
});

export const deleteLabCellSchema = z.object({ id: cellId });

/** DELETE /api/lab/own-code: forget the caller's own copy of a cell (Reset to starter code). */
export const resetOwnCodeSchema = z.object({ id: cellId });

const nonEmptyCode = z
  .string({ message: "is required" })
  .max(LAB_LIMITS.code, `must be at most ${LAB_LIMITS.code} characters`)
  .refine((s) => s.trim().length > 0, "must not be empty");

/** POST /api/lab/save. */
export const saveCodeSchema = z.object({
  code: nonEmptyCode,
  language: language.optional(),
  title: z.string().max(LAB_LIMITS.title).optional(),
});
export type SaveCodeInput = z.infer<typeof saveCodeSchema>;

/** POST /api/lab/chat. Empty prompts are refused (the page sends nothing on empty input, contract §5). */
export const labChatSchema = z.object({
  prompt: z
    .string({ message: "Please type a message." })
    .trim()
    .min(1, "Please type a message.")
    .max(LAB_LIMITS.prompt, `Message is too long (at most ${LAB_LIMITS.prompt} characters).`),
  language: language.optional(),
});
export type LabChatInput = z.infer<typeof labChatSchema>;

/** POST /api/lab/run-java. With cellId, the server also judges the run against that Java cell's expected output. */
export const runJavaSchema = z.object({
  code: nonEmptyCode,
  stdin: z.string({ message: "must be text" }).max(LAB_LIMITS.stdin, `must be at most ${LAB_LIMITS.stdin} characters`).optional(),
  cellId: cellId.optional(),
});
export type RunJavaInput = z.infer<typeof runJavaSchema>;

/**
 * POST /api/lab/check-passed: a Python or JavaScript cell's checks passed in the learner's browser. With the code
 * (and the input lines it was given), the server runs them against the checks itself and marks the pass verified.
 */
export const checkPassedSchema = z.object({
  id: cellId,
  code: z.string({ message: "must be text" }).max(LAB_LIMITS.code, `must be at most ${LAB_LIMITS.code} characters`).optional(),
  stdin: z.string({ message: "must be text" }).max(LAB_LIMITS.stdin, `must be at most ${LAB_LIMITS.stdin} characters`).optional(),
});
export type CheckPassedInput = z.infer<typeof checkPassedSchema>;

/** POST /api/lab/run-report: how the learner's browser run of a Python or JavaScript cell ended (for their teacher's live view). */
export const runReportSchema = z.object({
  cellId,
  outcome: z.enum(["ran", "passed", "failed", "error"]),
  errorLine: z.string().max(2_000).nullish(),
  output: z.string().max(20_000).optional(),
  code: z.string({ message: "must be text" }).max(LAB_LIMITS.code, `must be at most ${LAB_LIMITS.code} characters`),
});
export type RunReportInput = z.infer<typeof runReportSchema>;

// ---- Answers (contract §3 "Lab cell", §7) ----

/** One lab cell as every lab endpoint returns it. `savedCode` is true when CODE is the caller's own copy. */
export const labCellRowSchema = z.strictObject({
  id: z.string(),
  LAB_ID: z.number().int(),
  TITLE: z.string(),
  CELL_ID: z.number().int(),
  PRE_TEXT: z.string(),
  CODE: z.string(),
  language: z.enum(labLanguages),
  savedCode: z.boolean().optional(),
  /** The author's starter code, sent with a row whose CODE is the caller's own copy (Reset to starter code). */
  STARTER_CODE: z.string().optional(),
  /** Auto-check: the output the cell must print, or null. */
  EXPECTED_OUTPUT: z.string().nullable(),
  OUTPUT_MATCH: z.enum(outputMatches),
  /** Auto-check: code run after the learner's in the same runtime (Python and JavaScript), or null. */
  TEST_CODE: z.string().nullable(),
  /** For a logged-in caller: they have passed this cell's checks. */
  passed: z.boolean().optional(),
});
export type LabCellRow = z.infer<typeof labCellRowSchema>;

export const labListResponse = z.strictObject({ labs: z.array(labCellRowSchema) });
export type LabListResponse = z.infer<typeof labListResponse>;
export const labCellsResponse = z.strictObject({ labCells: z.array(labCellRowSchema) });
export type LabCellsResponse = z.infer<typeof labCellsResponse>;
export const javaLabCellsResponse = z.strictObject({ cells: z.array(labCellRowSchema) });
export type JavaLabCellsResponse = z.infer<typeof javaLabCellsResponse>;
export const labCellResponse = z.strictObject({ message: z.string(), cell: labCellRowSchema });
export type LabCellResponse = z.infer<typeof labCellResponse>;
export const deleteLabCellResponse = z.strictObject({ message: z.string(), id: z.string() });
export type DeleteLabCellResponse = z.infer<typeof deleteLabCellResponse>;
export const saveOwnCodeResponse = z.strictObject({ message: z.string(), id: z.string(), savedCode: z.literal(true) });
export type SaveOwnCodeResponse = z.infer<typeof saveOwnCodeResponse>;
/** PUT /api/lab/lab: the caller's own code saved, or the template cell updated (created). */
export const putLabCellResponse = z.union([saveOwnCodeResponse, labCellResponse]);
export type PutLabCellResponse = z.infer<typeof putLabCellResponse>;
export const resetOwnCodeResponse = z.strictObject({ message: z.string(), id: z.string(), code: z.string(), savedCode: z.literal(false) });
export type ResetOwnCodeResponse = z.infer<typeof resetOwnCodeResponse>;
export const saveCodeResponse = z.strictObject({ message: z.string(), response: z.string().optional() });
export type SaveCodeResponse = z.infer<typeof saveCodeResponse>;
export const labChatResponse = z.strictObject({ response: z.string() });
export type LabChatResponse = z.infer<typeof labChatResponse>;
export const checkPassedResponse = z.strictObject({ message: z.string(), id: z.string(), passed: z.literal(true), verified: z.boolean() });
export type CheckPassedResponse = z.infer<typeof checkPassedResponse>;
