import "server-only";
// One-time codes: 6-digit email codes and password-reset tokens. Only keyed hashes are stored, so a leaked
// table cannot be turned back into working codes without AUTH_SECRET (auth-secret.ts, which signs sessions too).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { authSecret } from "./auth-secret";

/** Six digits, uniformly from the CSPRNG (leading zeros kept). */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** 256 bits, URL-safe: goes in the reset link. */
export function generateResetToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(kind: "otp" | "reset", value: string): string {
  return createHmac("sha256", authSecret()).update(`${kind}:${value}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
