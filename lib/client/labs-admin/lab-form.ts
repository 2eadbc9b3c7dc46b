// The lab creator's form state as pure functions (contract §2 Lab creator, §4, §5): cells are numbered,
// a new cell takes the highest number plus one, reordering renumbers from 1, and a lab needs a title,
// a numeric ID and at least one cell.
import { LANGUAGES, labHref } from "@/lib/labs/languages";
import { hasChecks } from "@/lib/labs/output-check";
import { LAB_LIMITS, LAB_TEXTS, type LabLanguage, type OutputMatch } from "@/lib/schemas/lab-shapes";
import type { LabCellRow } from "@/lib/schemas/labs";

export type { LabLanguage, OutputMatch };
export type LabRow = LabCellRow;

/**
 * Contract §3 Lab summary, built on the client; `language` tells which lab page opens it. checkedCount: its
 * auto-checked cells; passedCount: how many of those the logged-in caller passed.
 */
export type LabSummary = { labId: number; title: string; cellCount: number; language: LabLanguage; checkedCount: number; passedCount: number };

/** A cell in the creator. The checks are text as typed: blank means no check. */
export type DraftCell = {
  key: string;
  id?: string;
  cellId: number;
  preText: string;
  code: string;
  expectedOutput: string;
  outputMatch: OutputMatch;
  testCode: string;
};

const noChecks = { expectedOutput: "", outputMatch: "exact" as const, testCode: "" };

export type LabDraft = { title: string; labId: string; language: LabLanguage; cells: DraftCell[] };

/** Contract §5: a new cell's default code is a Python comment line (the Python lab's starter). */
export const DEFAULT_CELL_CODE = LANGUAGES.python.starterCode;

/**
 * The Lab ID the creator suggests for a new lab: one more than the highest in use in any language (lab ids are
 * unique across languages), or, once the highest possible id is taken, the lowest one free.
 */
export function nextFreeLabId(rows: Pick<LabRow, "LAB_ID">[]): number {
  const used = new Set(rows.map((r) => r.LAB_ID));
  const highest = Math.max(0, ...used);
  if (highest < LAB_LIMITS.maxLabId) return highest + 1;
  let id = 1;
  while (used.has(id)) id++;
  return id;
}

/** One summary per lab, in lab ID order; the title is its first cell's. */
export function summariseLabs(rows: LabRow[]): LabSummary[] {
  const byLab = new Map<number, LabSummary>();
  for (const row of [...rows].sort((a, b) => a.LAB_ID - b.LAB_ID || a.CELL_ID - b.CELL_ID)) {
    const checked = hasChecks({ expectedOutput: row.EXPECTED_OUTPUT ?? null, testCode: row.TEST_CODE ?? null }) ? 1 : 0;
    const passed = checked && row.passed ? 1 : 0;
    const lab = byLab.get(row.LAB_ID);
    if (lab) {
      lab.cellCount += 1;
      lab.checkedCount += checked;
      lab.passedCount += passed;
    } else byLab.set(row.LAB_ID, { labId: row.LAB_ID, title: row.TITLE, cellCount: 1, language: row.language, checkedCount: checked, passedCount: passed });
  }
  return [...byLab.values()];
}

/** Lab Activities lists each title once (contract §2): the first lab with that title wins. */
export function dedupeByTitle(labs: LabSummary[]): LabSummary[] {
  const seen = new Set<string>();
  return labs.filter((lab) => {
    const key = lab.title.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

let counter = 0;
const newKey = () => `cell-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function emptyDraft(language: LabLanguage = "python"): LabDraft {
  return { title: "", labId: "", language, cells: [{ key: newKey(), cellId: 1, preText: "", code: defaultCode(language), ...noChecks }] };
}

/** The language's starter line (the spec's Python comment line for Python). */
export function defaultCode(language: LabLanguage): string {
  return LANGUAGES[language].starterCode;
}

export function addCell(cells: DraftCell[], language: LabLanguage): DraftCell[] {
  const next = cells.reduce((max, c) => Math.max(max, c.cellId), 0) + 1;
  return [...cells, { key: newKey(), cellId: next, preText: "", code: defaultCode(language), ...noChecks }];
}

const renumber = (cells: DraftCell[]) => cells.map((c, i) => ({ ...c, cellId: i + 1 }));

/** Moves the cell at `index` by `delta` places and renumbers every cell from 1. */
export function moveCell(cells: DraftCell[], index: number, delta: -1 | 1): DraftCell[] {
  const to = index + delta;
  if (index < 0 || index >= cells.length || to < 0 || to >= cells.length) return cells;
  const next = [...cells];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return renumber(next);
}

export function removeCell(cells: DraftCell[], index: number): DraftCell[] {
  return cells.filter((_, i) => i !== index);
}

export function updateCell(
  cells: DraftCell[],
  index: number,
  patch: Partial<Pick<DraftCell, "preText" | "code" | "expectedOutput" | "outputMatch" | "testCode">>,
): DraftCell[] {
  return cells.map((c, i) => (i === index ? { ...c, ...patch } : c));
}

/** The first rule the draft breaks (contract §5), or null. */
export function validateDraft(draft: LabDraft): string | null {
  if (!draft.title.trim()) return LAB_TEXTS.titleRequired;
  const id = draft.labId.trim();
  if (!/^\d+$/.test(id) || Number(id) < 1 || Number(id) > LAB_LIMITS.maxLabId) return LAB_TEXTS.labIdNumber;
  if (draft.cells.length === 0) return LAB_TEXTS.needCell;
  return null;
}

/** The draft for editing an existing lab: its cells in order, with their ids so saving updates them. */
export function draftFromRows(rows: LabRow[]): LabDraft {
  const sorted = [...rows].sort((a, b) => a.CELL_ID - b.CELL_ID);
  const first = sorted[0];
  return {
    title: first?.TITLE ?? "",
    labId: first ? String(first.LAB_ID) : "",
    language: first?.language ?? "python",
    cells: sorted.map((r) => ({
      key: newKey(),
      id: r.id,
      cellId: r.CELL_ID,
      preText: r.PRE_TEXT,
      code: r.CODE,
      expectedOutput: r.EXPECTED_OUTPUT ?? "",
      outputMatch: r.OUTPUT_MATCH ?? "exact",
      testCode: r.TEST_CODE ?? "",
    })),
  };
}

export { labHref };

/** The checks of a draft cell as the lab page runs them (blank text: no check; test code only where the language has it). */
export function draftChecks(cell: DraftCell, language: LabLanguage) {
  return {
    expectedOutput: cell.expectedOutput.trim() === "" ? null : cell.expectedOutput,
    outputMatch: cell.outputMatch,
    testCode: !LANGUAGES[language].checks.testCode || cell.testCode.trim() === "" ? null : cell.testCode,
  };
}
