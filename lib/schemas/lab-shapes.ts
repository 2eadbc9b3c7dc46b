// The coding-lab shapes and texts shared by the server and the browser, without zod (contract §3 Lab cell,
// §5 Lab creator texts, §7 responses). lib/schemas/labs.ts adds the request schemas on top.
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

/** One lab cell as every lab endpoint returns it. `savedCode` is true when CODE is the caller's own copy. */
export type LabCellRow = {
  id: string;
  LAB_ID: number;
  TITLE: string;
  CELL_ID: number;
  PRE_TEXT: string;
  CODE: string;
  language: LabLanguage;
  savedCode?: boolean;
  /** The author's starter code, sent with a row whose CODE is the caller's own copy (Reset to starter code). */
  STARTER_CODE?: string;
  /** Auto-check: the output the cell must print, or null. */
  EXPECTED_OUTPUT: string | null;
  OUTPUT_MATCH: OutputMatch;
  /** Auto-check: code run after the learner's in the same runtime (Python and JavaScript), or null. */
  TEST_CODE: string | null;
  /** For a logged-in caller: they have passed this cell's checks. */
  passed?: boolean;
};

export type LabListResponse = { labs: LabCellRow[] };
export type LabCellsResponse = { labCells: LabCellRow[] };
export type JavaLabCellsResponse = { cells: LabCellRow[] };
export type LabCellResponse = { message: string; cell: LabCellRow };
export type DeleteLabCellResponse = { message: string; id: string };
export type SaveOwnCodeResponse = { message: string; id: string; savedCode: true };
export type SaveCodeResponse = { message: string; response?: string };
export type LabChatResponse = { response: string };
export type RunJavaResponse = ({ output: string } | { error: string; output?: string }) & { check?: CheckResult };
export type CheckPassedResponse = { message: string; id: string; passed: true };
