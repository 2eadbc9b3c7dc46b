// The browser's call of an endpoint declared in lib/api/endpoints.ts: the address from its path and the
// caller's values, its method, the stored token (api.ts), and the answer typed by its response schema.
import { fillPath, type AnswerOf, type CallInput, type Endpoint } from "@/lib/api/endpoint";
import { api } from "./api";

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
  return api<AnswerOf<E>>(addressOf(ep, input), { method: ep.method, body: input.body, signal: input.signal, headers: input.headers, keepalive: input.keepalive });
}
