import "server-only";
// POST /api/auth/logout: every token the caller presents (header and cookie) is revoked until it expires.
import { db } from "@/lib/server/db/client";
import { headerToken } from "./session";
import { cookieTokens } from "./cookie";
import { verifyToken } from "./token";

function presentedTokens(req: Request): string[] {
  const header = headerToken(req);
  return [...new Set([...(header ? [header] : []), ...cookieTokens(req)])];
}

export async function revokeJti(jti: string, expSec: number): Promise<void> {
  const prisma = await db();
  await prisma.revokedToken.upsert({ where: { jti }, create: { jti, expiresAt: new Date(expSec * 1000) }, update: {}, select: { jti: true } });
}

export async function revokeToken(token: string): Promise<boolean> {
  const claims = await verifyToken(token);
  if (!claims) return false;
  await revokeJti(claims.jti, claims.exp);
  return true;
}

export async function logout(req: Request): Promise<{ revoked: number }> {
  let revoked = 0;
  for (const t of presentedTokens(req)) if (await revokeToken(t)) revoked++;
  // Housekeeping: revocations of tokens that have expired anyway are no longer needed.
  if (Math.random() < 0.05) await (await db()).revokedToken.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return { revoked };
}
