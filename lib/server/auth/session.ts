import "server-only";
// Who is calling: the token from x-access-token or the session cookie, checked against revocation
// (logout) and the user's token version (password reset).
import type { NextRequest } from "next/server";
import type { User } from "@/lib/generated/prisma/client";
import { sql } from "@/lib/server/db/client";
import { verifyToken, type TokenClaims } from "./token";
import { cookieTokens } from "./cookie";

export const ACCESS_TOKEN_HEADER = "x-access-token";

export type SessionUser = {
  id: number;
  role: TokenClaims["role"];
  username: string;
  /** Null for a learner a teacher added without an email address. */
  email: string | null;
  /** Signed in with a one-time password a teacher printed: only choosing their own password (and logging out) is open. */
  mustChangePassword: boolean;
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
  // Role and school are read here, not from the token: an admin's change applies at once (it also bumps the
  // token version, ending the sessions). A disabled account has no session.
  const rows = await sql<Pick<User, "tokenVersion" | "role" | "organizationId" | "mustChangePassword"> & { disabled: boolean; revoked: boolean }>`
    SELECT u.token_version AS "tokenVersion", u.role::text AS role, u.organization_id AS "organizationId",
           u.must_change_password AS "mustChangePassword", u.disabled_at IS NOT NULL AS disabled,
           EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = ${claims.jti}) AS revoked
    FROM users u WHERE u.id = ${Number(claims.sub)}`;
  const user = rows[0];
  if (!user || user.revoked || user.disabled || user.tokenVersion !== claims.ver) return null;
  return {
    id: Number(claims.sub),
    role: user.role,
    username: claims.username,
    email: claims.email,
    mustChangePassword: user.mustChangePassword,
    organization: claims.organization,
    orgId: user.organizationId,
    courseCode: claims.course_code,
    claims,
  };
}

export async function getSession(req: Request): Promise<SessionUser | null> {
  const token = readToken(req);
  return token ? sessionFromToken(token) : null;
}
