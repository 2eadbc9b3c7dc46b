import "server-only";
// Forgotten password: a single-use link (256-bit token, stored hashed, 30 minutes). Resetting bumps the
// token version, so every session issued before it stops working.
import { AppError } from "@/lib/errors";
import { publicOrigin } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";
import { afterResponse } from "@/lib/server/jobs/after-response";
import { sendMail } from "@/lib/server/email/send-mail";
import { passwordResetMail } from "@/lib/server/email/templates";
import { assertCaptcha } from "@/lib/server/captcha/verify-captcha";
import { refuseCommonPassword } from "./common-passwords";
import { refuseWeakPassword } from "./password-strength";
import { hashPassword } from "./password";
import { generateResetToken, hashSecret } from "./one-time-codes";
import { perEmail } from "./limits";
import { withEmail } from "./email-code";

export const RESET_TTL_MIN = 30;
export const RESET_LINK_SENT = "If an account exists for this email, a password reset link has been sent.";
export const PASSWORDS_DIFFER = "Password and Confirm Password do not match";
export const RESET_DONE = "Password reset successfully!";
export const RESET_INVALID = "This reset link is invalid. Please request a new one.";
export const RESET_EXPIRED = "This reset link has expired. Please request a new one.";
export const RESET_USED = "This reset link has already been used. Please request a new one.";

export function resetLink(token: string): string {
  return `${publicOrigin()}/#/resetpassword/${token}`;
}

/**
 * Same answer, in the same time, whether or not the address has an account: both paths do the same reads
 * before answering, and a registered address's link is made and mailed after the answer has left.
 */
export async function requestPasswordReset({ email, recaptcha, ip }: { email: string; recaptcha?: string | null; ip: string }): Promise<{ message: string }> {
  await assertCaptcha(recaptcha, ip, "forgot");
  await perEmail.resetLinks(email);
  const prisma = await db();
  const found = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true } });
  const user = found && withEmail(found);
  if (user) afterResponse("password reset mail", () => mailResetLink(user));
  else log.info("password reset requested for an unknown address", {});
  return { message: RESET_LINK_SENT };
}

async function mailResetLink(user: { id: number; email: string }): Promise<void> {
  const prisma = await db();
  const token = generateResetToken();
  const now = new Date();
  await prisma.$transaction([
    // Only the newest link works.
    prisma.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
    prisma.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashSecret("reset", token), expiresAt: new Date(now.getTime() + RESET_TTL_MIN * 60_000) },
      select: { id: true },
    }),
  ]);
  await sendMail(passwordResetMail({ to: user.email, link: resetLink(token), minutes: RESET_TTL_MIN }));
}

export async function resetPassword(
  { resetToken, password, confirmPassword }: { resetToken: string; password: string; confirmPassword: string },
  now = new Date(),
) {
  if (password !== confirmPassword) throw new AppError("bad_request", PASSWORDS_DIFFER);
  const prisma = await db();
  const row = await prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashSecret("reset", resetToken) },
    select: { id: true, userId: true, expiresAt: true, usedAt: true, user: { select: { username: true, email: true } } },
  });
  if (!row) throw new AppError("bad_request", RESET_INVALID);
  if (row.usedAt) throw new AppError("bad_request", RESET_USED);
  if (row.expiresAt <= now) throw new AppError("bad_request", RESET_EXPIRED);
  refuseCommonPassword(password);
  refuseWeakPassword(password, [row.user.username, row.user.email ?? ""]);
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    // Claim the token first: of two parallel resets with the same link, only one gets past this.
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (claimed.count !== 1) throw new AppError("bad_request", RESET_USED);
    // Reading the mailed link proves the address, so an unverified account becomes verified.
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, tokenVersion: { increment: 1 }, emailVerified: true },
      select: { id: true },
    });
    await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
  });
  return { message: RESET_DONE };
}
