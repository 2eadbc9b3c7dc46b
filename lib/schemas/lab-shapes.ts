// The coding-lab shapes and texts shared by the server and the browser, without zod (contract §3 Lab cell,
// §5 Lab creator texts, §7 responses). lib/schemas/labs.ts adds the request schemas on top.
export const LAB_LIMITS = {
  title: 200,
  preText: 20_000,
  code: 50_000,
  stdin: 16_000,
  prompt: 2_000,
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
};

export type LabListResponse = { labs: LabCellRow[] };
export type LabCellsResponse = { labCells: LabCellRow[] };
export type JavaLabCellsResponse = { cells: LabCellRow[] };
export type LabCellResponse = { message: string; cell: LabCellRow };
export type SaveOwnCodeResponse = { message: string; id: string; savedCode: true };
export type SaveCodeResponse = { message: string; response?: string };
export type LabChatResponse = { response: string };
export type RunJavaResponse = { output: string } | { error: string; output?: string };
