// The typed fetch the screens use. Sends the stored token as x-access-token; errors become ApiError
// carrying the server's message and status (the envelope { message, code, status }).
import { readStoredUser } from "./session/stored-user";

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown, code?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.code = code;
  }
}

export const GENERIC_ERROR = "Something went wrong. Please try again.";

type Options = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string>; keepalive?: boolean };

export async function api<T>(path: string, { method = "GET", body, signal, headers = {}, keepalive }: Options = {}): Promise<T> {
  const token = readStoredUser()?.accessToken;
  const init: RequestInit = {
    method,
    signal,
    keepalive,
    credentials: "same-origin",
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { "x-access-token": token } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  };
  let res: Response;
  try {
    res = await fetch(path.startsWith("/") ? path : `/${path}`, init);
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiError(0, "Cannot reach the server. Check your connection and try again.", null);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const b = (data ?? {}) as { message?: string; code?: string };
    throw new ApiError(res.status, b.message || GENERIC_ERROR, data, b.code);
  }
  return data as T;
}
