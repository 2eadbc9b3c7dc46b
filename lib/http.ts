import "server-only";
// One wrapper for every route handler: authenticate, check the role, rate-limit, and map every
// thrown error to the JSON envelope { message, code, status }. Handlers only parse, call, respond.
import { NextResponse } from "next/server";
import { z, type ZodType } from "zod";
import { AppError, isAppError, type ErrorBody } from "@/lib/errors";
import { getSession, type SessionUser } from "@/lib/server/auth/session";
import { enforce } from "@/lib/server/rate-limit/rate-limit";
import { log } from "@/lib/server/log/logger";

type Role = SessionUser["role"];

export type RouteContext<P> = { req: Request; params: P; user: SessionUser | null; ip: string };
export type AuthedContext<P> = RouteContext<P> & { user: SessionUser };

type RateRule = { name: string; limit: number; windowSec: number; by?: "ip" | "user" };

type Options = { roles?: Role[]; rateLimit?: RateRule[] };

type NextCtx = { params: Promise<Record<string, string | string[]>> };

export const MAX_BODY_BYTES = 64 * 1024;

export function clientIp(req: Request): string {
  // Next's own server appends the socket address last; earlier entries are client-supplied.
  const fwd = req.headers.get("x-forwarded-for");
  const last = fwd?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last ?? req.headers.get("x-real-ip") ?? "local";
}

export function errorResponse(e: unknown): NextResponse<ErrorBody> {
  if (isAppError(e)) {
    return NextResponse.json({ message: e.message, code: e.code, status: e.status }, { status: e.status, headers: e.headers });
  }
  log.error("unhandled error in route", { err: e });
  return NextResponse.json({ message: "Something went wrong. Please try again.", code: "internal", status: 500 }, { status: 500 });
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  return NextResponse.json(result ?? {});
}

async function run<P>(req: Request, nctx: NextCtx | undefined, opts: Options, requireUser: boolean, handler: (ctx: RouteContext<P>) => unknown) {
  try {
    const ip = clientIp(req);
    const user = await getSession(req);
    if (requireUser && !user) throw new AppError("unauthorized", "Please login first");
    if (opts.roles && (!user || !opts.roles.includes(user.role))) {
      throw new AppError("forbidden", "You do not have permission to do this.");
    }
    for (const r of opts.rateLimit ?? []) {
      const who = r.by === "user" && user ? `u${user.id}` : ip;
      await enforce({ key: `${r.name}:${who}`, limit: r.limit, windowSec: r.windowSec });
    }
    const params = ((await nctx?.params) ?? {}) as P;
    return toResponse(await handler({ req, params, user, ip }));
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

/** Reads a JSON body with a size cap: malformed JSON and schema failures are 400s naming the field. */
export async function parseBody<T>(req: Request, schema: ZodType<T>, maxBytes = MAX_BODY_BYTES): Promise<T> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new AppError("payload_too_large", "Request body is too large.");
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError("payload_too_large", "Request body is too large.");
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("bad_request", "Malformed JSON body.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

/** Parses route params or query values with a schema; failures are 400s. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

export function searchParams(req: Request): Record<string, string> {
  return Object.fromEntries(new URL(req.url).searchParams);
}
