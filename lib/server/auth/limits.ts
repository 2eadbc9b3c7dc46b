import "server-only";
// Rate limits of the account endpoints, on the product's limiter (lib/server/rate-limit/limiter.ts; the
// rules are in rules.ts). Failed logins are counted by who is trying:
// - a trusted device (it carries a signed device cookie from an earlier successful login to this account,
//   OWASP's "device cookies"): only its own counter, so it is never locked out by what others do;
// - any other client: per (account, address) — the 6th failure in a minute from one client gets 429 —,
//   per address, and per account across all untrusted clients.
// A stranger guessing from many addresses therefore exhausts the account's untrusted allowance only:
// the owner on their own device still gets in, and a class behind one address is not locked out by one
// learner's typos. The owner's successful login clears their client's counter.
import { AppError, isAppError } from "@/lib/errors";
import { blockedFor, consume, penalty, resetKey } from "@/lib/server/rate-limit/limiter";
import { RULES } from "@/lib/server/rate-limit/rules";
import { deviceKey, type TrustedDevice } from "./device";

export const FAILED_LOGINS_PER_ACCOUNT = RULES["login-fail-account"].points;
export const FAILED_LOGINS_PER_DEVICE = RULES["login-fail-device"].points;
export const TOO_MANY_LOGINS = "Too many failed login attempts. Please wait a minute and try again.";

type Who = { email: string; ip: string; device: TrustedDevice | null };

function counters({ email, ip, device }: Who) {
  if (device) return [{ rule: "login-fail-device" as const, key: deviceKey(device) }];
  return [
    { rule: "login-fail-client" as const, key: `${email}|${ip}` },
    { rule: "login-fail-ip" as const, key: ip },
    { rule: "login-fail-account" as const, key: email },
  ];
}

export async function assertLoginAllowed(who: Who): Promise<void> {
  for (const c of counters(who)) {
    const wait = await blockedFor(c.rule, c.key);
    if (wait > 0) throw new AppError("rate_limited", TOO_MANY_LOGINS, { headers: { "Retry-After": String(wait) } });
  }
}

export async function recordFailedLogin(who: Who): Promise<void> {
  await Promise.all(counters(who).map((c) => penalty(c.rule, c.key)));
}

/** The owner's own successful login forgives their client's (or device's) earlier typos. */
export async function clearFailedLogins(who: Who): Promise<void> {
  await resetKey(who.device ? "login-fail-device" : "login-fail-client", counters(who)[0]!.key);
}

/** Per-address limits that hold whether or not the account exists (so they reveal nothing). */
export const perEmail = {
  codesIssued: (userId: number) => consume("otp-issued", `u${userId}`),
  resetLinks: (email: string) => consume("reset-link", email),
  // Short window: a code dies after 5 wrong tries anyway, so this only bounds the work and must not let a
  // stranger keep the owner from verifying for long.
  otpChecks: (email: string) => consume("otp-check", email),
};

/** "Someone tried to sign up with your address" mails: a few a day per address, silently (an error would tell). */
export async function allowSignUpNotice(email: string): Promise<boolean> {
  try {
    await consume("signup-notice", email);
    return true;
  } catch (e) {
    if (isAppError(e) && e.code === "rate_limited") return false;
    throw e;
  }
}
