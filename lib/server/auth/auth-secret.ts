import "server-only";
// AUTH_SECRET signs every token. On the embedded default (no variable) one is generated once and kept
// in .data/auth-secret so sessions survive restarts; production deployments set AUTH_SECRET.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log/logger";
import { assertAuthSecretPolicy } from "@/lib/server/startup-check";

let cached: Uint8Array | undefined;

export function authSecret(): Uint8Array {
  if (cached) return cached;
  let secret = env().AUTH_SECRET;
  if (!secret) {
    // Also checked at start-up (instrumentation.ts); here so no path can sign with a per-machine key.
    assertAuthSecretPolicy();
    const file = path.resolve(".data", "auth-secret");
    if (existsSync(file)) secret = readFileSync(file, "utf8").trim();
    else {
      secret = randomBytes(48).toString("base64url");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, secret, { mode: 0o600 });
      log.warn("AUTH_SECRET is not set: generated one in .data/auth-secret (set AUTH_SECRET in production)");
    }
  }
  if (secret.length < 32) throw new Error("AUTH_SECRET: must be at least 32 characters");
  cached = new TextEncoder().encode(secret);
  return cached;
}
