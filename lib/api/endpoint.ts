// What one HTTP endpoint is, declared once (lib/api/endpoints.ts) and read by both sides: the route handler's
// wrapper (lib/http.ts `handle`) parses params, query and body with its schemas, checks who may call it and
// counts its limits; the browser's caller (lib/client/call-api.ts) builds the address from the same path and
// types the answer from the same response schema. A renamed field is a type error on both sides, and the
// integration tests check every real answer against the response schema (API_CHECK_RESPONSES).
// Shared by server and browser: nothing here may import server-only code.
import type { z, ZodType } from "zod";
import type { RuleName } from "@/lib/server/rate-limit/rules";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Role = "user" | "author" | "teacher" | "admin";

/** Who may call: anyone, any signed-in account, or signed-in accounts of these roles (checked before the handler). */
export type Access = "public" | "user" | readonly Role[];

/** An answer that is not JSON (a video, captions, a stream): the handler returns the Response itself. */
export type RawAnswer = { raw: string };

export type Endpoint = {
  method: Method;
  /** The contract's path, with `:name` for each path parameter ("/api/courses/getCourseDetails/:id"). */
  path: string;
  /** One line for the endpoint table in the docs. */
  summary: string;
  access: Access;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** Largest body accepted, bytes (default: lib/http.ts MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  /** Body schema failures answer the schema's plain message instead of "field: message" (the auth forms alert it as is). */
  plainErrors?: boolean;
  /**
   * DELETE only: when the query string has this field, the body's fields are read from the query instead
   * (some clients drop a DELETE's body). Without it, the body is the only source.
   */
  bodyInQuery?: string;
  response: ZodType | RawAnswer;
  /** Rate-limit rules counted for each call, in order (lib/server/rate-limit/rules.ts). */
  limits?: readonly RuleName[];
  /** Callable by an account signed in with a teacher's one-time password that has not chosen its own yet. */
  openWhilePasswordPending?: boolean;
  /**
   * Progress the answer may stream before it (a run waiting in line): a caller that accepts application/x-ndjson
   * gets one JSON object per line — progress objects, then the answer, or { status, message } when refused.
   */
  progress?: ZodType;
};

export const NDJSON = "application/x-ndjson";

/** A streamed answer's last line when the call was refused on the way (the JSON envelope's fields). */
export type StreamRefusal = { status: number; message: string; retryAfter?: number };

/** Declares an endpoint; the literal's own types (which schemas it has, its access) are kept for both sides. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Schema<E, K extends "params" | "query" | "body"> = E extends { [P in K]: infer S extends ZodType } ? S : undefined;
type Parsed<S> = S extends ZodType ? z.output<S> : undefined;
type Sent<S> = S extends ZodType ? z.input<S> : undefined;

export type ParamsOf<E extends Endpoint> = Parsed<Schema<E, "params">>;
export type QueryOf<E extends Endpoint> = Parsed<Schema<E, "query">>;
export type BodyOf<E extends Endpoint> = Parsed<Schema<E, "body">>;
/** What the handler returns (the schema's input) and what the caller receives (its output). */
export type ReplyOf<E extends Endpoint> = E["response"] extends ZodType ? z.input<E["response"]> : Response;
export type AnswerOf<E extends Endpoint> = E["response"] extends ZodType ? z.output<E["response"]> : Response;
/** A streaming endpoint's progress objects. */
export type ProgressOf<E extends Endpoint> = E extends { progress: infer S extends ZodType } ? z.output<S> : never;

/** What a caller passes: the path's values, the query and the body, each only when the endpoint has one. */
export type CallInput<E extends Endpoint> = (Schema<E, "params"> extends ZodType ? { params: Sent<Schema<E, "params">> } : { params?: undefined }) &
  (Schema<E, "query"> extends ZodType ? { query?: Sent<Schema<E, "query">> } : { query?: undefined }) &
  (Schema<E, "body"> extends ZodType ? { body: Sent<Schema<E, "body">> } : { body?: undefined }) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** The request outlives the page (a save on pagehide). */
    keepalive?: boolean;
  };

/**
 * The path with its `:name` parts filled in, each value encoded as one segment. A last `:name*` takes the rest of
 * the path (a file inside a package): its value's `/`-separated segments are encoded one by one.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)(\*?)/g, (_m, name: string, rest: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`${path}: missing path parameter ${name}`);
    return rest ? String(v).split("/").map(encodeURIComponent).join("/") : encodeURIComponent(String(v));
  });
}

/** The Next route file that must serve a path ("/api/a/:id" → "app/api/a/[id]/route.ts", "/x/:path*" → "app/x/[...path]/route.ts"). */
export function routeFileOf(path: string): string {
  return `app${path.replace(/:([A-Za-z_]+)\*/g, "[...$1]").replace(/:([A-Za-z_]+)/g, "[$1]")}/route.ts`;
}
