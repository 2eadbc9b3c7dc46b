import "server-only";
// The session cookie: the same HS256 token as the API's accessToken, HttpOnly + SameSite=Lax, Secure
// (and __Secure- prefixed) in production. NextAuth is configured with the same name and options.
import { env } from "@/lib/env";
import { TOKEN_TTL_SEC } from "./token";

export const SESSION_COOKIE = "learnhub.session-token";

export function secureCookies(): boolean {
  return env().NODE_ENV === "production";
}

export function sessionCookieName(): string {
  return secureCookies() ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secureCookies() };
}

function serialize(value: string, maxAge: number): string {
  const o = sessionCookieOptions();
  return [`${sessionCookieName()}=${value}`, `Path=${o.path}`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(o.secure ? ["Secure"] : [])].join("; ");
}

export function sessionCookieHeader(token: string): string {
  return serialize(token, TOKEN_TTL_SEC);
}

export function clearSessionCookieHeader(): string {
  return serialize("", 0);
}

function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw).trim() || null;
  } catch {
    return null; // a malformed escape (%E0%A4%A) is a bad token, not a server error
  }
}

/**
 * The session tokens the request's cookies carry. In production only the `__Secure-` name counts: a browser
 * accepts that name only from an HTTPS response of this host, so a sibling subdomain or another port cannot
 * plant one; the bare name is what `next dev` over plain HTTP sets.
 */
export function cookieTokens(req: Request): string[] {
  const accepted = secureCookies() ? [`__Secure-${SESSION_COOKIE}`] : [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`];
  const out: string[] = [];
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || !accepted.includes(part.slice(0, at).trim())) continue;
    const value = decodeCookieValue(part.slice(at + 1));
    if (value) out.push(value);
  }
  return out;
}
