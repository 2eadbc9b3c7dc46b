import "server-only";
// The session token's claims and their check: an HS256 JWT carrying the contract's claims. The same string is
// the API's accessToken, the x-access-token header and the NextAuth session cookie value; Auth.js's codec
// (nextauth-jwt.ts) is the only code that signs one.
import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { z } from "zod";
import { ROLES } from "@/lib/schemas/roles";
import { authSecret } from "./auth-secret";

export const TOKEN_TTL_SEC = 7 * 24 * 3600;

export const tokenClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(ROLES),
  organization: z.string().nullable(),
  org_id: z.number().int().nullable(),
  course_code: z.string().nullable(),
  username: z.string(),
  /** Null for a learner a teacher added without an email address. */
  email: z.string().nullable(),
  ver: z.number().int(),
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
export type TokenInput = Omit<TokenClaims, "jti" | "iat" | "exp">;

/** A new session's claims: its own id (revocable on logout), issued now, expiring after `ttlSec`. */
export function newClaims(input: TokenInput, ttlSec = TOKEN_TTL_SEC): TokenClaims {
  const iat = Math.floor(Date.now() / 1000);
  return { ...input, jti: randomUUID(), iat, exp: iat + ttlSec };
}

/** Verifies signature (HS256 only), expiry and shape. Returns null for anything invalid. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), { algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    const parsed = tokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}

/**
 * HS256 over exactly these claims. Called only by Auth.js's codec (nextauth-jwt.ts), the one issuer of session
 * tokens; HS256 is deterministic, so encoding a token's own claims again gives the very same string.
 */
export async function signClaims(claims: TokenClaims): Promise<string> {
  const { sub, jti, iat, exp, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sub)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(authSecret());
}
