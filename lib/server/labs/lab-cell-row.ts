import "server-only";
// The JSON row of a lab cell, in the spec's field names (contract §3 "Lab cell"), with its auto-checks.
import type { LabLanguage, OutputMatch } from "@/lib/schemas/lab-shapes";
import type { LabCellRow } from "@/lib/schemas/labs";

export const labCellSelect = {
  id: true,
  labId: true,
  title: true,
  cellId: true,
  preText: true,
  code: true,
  language: true,
  expectedOutput: true,
  outputMatch: true,
  testCode: true,
} as const;

export type LabCellRecord = {
  id: string;
  labId: number;
  title: string;
  cellId: number;
  preText: string;
  code: string;
  language: LabLanguage;
  expectedOutput: string | null;
  outputMatch: OutputMatch;
  testCode: string | null;
};

/** The learner's own code (undefined: not asked, null: none) and whether they passed the cell (undefined: not asked). */
export function toLabCellRow(c: LabCellRecord, own?: { code: string } | null, passed?: boolean): LabCellRow {
  return {
    id: c.id,
    LAB_ID: c.labId,
    TITLE: c.title,
    CELL_ID: c.cellId,
    PRE_TEXT: c.preText,
    CODE: own ? own.code : c.code,
    language: c.language,
    ...(own !== undefined ? { savedCode: own !== null } : {}),
    ...(own ? { STARTER_CODE: c.code } : {}),
    EXPECTED_OUTPUT: c.expectedOutput,
    OUTPUT_MATCH: c.outputMatch,
    TEST_CODE: c.testCode,
    ...(passed !== undefined ? { passed } : {}),
  };
}

/** A caller's passes, selected beside the cell (none for visitors). */
export const passesOf = (userId: number | null) => (userId != null ? { where: { userId }, select: { passedAt: true }, take: 1 } : false);

export const LAB_CELL_NOT_FOUND = "Lab cell not found";
export const AUTHORS_ONLY = "Only lab authors and admins can create, change or delete labs.";
export const JAVA_TEST_CODE = "Java cells are checked by their expected output only: test code is for Python and JavaScript cells.";
export const NO_CHECKS = "This cell has no checks to pass.";
export const JAVA_CHECKED_ON_SERVER = "Java cells are checked on the server: press Compile & Run.";
