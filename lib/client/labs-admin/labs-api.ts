// The lab list and authoring calls of contract §7 (Chatbot and labs). Reads are public; writes need a lab
// author or admin, which the server checks.
import { api } from "@/lib/client/api";
import type { DeleteLabCellResponse, LabCellResponse, LabListResponse } from "@/lib/schemas/lab-shapes";
import type { createLabCellSchema } from "@/lib/schemas/labs";
import type { z } from "zod";
import { draftChecks, type DraftCell, type LabLanguage, type LabRow, type OutputMatch } from "./lab-form";

export const fetchWebLabs = (): Promise<LabRow[]> => api<LabListResponse>("/api/lab/labs").then((r) => r.labs);
export const fetchJavaLabs = (): Promise<LabRow[]> => api<LabListResponse>("/api/lab/java-labs").then((r) => r.labs);

export type CellPayload = {
  lab_id: number;
  title: string;
  cell_id: number;
  pre_text: string;
  code: string;
  language: LabLanguage;
  expected_output: string | null;
  output_match: OutputMatch;
  test_code: string | null;
};

export function payloadOf(cell: DraftCell, lab: { labId: number; title: string; language: LabLanguage }): CellPayload {
  const checks = draftChecks(cell, lab.language);
  return {
    lab_id: lab.labId,
    title: lab.title.trim(),
    cell_id: cell.cellId,
    pre_text: cell.preText,
    code: cell.code,
    language: lab.language,
    expected_output: checks.expectedOutput,
    output_match: checks.outputMatch,
    test_code: checks.testCode,
  } satisfies z.input<typeof createLabCellSchema>;
}

export const createCell = (body: CellPayload) => api<LabCellResponse>("/api/lab/lab", { method: "POST", body });
export const updateCell = (id: string, body: CellPayload) => api<LabCellResponse>("/api/lab/lab", { method: "PUT", body: { id, ...body } });
export const deleteCell = (id: string) => api<DeleteLabCellResponse>("/api/lab/lab", { method: "DELETE", body: { id } });
