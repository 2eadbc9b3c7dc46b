// The lab calls of spec §7 (Chatbot and labs), as the server API exposes them under /api/lab.
import { api } from "@/lib/client/api";

import type { LabCellRow, LabLanguage } from "@/lib/schemas/lab-shapes";

export type { LabCellRow, LabLanguage };

export function fetchLabCells(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  return api<{ labCells?: LabCellRow[] }>(`/api/lab/lab/cells/${encodeURIComponent(labId)}`, { signal }).then((r) => r.labCells ?? []);
}

export function fetchJavaLabCells(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  return api<{ cells?: LabCellRow[] }>(`/api/lab/java-lab/cells/${encodeURIComponent(labId)}`, { signal }).then((r) => r.cells ?? []);
}

/** Spec §7: if the cells call fails, the Java lab falls back to the java-labs list filtered by LAB_ID. */
export async function fetchJavaLabCellsWithFallback(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  try {
    return await fetchJavaLabCells(labId, signal);
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    const { labs = [] } = await api<{ labs?: LabCellRow[] }>("/api/lab/java-labs", { signal });
    return labs.filter((c) => String(c.LAB_ID) === labId).sort((a, b) => a.CELL_ID - b.CELL_ID);
  }
}

export function updateCellCode(body: { id: string; code: string }, java: boolean): Promise<unknown> {
  return api(java ? "/api/lab/java-lab" : "/api/lab/lab", { method: "PUT", body });
}

export type SaveResponse = { response?: string; message?: string };

export function saveCode(body: { code: string; language: LabLanguage }): Promise<SaveResponse> {
  return api<SaveResponse>("/api/lab/save", { method: "POST", body });
}

export function askLabChat(body: { prompt: string; language?: LabLanguage }, signal?: AbortSignal): Promise<string> {
  return api<{ response?: string }>("/api/lab/chat", { method: "POST", body, signal }).then((r) => r.response ?? "");
}

export type JavaRunResponse = { output?: string; error?: string };

export function runJava(body: { code: string; stdin?: string }, signal?: AbortSignal): Promise<JavaRunResponse> {
  return api<JavaRunResponse>("/api/lab/run-java", { method: "POST", body, signal });
}
