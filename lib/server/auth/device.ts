import "server-only";
// Device cookies (OWASP Authentication Cheat Sheet, "device cookies"): a successful login leaves a signed,
// HttpOnly cookie binding this browser to the account. Failed logins from a browser that presents a valid
// one for the account being tried are counted for that device alone, so nobody else can lock it out.
// The cookie names the account by a keyed hash, never in clear, and carries a random device id.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "./auth-secret";
import { secureCookies } from "./cookie";

export const DEVICE_COOKIE = "learnhub.device";
export const DEVICE_TTL_SEC = 180 * 24 * 3600;

export type TrustedDevice = { account: string; id: string };

const mac = (value: string) => createHmac("sha256", authSecret()).update(`device:${value}`).digest("base64url");
const accountTag = (email: string) => createHmac("sha256", authSecret()).update(`device-account:${email.toLowerCase()}`).digest("base64url").slice(0, 22);

export function deviceKey(d: TrustedDevice): string {
  return `${d.account}|${d.id}`;
}

export function deviceCookieName(): string {
  return secureCookies() ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

export function readDeviceCookie(req: Request): string | null {
  const wanted = deviceCookieName();
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === wanted && rest.length) return rest.join("=");
  }
  return null;
}

/** The device, when the cookie is genuine and was issued for this account; else null (untrusted). */
export function trustedDevice(cookie: string | null | undefined, email: string): TrustedDevice | null {
  if (!cookie || cookie.length > 200) return null;
  const [account, id, sig] = cookie.split(".");
  if (!account || !id || !sig) return null;
  const expected = Buffer.from(mac(`${account}.${id}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return account === accountTag(email) ? { account, id } : null;
}

/** Keeps the device's id when it was already trusted for this account, else a new one. */
export function deviceCookieHeader(email: string, current: TrustedDevice | null): string {
  const account = accountTag(email);
  const id = current?.id ?? randomBytes(16).toString("base64url");
  const value = `${account}.${id}.${mac(`${account}.${id}`)}`;
  return [
    `${deviceCookieName()}=${value}`,
    "Path=/api",
    `Max-Age=${DEVICE_TTL_SEC}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secureCookies() ? ["Secure"] : []),
  ].join("; ");
}
