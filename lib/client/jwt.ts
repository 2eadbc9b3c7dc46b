// Reads the claims of the login token in the browser (no verification: the server verifies).
import type { Role } from "@/lib/schemas/roles";

export type TokenPayload = {
  sub?: string;
  role?: Role;
  organization?: string | null;
  org_id?: number | null;
  course_code?: string | null;
  exp?: number;
};

export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(part.length / 4) * 4, "=");
    const json = decodeURIComponent(Array.from(atob(b64), (c) => "%" + c.charCodeAt(0).toString(16).padStart(2, "0")).join(""));
    const payload = JSON.parse(json) as unknown;
    return payload && typeof payload === "object" ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

export function isExpired(payload: TokenPayload | null, nowSec = Date.now() / 1000): boolean {
  return !payload || typeof payload.exp !== "number" || payload.exp <= nowSec;
}
