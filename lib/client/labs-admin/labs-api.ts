// The lab list and authoring calls of contract §7 (Chatbot and labs; lib/api/contract/labs.ts). Reads are public;
// writes need a lab author or admin, which the server checks.
import { endpoints } from "@/lib/api/endpoints";
import { callApi } from "@/lib/client/call-api";
import type { CreateLabCellInput } from "@/lib/schemas/labs";
import { draftChecks, type DraftCell, type LabLanguage, type LabRow } from "./lab-form";

export const fetchWebLabs = (): Promise<LabRow[]> => callApi(endpoints.webLabs, {}).then((r) => r.labs);
export const fetchJavaLabs = (): Promise<LabRow[]> => callApi(endpoints.javaLabs, {}).then((r) => r.labs);

/** A cell as the creator sends it: every field of the create schema, as the server reads it (the id travels apart). */
export type CellPayload = Required<Omit<CreateLabCellInput, "id">>;

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
  };
}

export const createCell = (body: CellPayload) => callApi(endpoints.createLabCell, { body });
export const updateCell = (id: string, body: CellPayload) => callApi(endpoints.putLabCell, { body: { id, ...body } });
export const deleteCell = (id: string) => callApi(endpoints.deleteLabCell, { body: { id } });
