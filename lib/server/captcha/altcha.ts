import "server-only";
// Self-hosted ALTCHA proof-of-work captcha (the default). Challenges are HMAC-signed with a key derived
// from AUTH_SECRET and expire; a solved challenge is accepted once (UsedCaptcha).
import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { authSecret } from "@/lib/server/auth/auth-secret";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";

export const CHALLENGE_TTL_SEC = 5 * 60;
// A fraction of a second of work: one derivation costs ~0.33 ms (measured in Node on a 2-core box), so
// 250–1500 of them take 0.1–0.5 s of pure work — the widget in Chromium, fetch and worker start-up
// included, measured 0.54–0.70 s (the e2e journey logs it). A real cost for bulk guessing; none for a person.
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 1000;
const COUNTER_MIN = 250;
const COUNTER_MAX = 1500;

function secrets() {
  const key = Buffer.from(authSecret());
  const derive = (label: string) => createHmac("sha256", key).update(`altcha:${label}`).digest("hex");
  return { hmacSignatureSecret: derive("challenge"), hmacKeySignatureSecret: derive("derived-key") };
}

export async function createAltchaChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_SEC * 1000),
    ...secrets(),
  });
}

function parsePayload(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as Payload;
    if (!value || typeof value !== "object" || !value.challenge?.parameters || !value.solution) return null;
    return value;
  } catch {
    return null;
  }
}

export type AltchaResult = { ok: true } | { ok: false; reason: "malformed" | "invalid" | "expired" | "reused" };

/** Verifies a widget payload (base64 JSON) and burns it, so the same solution cannot be replayed. */
export async function verifyAltcha(token: string): Promise<AltchaResult> {
  const payload = parsePayload(token);
  if (!payload || !payload.challenge.signature) return { ok: false, reason: "malformed" };
  if (payload.challenge.parameters.algorithm !== ALGORITHM) return { ok: false, reason: "invalid" };
  let result;
  try {
    result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets() });
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (result.expired) return { ok: false, reason: "expired" };
  if (!result.verified) return { ok: false, reason: "invalid" };
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SEC) * 1000);
  const prisma = await db();
  try {
    await prisma.usedCaptcha.create({ data: { signature: payload.challenge.signature, expiresAt } });
  } catch (e) {
    if (dbConstraintError(e) === "unique") return { ok: false, reason: "reused" };
    throw e;
  }
  // Housekeeping: a challenge past its expiry is refused anyway, so its record is no longer needed.
  if (Math.random() < 0.05) await prisma.usedCaptcha.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return { ok: true };
}
