// The browser's call of an endpoint declared in lib/api/endpoints.ts: the address from its path and the
// caller's values, its method, the stored token (api.ts), and the answer typed by its response schema.
import { fillPath, NDJSON, type AnswerOf, type CallInput, type Endpoint, type ProgressOf, type StreamRefusal } from "@/lib/api/endpoint";
import { api, ApiError, GENERIC_ERROR } from "./api";
import { readStoredUser } from "./session/stored-user";

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The address of a call: its path with the values filled in, and its query. */
export function addressOf(ep: Endpoint, input: { params?: unknown; query?: unknown }): string {
  return fillPath(ep.path, input.params as Record<string, unknown> | undefined) + queryString(input.query as Record<string, unknown> | undefined);
}

export function callApi<E extends Endpoint>(ep: E, input: CallInput<E>): Promise<AnswerOf<E>> {
  return api<AnswerOf<E>>(addressOf(ep, input), {
    method: ep.method,
    body: input.body,
    signal: input.signal,
    headers: input.headers,
    keepalive: input.keepalive,
  });
}

const OFFLINE = "Cannot reach the server. Check your connection and try again.";

/**
 * A call whose answer streams progress first (an endpoint with `progress`): each progress line is handed to
 * `onProgress` as it arrives, the line that is not progress is the answer (or a refusal, thrown as ApiError like any failed call). A server
 * that answers plain JSON (an error before the stream began) is read as such.
 */
export async function callApiStream<E extends Endpoint>(ep: E, input: CallInput<E>, onProgress: (p: ProgressOf<E>) => void): Promise<AnswerOf<E>> {
  const token = readStoredUser()?.accessToken;
  let res: Response;
  try {
    res = await fetch(addressOf(ep, input), {
      method: ep.method,
      signal: input.signal,
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: NDJSON, ...(token ? { "x-access-token": token } : {}), ...input.headers },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiError(0, OFFLINE, null);
  }
  if (!res.ok || !res.body || !(res.headers.get("content-type") ?? "").includes(NDJSON)) {
    const data = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    if (!res.ok) throw new ApiError(res.status, data?.message || GENERIC_ERROR, data, data?.code);
    return data as AnswerOf<E>;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let last: unknown = undefined;
  // A line of the endpoint's progress shape is handed on as it arrives (holding it until the next line came put
  // "Waiting for a free runner" on screen only once the run had left the line); any other line is the answer.
  const take = (line: string) => {
    if (!line.trim()) return;
    const value: unknown = JSON.parse(line);
    const progress = ep.progress?.safeParse(value);
    if (progress?.success) onProgress(progress.data as ProgressOf<E>);
    else last = value;
  };
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
      take(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
    }
  }
  take(buffered);
  // The stream ended before its answer line: the connection dropped.
  if (last === undefined) throw new ApiError(0, OFFLINE, null);
  const refusal = last as Partial<StreamRefusal>;
  if (typeof refusal.status === "number" && typeof refusal.message === "string") throw new ApiError(refusal.status, refusal.message, last);
  return last as AnswerOf<E>;
}
