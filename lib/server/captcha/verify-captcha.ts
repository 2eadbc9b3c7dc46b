import "server-only";
// Which captcha guards login, sign-up and forgot-password, and the one check each runs before touching an account.
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { endpoints } from "@/lib/api/endpoints";
import type { CaptchaConfig } from "@/lib/schemas/auth";
import { verifyAltcha } from "./altcha";
import { verifyRecaptcha } from "./recaptcha";

export const CAPTCHA_REQUIRED = "Please verify captcha";
export const LOGIN_ACTION = "login";

export function captchaConfig(): CaptchaConfig {
  const e = env();
  if (e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY) return { provider: "recaptcha", siteKey: e.RECAPTCHA_SITE_KEY, action: LOGIN_ACTION };
  return { provider: "altcha", challengeUrl: endpoints.captchaChallenge.path };
}

export type CaptchaAction = "login" | "signup" | "forgot";

/** Throws 400 'Please verify captcha' unless the token is a fresh, valid, unused solution. */
export async function assertCaptcha(token: string | null | undefined, ip: string, action: CaptchaAction = LOGIN_ACTION): Promise<void> {
  if (!token) throw new AppError("bad_request", CAPTCHA_REQUIRED);
  const cfg = captchaConfig();
  const ok = cfg.provider === "recaptcha" ? await verifyRecaptcha(token, { ip, action }) : (await verifyAltcha(token)).ok;
  if (!ok) throw new AppError("bad_request", CAPTCHA_REQUIRED);
}
