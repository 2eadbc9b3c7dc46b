// Saving a lab from the creator: creating posts every cell; editing updates the cells that exist,
// creates the new ones and deletes the ones removed from the form (contract §7 PUT/POST/DELETE /api/lab/lab).
import { ApiError } from "@/lib/client/api";
import { createCell, deleteCell, payloadOf, updateCell } from "./labs-api";
import type { LabDraft, LabRow } from "./lab-form";

export type SaveMode = { kind: "create" } | { kind: "edit"; originalIds: string[] };

export async function saveLab(draft: LabDraft, mode: SaveMode): Promise<void> {
  const lab = { labId: Number(draft.labId.trim()), title: draft.title.trim(), language: draft.language };
  for (const cell of draft.cells) {
    const body = payloadOf(cell, lab);
    if (mode.kind === "edit" && cell.id) await updateCell(cell.id, body);
    else await createCell(body);
  }
  if (mode.kind === "edit") {
    const kept = new Set(draft.cells.map((c) => c.id).filter(Boolean));
    for (const id of mode.originalIds) if (!kept.has(id)) await deleteCell(id);
  }
}

export async function deleteLab(rows: LabRow[]): Promise<void> {
  for (const row of rows) await deleteCell(row.id);
}

/** The spec's debug line: what the server answered. */
export function debugLine(error: unknown): string {
  if (error instanceof ApiError) return `Server response: ${error.status ? `${error.status} ` : ""}${error.message}`;
  return `Server response: ${error instanceof Error ? error.message : String(error)}`;
}
