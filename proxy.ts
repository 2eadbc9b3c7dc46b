// The app page's Content-Security-Policy, with a fresh nonce per response: Next puts the nonce on its own
// scripts (it reads it from the request's CSP header), and 'strict-dynamic' lets those scripts load the
// screens' chunks, Monaco and its workers. No inline script or eval runs without the nonce, so an injected
// <script> cannot read the session token from local storage. The sandboxes keep their own, stricter policies:
// the JavaScript lab's frame (/labs/js-sandbox.html) and the Python worker are answered by
// scripts/server/static-assets.ts, the games by their own files.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { mediaOrigins } from "@/lib/net/media-origins";

/** mediaFrom: the other origins lecture videos play from (lib/net/media-origins.ts: VIDEO_BASE_URL, VIDEO_HOSTS). */
export function pageCsp(nonce: string, dev: boolean, mediaFrom: string[] = []): string {
  return [
    "default-src 'self'",
    // 'unsafe-eval' only for `next dev` (React's error overlay); the production page has none.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Monaco and the UI set inline styles at run time; styles cannot run code or read the token.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["media-src 'self' blob:", ...mediaFrom].join(" "),
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const e = env();
  const csp = pageCsp(nonce, e.NODE_ENV === "development", mediaOrigins(e));
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  // Documents only: API answers, build chunks, media and the sandboxes' own files are left alone. Prefetches
  // are not left out (Next's default): a page fetched with `Purpose: prefetch` is the same document and a
  // browser may render it. Any other HTML answer gets the front's fallback policy (scripts/server/front.ts).
  matcher: ["/((?!api/|_next/|pyodide/|labs/|games/|media/|img/|generate_explaination|favicon).*)"],
};
