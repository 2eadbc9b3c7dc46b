// The lab calls of contract §7 (Chatbot and labs; lib/api/contract/labs.ts), and the runs and passes a learner's
// browser reports. run-java streams its place in the line (callApiStream).
import { endpoints } from "@/lib/api/endpoints";
import { ApiError } from "@/lib/client/api";
import { callApi, callApiStream } from "@/lib/client/call-api";
import type { LabFamily } from "@/lib/labs/languages";

import type { CheckResult, DiffLine, LabLanguage, OutputMatch, RunJavaResponse, RunProgress } from "@/lib/schemas/lab-shapes";
import type { CheckPassedInput, LabCellRow, LabChatInput, RunJavaInput, RunReportInput, SaveCodeInput, SaveOwnCodeInput } from "@/lib/schemas/labs";

export type { CheckResult, DiffLine, LabCellRow, LabLanguage, OutputMatch };

export function fetchLabCells(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  return callApi(endpoints.labCells, { params: { labId }, signal }).then((r) => r.labCells);
}

export function fetchJavaLabCells(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  return callApi(endpoints.javaLabCells, { params: { labId }, signal }).then((r) => r.cells);
}

/** A family's cells: the Java labs' with the contract's fallback, the others'. */
export function fetchFamilyCells(family: LabFamily, labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  return family === "java-lab" ? fetchJavaLabCellsWithFallback(labId, signal) : fetchLabCells(labId, signal);
}

/** Contract §7: if the cells call fails, the Java lab falls back to the java-labs list filtered by LAB_ID. */
export async function fetchJavaLabCellsWithFallback(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  try {
    return await fetchJavaLabCells(labId, signal);
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    // The server refused the id itself (e.g. not a number): the list has nothing else to offer for it.
    if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 404) throw e;
    const { labs } = await callApi(endpoints.javaLabs, { signal });
    return labs.filter((c) => String(c.LAB_ID) === labId).sort((a, b) => a.CELL_ID - b.CELL_ID);
  }
}

/** The caller's own code for a cell: PUT /api/lab/java-lab for a Java lab's, PUT /api/lab/lab (its { id, code } form) otherwise. */
export function updateCellCode(body: SaveOwnCodeInput, family: LabFamily) {
  return family === "java-lab" ? callApi(endpoints.saveJavaOwnCode, { body }) : callApi(endpoints.putLabCell, { body });
}

export function saveCode(body: SaveCodeInput) {
  return callApi(endpoints.saveCode, { body });
}

export function askLabChat(body: LabChatInput, signal?: AbortSignal): Promise<string> {
  return callApi(endpoints.labChat, { body, signal }).then((r) => r.response);
}

/** While a server run waits for a sandbox: how many runs are ahead of it, or that it has started. */
export type JavaRunProgress = RunProgress;

/**
 * run-java with progress: the server streams {"queued":n} / {"running":true} lines before the result, so a class
 * pressing Compile & Run together sees its place in the line. Aborting the signal (Stop, leaving the page) takes
 * the run out of the line or kills its sandbox on the server.
 */
export function runJavaWithProgress(body: RunJavaInput, signal: AbortSignal, onProgress: (p: JavaRunProgress) => void): Promise<RunJavaResponse> {
  return callApiStream(endpoints.runJava, { body, signal }, onProgress);
}

export function resetOwnCode(id: string) {
  return callApi(endpoints.resetOwnCode, { body: { id } });
}

/** A Python or JavaScript cell's checks passed in this browser: the server stores the pass and verifies it with its own run. */
export function reportCheckPassed(body: CheckPassedInput) {
  return callApi(endpoints.checkPassed, { body });
}

/** How a run in this browser ended, for the teacher's live view. */
export function reportRun(body: RunReportInput) {
  return callApi(endpoints.runReport, { body });
}

/** The classes the caller is in (their teachers see their lab work). */
export function fetchMyClasses(signal?: AbortSignal) {
  return callApi(endpoints.myClasses, { signal }).then((r) => r.classes);
}
