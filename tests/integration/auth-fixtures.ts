// Helpers for the auth integration tests: solved captchas, the mail outbox, fresh addresses and IPs.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { GET as challengeRoute } from "../../app/api/captcha/challenge/route";
import { POST as signinRoute } from "../../app/api/auth/signin/route";
import { POST as signupRoute } from "../../app/api/auth/signup/route";
import { POST as verifyRoute } from "../../app/api/auth/verifyOTP/route";
import { db } from "../../lib/server/db/client";
import { call } from "../support/route-client";

let n = 0;
export function uniqueEmail(prefix = "it"): string {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** A fresh client address per test, so rate-limit counters never leak between tests or files. */
export function freshIp(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

export async function solvedCaptcha(ip = freshIp()): Promise<string> {
  const res = await call(challengeRoute, "/api/captcha/challenge", { ip });
  const challenge = res.json as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function ensureOpenCampus() {
  const prisma = await db();
  await prisma.organization.upsert({ where: { id: 3 }, create: { id: 3, name: "LearnHub Open Campus" }, update: {}, select: { id: true } });
  await prisma.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"organizations"', 'id'), GREATEST((SELECT MAX(id) FROM "organizations"), 3))`);
}

const outbox = () => path.resolve(process.env.MAIL_OUTBOX_DIR ?? ".data/test-mail");

/** Every mail in the outbox to `to`, newest first. */
export function mailsTo(to: string): string[] {
  if (!existsSync(outbox())) return [];
  return readdirSync(outbox())
    .filter((f) => f.endsWith(".eml"))
    .map((f) => path.join(outbox(), f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a))
    .map((f) => readFileSync(f, "utf8"))
    .filter((t) => t.includes(`\r\nTo: ${to}\r\n`));
}

export function latestCode(to: string): string {
  const m = mailsTo(to)[0]?.match(/verification code is: (\d{6})/);
  if (!m) throw new Error(`no code mailed to ${to}`);
  return m[1]!;
}

export function latestResetToken(to: string): string {
  const m = mailsTo(to)[0]?.match(/#\/resetpassword\/([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no reset link mailed to ${to}`);
  return m[1]!;
}

export const PASSWORD = "Correct#Horse9";

/** Sign-up with a solved captcha unless the body says otherwise (pass recaptcha: undefined/null to omit it). */
export async function signupCall(body: Record<string, unknown>, ip = freshIp()) {
  const withCaptcha = "recaptcha" in body ? body : { ...body, recaptcha: await solvedCaptcha(ip) };
  return call(signupRoute, "/api/auth/signup", { method: "POST", body: withCaptcha, ip });
}

export async function signinCall(body: Record<string, unknown>, ip = freshIp()) {
  return call(signinRoute, "/api/auth/signin", { method: "POST", body, ip });
}

export async function verifyCall(body: Record<string, unknown>, ip = freshIp()) {
  return call(verifyRoute, "/api/auth/verifyOTP", { method: "POST", body, ip });
}

/** Signs up and verifies a learner; returns the sign-in record. */
export async function verifiedLearner(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const username = `learner ${email.split("@")[0]}`;
  const up = await signupCall({ username, email, password: PASSWORD, course_code: "", roles: ["user"], organization: [3], ...extra });
  if (up.status !== 201) throw new Error(`signup failed: ${up.status} ${JSON.stringify(up.json)}`);
  const res = await verifyCall({ email, OTP: latestCode(email) });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { email, username, record: res.json as { id: number; accessToken: string; roles: string[]; org_id: number | null } };
}
