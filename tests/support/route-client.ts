// Calls route handlers in-process, the way Next would, for integration tests. The client address is set
// the way the product's server (scripts/server/main.ts) sets it: its header plus the process's peer key.
import { CLIENT_IP_HEADER, PEER_KEY_HEADER } from "@/lib/net/peer-headers";
import { settleAfterResponse } from "@/lib/server/jobs/after-response";
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

export type CallOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  ip?: string;
  /** Return as soon as the answer is read, before the work it left for after the answer has finished. */
  keepAfterWork?: boolean;
};

export async function call(handler: Handler, path: string, opts: CallOptions = {}) {
  const headers = new Headers(opts.headers);
  headers.set(CLIENT_IP_HEADER, opts.ip ?? "10.0.0.1");
  headers.set(PEER_KEY_HEADER, process.env.LEARNHUB_PEER_KEY!);
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const req = new Request(`http://127.0.0.1${path}`, { method: opts.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // As sent: a byte-order mark stays (Response.text() would drop it).
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  // What a live server finishes a moment after answering (a mail) is done before the test looks.
  if (!opts.keepAfterWork) await settleAfterResponse();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json: json as Record<string, any>, headers: res.headers, bytes };
}
