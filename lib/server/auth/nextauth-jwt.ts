import "server-only";
// Auth.js's JWT codec, and the one issuer of LearnHub session tokens. NextAuth's session cookie, the token
// /api/auth/signin and verifyOTP answer with (its accessToken, sent back as x-access-token) and the stored
// `user` record all hold what encodeSessionToken makes: an HS256 JWT of the app's claims instead of Auth.js's
// default encrypted JWE. decodeSessionToken is the one check: signature, algorithm, expiry, revocation
// (logout) and token version (password reset).
import type { JWTDecodeParams, JWTEncodeParams } from "@auth/core/jwt";
import { newClaims, signClaims, tokenClaimsSchema, TOKEN_TTL_SEC, type TokenClaims, type TokenInput } from "./token";
import { sessionFromToken } from "./session";

export async function encodeSessionToken({ token }: Pick<JWTEncodeParams, "token">): Promise<string> {
  const claims = tokenClaimsSchema.safeParse(token);
  // The jwt callback always hands over the claims of a token this codec issued; anything else is a bug.
  if (!claims.success) throw new Error("NextAuth session payload is not a LearnHub token");
  return signClaims(claims.data);
}

export async function decodeSessionToken({ token }: Pick<JWTDecodeParams, "token">): Promise<TokenClaims | null> {
  if (!token) return null;
  const session = await sessionFromToken(token);
  return session ? session.claims : null;
}

/** A new session for these claims (sign-in, verified email): through the codec above, like every token. */
export function issueSessionToken(input: TokenInput, ttlSec = TOKEN_TTL_SEC): Promise<string> {
  return encodeSessionToken({ token: newClaims(input, ttlSec) });
}
