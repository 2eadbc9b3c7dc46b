import "server-only";
// Request guards for the AI endpoints.
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";

/** Browsers send Origin on cross-site POSTs; only this app's own pages may spend a learner's AI allowance. */
export function assertSameOrigin(req: Request) {
  const origin = req.headers.get("origin");
  if (!origin) return;
  const allowed = new Set([new URL(req.url).origin, new URL(env().APP_URL).origin]);
  const host = req.headers.get("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (!allowed.has(origin)) throw new AppError("forbidden", "Requests from other sites are not allowed.");
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
