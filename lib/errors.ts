// AppError carries a stable code and an HTTP status; anything else becomes a generic 500.
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "locked"
  | "rate_limited"
  | "unavailable"
  | "internal";

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  locked: 423,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers?: Record<string, string>;
  /** More for the client than one sentence (a per-row report of a refused list), sent beside message and code. */
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options?: { status?: number; headers?: Record<string, string>; extra?: Record<string, unknown> }) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = options?.status ?? statusByCode[code];
    this.headers = options?.headers;
    this.extra = options?.extra;
  }
}

export type ErrorBody = { message: string; code: ErrorCode; status: number; field?: string };

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
