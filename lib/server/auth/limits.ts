import "server-only";
// Rate limits of the account endpoints. Failed logins are counted three ways: per (account, IP) — the
// tight one, so the 6th failure in a minute from one client gets 429 — per IP, and per account across
// all IPs. The account-wide ceiling is higher and its window a sliding minute, so a stranger can keep a
// real user out for at most about a minute (and only by solving a captcha per attempt); the owner's own
// successful login clears their (account, IP) counter.
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { hit, peek, reset } from "@/lib/server/rate-limit/rate-limit";

export const FAILED_LOGIN_WINDOW_SEC = 60;
export const FAILED_LOGINS_PER_ACCOUNT_IP = 5;
export const FAILED_LOGINS_PER_IP = 20;
export const FAILED_LOGINS_PER_ACCOUNT = 20;
export const TOO_MANY_LOGINS = "Too many failed login attempts. Please wait a minute and try again.";

/** Route-level limits (lib/http rateLimit rules), counted on every request. */
export const routeLimits = {
  signin: [{ name: "auth-signin", limit: 60, windowSec: 60 }],
  signup: [{ name: "auth-signup", limit: 10, windowSec: 600 }],
  verifyOtp: [{ name: "auth-verify-otp", limit: 20, windowSec: 600 }],
  resendOtp: [{ name: "auth-resend-otp", limit: 10, windowSec: 600 }],
  forgotPassword: [{ name: "auth-forgot", limit: 10, windowSec: 600 }],
  resetPassword: [{ name: "auth-reset", limit: 20, windowSec: 600 }],
  captcha: [{ name: "captcha-challenge", limit: 60, windowSec: 60 }],
};

// A sliding minute, counted in 10-second buckets: unlike a fixed clock minute, five failures can never
// straddle a window boundary and be followed by five more. A failure counts for 60 to 70 seconds.
const BUCKET_SEC = 10;
const BUCKETS = FAILED_LOGIN_WINDOW_SEC / BUCKET_SEC + 1;
// Each bucket key lives in the store for a window that fully contains it (a multiple of BUCKET_SEC,
// longer than the span read back), so Redis expiry never drops a bucket that still counts.
const STORE_SEC = 2 * FAILED_LOGIN_WINDOW_SEC;

function loginKeys(email: string, ip: string) {
  return [
    { key: `signin-fail:acct-ip:${email}|${ip}`, limit: FAILED_LOGINS_PER_ACCOUNT_IP },
    { key: `signin-fail:ip:${ip}`, limit: FAILED_LOGINS_PER_IP },
    { key: `signin-fail:acct:${email}`, limit: FAILED_LOGINS_PER_ACCOUNT },
  ];
}

const bucketOf = (ms: number) => Math.floor(ms / (BUCKET_SEC * 1000));
const bucketKey = (key: string, bucket: number) => `${key}@${bucket}`;

/** Failures per bucket over the sliding window, oldest first. */
async function recentFailures(key: string, now: number): Promise<{ bucket: number; count: number }[]> {
  const newest = bucketOf(now);
  const buckets = Array.from({ length: BUCKETS }, (_, i) => newest - BUCKETS + 1 + i);
  const counts = await Promise.all(buckets.map((b) => peek(bucketKey(key, b), STORE_SEC, new Date(b * BUCKET_SEC * 1000))));
  return buckets.map((bucket, i) => ({ bucket, count: counts[i]! }));
}

/** Seconds until enough buckets have aged out for the count to drop below the limit. */
function secondsUntilBelow(recent: { bucket: number; count: number }[], limit: number, now: number): number {
  let total = recent.reduce((n, r) => n + r.count, 0);
  for (const r of recent) {
    if (total < limit) break;
    total -= r.count;
    if (total < limit) return Math.max(1, Math.ceil(((r.bucket + BUCKETS) * BUCKET_SEC * 1000 - now) / 1000));
  }
  return FAILED_LOGIN_WINDOW_SEC;
}

export async function assertLoginAllowed(email: string, ip: string, now = Date.now()): Promise<void> {
  for (const k of loginKeys(email, ip)) {
    const recent = await recentFailures(k.key, now);
    if (recent.reduce((n, r) => n + r.count, 0) >= k.limit) {
      const retry = secondsUntilBelow(recent, k.limit, now);
      throw new AppError("rate_limited", TOO_MANY_LOGINS, { headers: { "Retry-After": String(retry) } });
    }
  }
}

export async function recordFailedLogin(email: string, ip: string, now = Date.now()): Promise<void> {
  const b = bucketOf(now);
  await Promise.all(loginKeys(email, ip).map((k) => hit(bucketKey(k.key, b), STORE_SEC)));
  // Bucket keys are new every 10 s; in the database store (Redis expires its own) a flood of failures
  // would otherwise leave rows behind. A row's expiry follows its store window (aligned to STORE_SEC), which
  // can end only BUCKET_SEC after the bucket starts while the bucket still counts for up to a window more;
  // so only rows that expired over a window ago are dropped, and they count as nothing.
  if (!env().REDIS_URL && Math.random() < 0.02) {
    const stale = new Date(now - (FAILED_LOGIN_WINDOW_SEC + BUCKET_SEC) * 1000);
    await (await db()).rateLimitBucket.deleteMany({ where: { expiresAt: { lt: stale } } });
  }
}

/** The owner's own successful login forgives their client's earlier typos. */
export async function clearFailedLogins(email: string, ip: string, now = Date.now()): Promise<void> {
  const newest = bucketOf(now);
  const key = loginKeys(email, ip)[0]!.key;
  await Promise.all(Array.from({ length: BUCKETS }, (_, i) => reset(bucketKey(key, newest - i))));
}

/** Per-address limits that hold whether or not the account exists (so they reveal nothing). */
export const perEmail = {
  codesIssued: (userId: number) => ({ key: `otp-issued:${userId}`, limit: 6, windowSec: 3600, message: "Too many codes requested. Please try again in an hour." }),
  resetLinks: (email: string) => ({ key: `reset-link:${email}`, limit: 3, windowSec: 900, message: "Too many reset emails requested. Please try again in 15 minutes." }),
  // Short window: a code dies after 5 wrong tries anyway, so this only bounds the work and must not let a
  // stranger keep the owner from verifying for long.
  otpChecks: (email: string) => ({ key: `otp-check:${email}`, limit: 10, windowSec: 60, message: "Too many attempts. Please wait a minute and try again." }),
};
