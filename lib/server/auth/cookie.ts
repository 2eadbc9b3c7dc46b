import "server-only";
// The session cookie: the same HS256 token as the API's accessToken, HttpOnly + SameSite=Lax, Secure
// (and __Secure- prefixed) in production. NextAuth is configured with the same name and options.
import { env } from "@/lib/env";
import { SESSION_COOKIE } from "./session";
import { TOKEN_TTL_SEC } from "./token";

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
