import "server-only";
// The JSON row of a lab cell, in the spec's field names (contract §3 "Lab cell").
import type { LabCellRow, LabLanguage } from "@/lib/schemas/labs";

export const labCellSelect = { id: true, labId: true, title: true, cellId: true, preText: true, code: true, language: true } as const;

export type LabCellRecord = { id: string; labId: number; title: string; cellId: number; preText: string; code: string; language: LabLanguage };

export function toLabCellRow(c: LabCellRecord, own?: { code: string } | null): LabCellRow {
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
  };
}

export const LAB_CELL_NOT_FOUND = "Lab cell not found";
export const AUTHORS_ONLY = "Only lab authors and admins can create, change or delete labs.";
