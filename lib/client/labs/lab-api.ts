// The lab calls of contract §7 (Chatbot and labs; lib/api/contract/labs.ts). run-java streams its progress and
// is not on the endpoint table yet: its call below is still made by hand.
import { endpoints } from "@/lib/api/endpoints";
import { ApiError, GENERIC_ERROR } from "@/lib/client/api";
import { callApi } from "@/lib/client/call-api";
import { readStoredUser } from "@/lib/client/session/stored-user";

import type { CheckResult, DiffLine, LabLanguage, OutputMatch, RunJavaResponse } from "@/lib/schemas/lab-shapes";
import type { LabCellRow, LabChatInput, RunJavaInput, SaveCodeInput, SaveOwnCodeInput } from "@/lib/schemas/labs";

export type { CheckResult, DiffLine, LabCellRow, LabLanguage, OutputMatch };

export function fetchLabCells(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  return callApi(endpoints.labCells, { params: { labId }, signal }).then((r) => r.labCells);
}

export function fetchJavaLabCells(labId: string, signal?: AbortSignal): Promise<LabCellRow[]> {
  return callApi(endpoints.javaLabCells, { params: { labId }, signal }).then((r) => r.cells);
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

/** The caller's own code for a cell: PUT /api/lab/java-lab for Java, PUT /api/lab/lab (its { id, code } form) otherwise. */
export function updateCellCode(body: SaveOwnCodeInput, java: boolean) {
  return java ? callApi(endpoints.saveJavaOwnCode, { body }) : callApi(endpoints.putLabCell, { body });
}

export function saveCode(body: SaveCodeInput) {
  return callApi(endpoints.saveCode, { body });
}

export function askLabChat(body: LabChatInput, signal?: AbortSignal): Promise<string> {
  return callApi(endpoints.labChat, { body, signal }).then((r) => r.response);
}

/** While a Java run waits for a sandbox: how many runs are ahead of it, or that it has started. */
export type JavaRunProgress = { queued: number } | { running: true };

const OFFLINE = "Cannot reach the server. Check your connection and try again.";

/**
 * run-java with progress: the server streams {"queued":n} / {"running":true} lines before the result, so
 * a class pressing Compile & Run together sees its place in the line. Aborting the signal (Stop, leaving
 * the page) takes the run out of the line or kills its sandbox on the server.
 */
export async function runJavaWithProgress(body: RunJavaInput, signal: AbortSignal, onProgress: (p: JavaRunProgress) => void): Promise<RunJavaResponse> {
  const token = readStoredUser()?.accessToken;
  let res: Response;
  try {
    res = await fetch("/api/lab/run-java", {
      method: "POST",
      signal,
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/x-ndjson", ...(token ? { "x-access-token": token } : {}) },
      body: JSON.stringify(body),
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiError(0, OFFLINE, null);
  }
  if (!res.ok || !res.body || !(res.headers.get("content-type") ?? "").includes("application/x-ndjson")) {
    const data = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    if (!res.ok) throw new ApiError(res.status, data?.message || GENERIC_ERROR, data, data?.code);
    return data as RunJavaResponse;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let result: RunJavaResponse | null = null;
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (e) {
      if ((e as Error).name === "AbortError") throw e;
      throw new ApiError(0, OFFLINE, null);
    }
    if (chunk.done) break;
    buffered += chunk.value;
    for (let nl = buffered.indexOf("\n"); nl >= 0; nl = buffered.indexOf("\n")) {
      const text = buffered.slice(0, nl).trim();
      buffered = buffered.slice(nl + 1);
      if (!text) continue;
      const o = JSON.parse(text) as Record<string, unknown>;
      if (typeof o.queued === "number") onProgress({ queued: o.queued });
      else if (o.running === true) onProgress({ running: true });
      else if (typeof o.status === "number" && typeof o.message === "string") throw new ApiError(o.status, o.message, o);
      else result = o as RunJavaResponse;
    }
  }
  if (!result) throw new ApiError(0, OFFLINE, null);
  return result;
}

export function resetOwnCode(id: string) {
  return callApi(endpoints.resetOwnCode, { body: { id } });
}

/** A Python or JavaScript cell's checks passed in this browser: the server stores the learner's pass. */
export function reportCheckPassed(id: string) {
  return callApi(endpoints.checkPassed, { body: { id } });
}
