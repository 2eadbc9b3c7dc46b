import "server-only";
// Who is calling: the token from x-access-token or the session cookie, checked against revocation
// (logout) and the user's token version (password reset).
import type { NextRequest } from "next/server";
import { sql } from "@/lib/server/db/client";
import { verifyToken, type TokenClaims } from "./token";
import { cookieTokens } from "./cookie";

export const ACCESS_TOKEN_HEADER = "x-access-token";

export type SessionUser = {
  id: number;
  role: TokenClaims["role"];
  username: string;
  email: string;
  organization: string | null;
  orgId: number | null;
  courseCode: string | null;
  claims: TokenClaims;
};

/** The token of the x-access-token header (or a Bearer authorization), if any. */
export function headerToken(req: Request | NextRequest): string | null {
  const header = req.headers.get(ACCESS_TOKEN_HEADER) ?? req.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  return header?.trim() || null;
}

export function readToken(req: Request | NextRequest): string | null {
  return headerToken(req) ?? cookieTokens(req)[0] ?? null;
}

export async function sessionFromToken(token: string): Promise<SessionUser | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  // Every authenticated request pays for this: one round trip on one connection (revocation and the
  // user's token version together), not two queries holding two pool connections.
  const rows = await sql<{ token_version: number; role: TokenClaims["role"]; revoked: boolean }>`
    SELECT u.token_version, u.role::text AS role, EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = ${claims.jti}) AS revoked
    FROM users u WHERE u.id = ${Number(claims.sub)}`;
  const user = rows[0];
  if (!user || user.revoked || user.token_version !== claims.ver) return null;
  return {
    id: Number(claims.sub),
    role: user.role,
    username: claims.username,
    email: claims.email,
    organization: claims.organization,
    orgId: claims.org_id,
    courseCode: claims.course_code,
    claims,
  };
}

export async function getSession(req: Request): Promise<SessionUser | null> {
  const token = readToken(req);
  return token ? sessionFromToken(token) : null;
}
