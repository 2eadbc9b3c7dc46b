import "server-only";
// POST /api/auth/signin (and NextAuth's Credentials provider): throttle, captcha, password, then either
// 403 (email not verified: a fresh code is sent) or the sign-in record with its token.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";
import { assertCaptcha } from "@/lib/server/captcha/verify-captcha";
import type { SignInBody } from "@/lib/schemas/auth";
import { burnPasswordCheck, checkPassword } from "./password";
import { assertLoginAllowed, clearFailedLogins, recordFailedLogin } from "./limits";
import { deviceCookieHeader, trustedDevice } from "./device";
import { codeCooldown, sendVerificationCode, withEmail } from "./email-code";
import { issueSignInRecord, type SignInRecord } from "./user-record";

export const USER_NOT_FOUND = "User Not found";
export const INVALID_PASSWORD = "Invalid Password!";
export const EMAIL_NOT_VERIFIED = "Please verify your email first. Enter the code we emailed you.";
export const ACCOUNT_DISABLED = "This account has been disabled. Ask your school's LearnHub admin.";

/**
 * Who is signing in: the sign-in form's `email` field (contract §3) also takes the username of a learner a
 * teacher added without an email address; an address always has an @, a username never does.
 */
function accountWhere(identifier: string) {
  return identifier.includes("@") ? { email: identifier } : { username: { equals: identifier, mode: "insensitive" as const } };
}

export async function signIn({ email, password, recaptcha, ip, deviceCookie }: SignInBody & { ip: string; deviceCookie?: string | null }): Promise<{
  record: SignInRecord;
  expiresAt: Date;
  /** Set-Cookie value trusting this browser for this account from now on (lib/server/auth/device.ts). */
  deviceCookie: string;
}> {
  const who = { email, ip, device: trustedDevice(deviceCookie, email) };
  await assertLoginAllowed(who);
  await assertCaptcha(recaptcha, ip);

  const prisma = await db();
  const user = await prisma.user.findFirst({
    where: accountWhere(email),
    select: { id: true, email: true, username: true, emailVerified: true, passwordHash: true, disabledAt: true, createdById: true },
  });
  if (!user) {
    await burnPasswordCheck(password);
    await recordFailedLogin(who);
    throw new AppError("not_found", USER_NOT_FOUND);
  }
  const { ok, rehash } = await checkPassword(user.passwordHash, password);
  if (!ok) {
    await recordFailedLogin(who);
    throw new AppError("unauthorized", INVALID_PASSWORD);
  }
  await clearFailedLogins(who);
  if (user.disabledAt) throw new AppError("locked", ACCOUNT_DISABLED);
  if (rehash) await prisma.user.update({ where: { id: user.id }, data: { passwordHash: rehash }, select: { id: true } });

  // A learner a teacher added signs in with the class sheet's username and one-time password: no code to verify.
  const mailable = withEmail(user);
  if (mailable && !user.emailVerified && user.createdById === null) {
    // The code from sign-up may still be valid; only send another once the resend cooldown allows it.
    if ((await codeCooldown(user.id)) === 0) {
      await sendVerificationCode(mailable).catch((e: unknown) => {
        if (e instanceof AppError && e.code === "rate_limited") return;
        log.error("sign-in: verification code not sent", { userId: user.id, err: e });
      });
    }
    throw new AppError("forbidden", EMAIL_NOT_VERIFIED);
  }
  return { ...(await issueSignInRecord(user.id)), deviceCookie: deviceCookieHeader(email, who.device) };
}
