import "server-only";
// NextAuth's JWT codec, replaced so its session cookie holds our HS256 token (lib/server/auth/token.ts)
// instead of its default encrypted JWE: one token for the API header, the cookie and NextAuth's session.
import type { JWTDecodeParams, JWTEncodeParams } from "@auth/core/jwt";
import { resignToken, tokenClaimsSchema, type TokenClaims } from "./token";
import { sessionFromToken } from "./session";

export async function encodeSessionToken({ token }: JWTEncodeParams): Promise<string> {
  const claims = tokenClaimsSchema.safeParse(token);
  // The jwt callback always hands over the claims of a token we issued; anything else is a bug.
  if (!claims.success) throw new Error("NextAuth session payload is not a LearnHub token");
  return resignToken(claims.data);
}

/** Signature, algorithm, expiry, revocation (logout) and token version (password reset) all checked. */
export async function decodeSessionToken({ token }: JWTDecodeParams): Promise<TokenClaims | null> {
  if (!token) return null;
  const session = await sessionFromToken(token);
  return session ? session.claims : null;
}
