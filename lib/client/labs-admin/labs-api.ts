// The lab list and authoring calls of contract §7 (Chatbot and labs). Reads are public; writes need a lab
// author or admin, which the server checks.
import { api } from "@/lib/client/api";
import type { DraftCell, LabLanguage, LabRow } from "./lab-form";

export const fetchWebLabs = () => api<{ labs: LabRow[] }>("/api/lab/labs").then((r) => r.labs);
export const fetchJavaLabs = () => api<{ labs: LabRow[] }>("/api/lab/java-labs").then((r) => r.labs);

export type CellPayload = { lab_id: number; title: string; cell_id: number; pre_text: string; code: string; language: LabLanguage };

export function payloadOf(cell: DraftCell, lab: { labId: number; title: string; language: LabLanguage }): CellPayload {
  return { lab_id: lab.labId, title: lab.title.trim(), cell_id: cell.cellId, pre_text: cell.preText, code: cell.code, language: lab.language };
}

export const createCell = (body: CellPayload) => api<unknown>("/api/lab/lab", { method: "POST", body });
export const updateCell = (id: string, body: CellPayload) => api<unknown>("/api/lab/lab", { method: "PUT", body: { id, ...body } });
export const deleteCell = (id: string) => api<unknown>("/api/lab/lab", { method: "DELETE", body: { id } });
