import "server-only";
// One wrapper for every route handler: decide who the client is, refuse cross-site writes, authenticate,
// check the role, rate-limit, and map every thrown error to the JSON envelope { message, code, status }.
// Handlers only parse, call, respond.
import { NextResponse } from "next/server";
import { z, type ZodType } from "zod";
import { AppError, isAppError, type ErrorBody } from "@/lib/errors";
import { env, publicOrigin } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { findUnsafeText, hasUnsafeText } from "@/lib/text/safe-text";
import { getSession, type SessionUser } from "@/lib/server/auth/session";
import { consume, subjectOf } from "@/lib/server/rate-limit/limiter";
import type { RuleName } from "@/lib/server/rate-limit/rules";
import { log } from "@/lib/server/log/logger";
import { NDJSON, type BodyOf, type Endpoint, type ParamsOf, type ProgressOf, type QueryOf, type ReplyOf, type StreamRefusal } from "@/lib/api/endpoint";

export { clientIp };

type Role = SessionUser["role"];

export type RouteContext<P> = { req: Request; params: P; user: SessionUser | null; ip: string };
export type AuthedContext<P> = RouteContext<P> & { user: SessionUser };

type Options = {
  roles?: Role[];
  limits?: RuleName[];
  /** Open to an account that signed in with a teacher's one-time password and has not chosen its own yet. */
  openWhilePasswordPending?: boolean;
};

export const CHOOSE_PASSWORD_FIRST = "Choose your own password first: the one on your class sheet works only once.";

type NextCtx = { params: Promise<Record<string, string | string[]>> };

export const MAX_BODY_BYTES = 64 * 1024;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin). A state-changing request from another
 * site — including another port of this host, which SameSite cookies let through — is refused. Requests
 * that carry neither header are not from a browser page and cannot ride on a learner's cookie.
 */
export function assertSameOrigin(req: Request) {
  const refuse = () => new AppError("forbidden", "Requests from other sites are not allowed.");
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw refuse();
  const origin = req.headers.get("origin");
  if (!origin) return;
  // Sandboxed frames and file: pages have the opaque origin "null": never a page of this app.
  if (origin === "null") throw refuse();
  const allowed = new Set([new URL(req.url).origin, publicOrigin()]);
  if (env().AUTH_URL) allowed.add(new URL(env().AUTH_URL!).origin);
  const host = req.headers.get("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (!allowed.has(origin)) throw refuse();
}

/** Route params may arrive still percent-encoded depending on the server; decode once, tolerating a literal "%". */
export function decodePathSegment(raw: string): string {
  if (!/%[0-9a-f]{2}/i.test(raw)) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function errorResponse(e: unknown): NextResponse<ErrorBody> {
  if (isAppError(e)) {
    return NextResponse.json(
      { ...e.extra, message: e.message, code: e.code, status: e.status },
      { status: e.status, headers: { "cache-control": "no-store", ...e.headers } },
    );
  }
  log.error("unhandled error in route", { err: e });
  return NextResponse.json(
    { message: "Something went wrong. Please try again.", code: "internal", status: 500 },
    { status: 500, headers: { "cache-control": "no-store" } },
  );
}

/** API answers are per request and often per user: no cache may keep them unless a handler says so. */
function toResponse(result: unknown): Response {
  const res = result instanceof Response ? result : NextResponse.json(result ?? {});
  if (!res.headers.has("cache-control")) res.headers.set("cache-control", "private, no-store");
  return res;
}

async function run<P>(req: Request, nctx: NextCtx | undefined, opts: Options, requireUser: boolean, handler: (ctx: RouteContext<P>) => unknown) {
  try {
    const ip = clientIp(req);
    if (UNSAFE_METHODS.has(req.method)) assertSameOrigin(req);
    let user = await getSession(req);
    if (user?.mustChangePassword && !opts.openWhilePasswordPending) {
      // A one-time password opens only the step of choosing one's own; elsewhere it is no session at all.
      if (requireUser) throw new AppError("forbidden", CHOOSE_PASSWORD_FIRST);
      user = null;
    }
    if (requireUser && !user) throw new AppError("unauthorized", "Please login first");
    if (opts.roles && (!user || !opts.roles.includes(user.role))) {
      throw new AppError("forbidden", "You do not have permission to do this.");
    }
    for (const name of opts.limits ?? []) {
      const { key, points } = subjectOf(name, { userId: user?.id ?? null, ip });
      await consume(name, key, points);
    }
    const raw = ((await nctx?.params) ?? {}) as Record<string, string | string[]>;
    for (const v of Object.values(raw)) {
      if ([v].flat().some((s) => hasUnsafeText(decodePathSegment(s))))
        throw new AppError("bad_request", "The address contains characters that are not allowed.");
    }
    return toResponse(await handler({ req, params: raw as P, user, ip }));
  } catch (e) {
    // A client that went away mid-request (a closed tab, a skipped video) is not a server error.
    if (req.signal.aborted) {
      log.info("request aborted by the client", { path: new URL(req.url).pathname });
      return new Response(null, { status: 499 });
    }
    return errorResponse(e);
  }
}

/** A public handler: the user is resolved if a token is present. */
export function route<P = Record<string, never>>(handler: (ctx: RouteContext<P>) => unknown, opts: Options = {}) {
  return (req: Request, nctx?: NextCtx) => run<P>(req, nctx, opts, false, handler);
}

/** A handler that requires a valid, unrevoked token (and optionally one of `roles`). */
export function authedRoute<P = Record<string, never>>(handler: (ctx: AuthedContext<P>) => unknown, opts: Options = {}) {
  return (req: Request, nctx?: NextCtx) => run<P>(req, nctx, opts, true, handler as (ctx: RouteContext<P>) => unknown);
}

function zodFailure(error: z.ZodError): AppError {
  const issue = error.issues[0]!;
  const field = issue.path.join(".");
  return new AppError("bad_request", field ? `${field}: ${issue.message}` : issue.message);
}

const TOO_LARGE = "Request body is too large.";

/**
 * The body as text, counting bytes while it streams: a body without Content-Length (chunked) is cut off
 * at the limit instead of being buffered whole first.
 */
export async function readBodyText(req: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new AppError("payload_too_large", TOO_LARGE);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("payload_too_large", TOO_LARGE);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_request", "The request body is not valid UTF-8.");
  }
}

function isJsonContentType(value: string | null): boolean {
  const type = (value ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * Reads a JSON body with a size cap. Only `application/json` is accepted when there is a body (a form
 * another site auto-submits cannot send it without a CORS preflight); malformed JSON, text PostgreSQL
 * cannot store and schema failures are 400s naming the field.
 */
export async function parseBody<T>(req: Request, schema: ZodType<T>, maxBytes = MAX_BODY_BYTES): Promise<T> {
  const text = await readBodyText(req, maxBytes);
  if (text && !isJsonContentType(req.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("bad_request", "Malformed JSON body.");
  }
  const unsafe = findUnsafeText(json);
  if (unsafe) {
    const field = unsafe.join(".");
    throw new AppError("bad_request", `${field ? `${field}: ` : ""}contains characters that are not allowed.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

/**
 * The auth forms alert the server's message as is, so a schema failure answers with its plain sentence
 * ("Password must be at least 8 characters.") rather than parseBody's "field: message" form.
 */
export async function parseAuthBody<T>(req: Request, schema: ZodType<T>): Promise<T> {
  const raw = await parseBody(req, z.unknown());
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new AppError("bad_request", "Request body must be a JSON object.");
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request.");
  return parsed.data;
}

/** Parses route params or query values with a schema; failures are 400s. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const unsafe = findUnsafeText(value);
  if (unsafe) throw new AppError("bad_request", `${unsafe.join(".") || "value"}: contains characters that are not allowed.`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

export function searchParams(req: Request): Record<string, string> {
  return Object.fromEntries(new URL(req.url).searchParams);
}

// ---- Endpoints declared in lib/api/endpoints.ts -------------------------------------------------------------

const REPLY = Symbol("reply");

/** A JSON answer with a status or headers of its own (201, Set-Cookie). */
export type Reply<T> = { [REPLY]: true; body: T; status: number; headers?: HeadersInit };

export function reply<T>(body: T, init: { status?: number; headers?: HeadersInit } = {}): Reply<T> {
  return { [REPLY]: true, body, status: init.status ?? 200, headers: init.headers };
}

function isReply(v: unknown): v is Reply<unknown> {
  return typeof v === "object" && v !== null && REPLY in v;
}

export type HandlerContext<E extends Endpoint> = {
  req: Request;
  ip: string;
  user: E["access"] extends "public" ? SessionUser | null : SessionUser;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** A streaming endpoint's progress (sent as a line when the caller streams; nothing otherwise). */
  progress: (p: ProgressOf<E>) => void;
};

/** The last line of a stream when the call failed on the way: the error envelope's status and message. */
function refusalOf(e: unknown): StreamRefusal {
  if (isAppError(e)) {
    const retry = e.headers?.["Retry-After"];
    return { status: e.status, message: e.message, ...(retry ? { retryAfter: Number(retry) } : {}) };
  }
  log.error("unhandled error in a streamed answer", { err: e });
  return { status: 500, message: "Something went wrong on the server." };
}

/**
 * A streamed answer: progress lines while `work` runs, then its answer (checked like any answer) or the refusal.
 * The request's signal still reaches `work` (a closed tab stops the run).
 */
function ndjsonAnswer(ep: Endpoint, work: (send: (o: unknown) => void) => Promise<unknown>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (o: unknown) => {
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(o)}\n`));
        } catch {
          /* the client has gone; its signal cancels the work */
        }
      };
      try {
        const result = await work(send);
        const answer = isReply(result) ? result.body : result;
        await checkAnswer(ep, answer);
        send(answer);
      } catch (e) {
        send(refusalOf(e));
      } finally {
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      }
    },
  });
  return new Response(stream, { headers: { "content-type": `${NDJSON}; charset=utf-8`, "cache-control": "no-store" } });
}

/** A JSON endpoint's handler returns the answer, a reply() with a status or headers, or a Response it made (a pre-serialised snapshot, a 304). */
type Answer<E extends Endpoint> = E["response"] extends ZodType ? ReplyOf<E> | Reply<ReplyOf<E>> | Response : Response;

/** Route params arrive percent-encoded or not depending on the server: decode each once. */
function decodedParams(raw: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, decodePathSegment([v].flat().join("/"))]));
}

async function readBody(req: Request, ep: Endpoint): Promise<unknown> {
  if (!ep.body) return undefined;
  // Some clients drop a DELETE's body: an endpoint may take its fields from the query string instead (bodyInQuery).
  if (ep.bodyInQuery && req.method === "DELETE") {
    const query = searchParams(req);
    if (query[ep.bodyInQuery]) return parseWith(ep.body, query);
  }
  return ep.plainErrors ? parseAuthBody(req, ep.body) : parseBody(req, ep.body, ep.maxBodyBytes);
}

/** In tests, every JSON answer must match its endpoint's response schema: drift between handler and contract is a failure. */
async function checkAnswer(ep: Endpoint, answer: unknown) {
  if (env().API_CHECK_RESPONSES !== "1" || !("safeParse" in ep.response)) return;
  let body = answer;
  if (answer instanceof Response) {
    if (answer.status < 200 || answer.status >= 300 || !(answer.headers.get("content-type") ?? "").includes("json")) return;
    body = await answer.clone().json();
  }
  const checked = ep.response.safeParse(body);
  if (checked.success) return;
  const issue = checked.error.issues[0]!;
  log.error("answer does not match its endpoint's response schema", { endpoint: `${ep.method} ${ep.path}`, at: issue.path.join("."), issue: issue.message });
  throw new Error(`${ep.method} ${ep.path}: answer does not match its schema at ${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

/**
 * The route handler of an endpoint: who may call it and its limits come from the declaration, params, query and
 * body arrive parsed, and the returned value is answered as JSON (or returned as is, for a raw answer).
 */
export function handle<E extends Endpoint>(ep: E, fn: (ctx: HandlerContext<E>) => Promise<Answer<E>> | Answer<E>) {
  const roles = Array.isArray(ep.access) ? (ep.access as Role[]) : undefined;
  const opts: Options = { roles, limits: ep.limits ? [...ep.limits] : undefined, openWhilePasswordPending: ep.openWhilePasswordPending };
  return (req: Request, nctx?: NextCtx) =>
    run<Record<string, string | string[]>>(req, nctx, opts, ep.access !== "public", async ({ params: raw, user, ip }) => {
      const params = ep.params ? parseWith(ep.params, decodedParams(raw)) : undefined;
      const query = ep.query ? parseWith(ep.query, searchParams(req)) : undefined;
      const body = await readBody(req, ep);
      const ctx = { req, ip, user, params, query, body, progress: () => undefined } as unknown as HandlerContext<E>;
      if (ep.progress && (req.headers.get("accept") ?? "").includes(NDJSON)) {
        return ndjsonAnswer(ep, (send) => Promise.resolve(fn({ ...ctx, progress: send })));
      }
      const result: unknown = await fn(ctx);
      if ("raw" in ep.response) {
        if (!(result instanceof Response)) throw new Error(`${ep.method} ${ep.path} must answer with a Response`);
        return result;
      }
      if (result instanceof Response) {
        await checkAnswer(ep, result);
        return result;
      }
      const answer = isReply(result) ? result : reply(result);
      await checkAnswer(ep, answer.body);
      return NextResponse.json(answer.body ?? {}, { status: answer.status, headers: answer.headers });
    });
}
