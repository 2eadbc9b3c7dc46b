import "server-only";
// reCAPTCHA v3, used instead of ALTCHA when both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set.
import { env } from "@/lib/env";
import { log } from "@/lib/server/log/logger";

const VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

type SiteVerify = { success: boolean; score?: number; action?: string; "error-codes"?: string[] };

export async function verifyRecaptcha(token: string, { ip, action }: { ip?: string; action: string }): Promise<boolean> {
  const e = env();
  const body = new URLSearchParams({ secret: e.RECAPTCHA_SECRET_KEY ?? "", response: token });
  if (ip && ip !== "local") body.set("remoteip", ip);
  let data: SiteVerify;
  try {
    const res = await fetch(VERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    data = (await res.json()) as SiteVerify;
  } catch (err) {
    // Fail closed: without Google's answer the login is not allowed through.
    log.warn("reCAPTCHA verification unavailable", { err });
    return false;
  }
  const ok = data.success && (data.score ?? 0) >= e.RECAPTCHA_MIN_SCORE && data.action === action;
  if (!ok) log.info("reCAPTCHA refused", { score: data.score, action: data.action, errors: data["error-codes"] });
  return ok;
}
