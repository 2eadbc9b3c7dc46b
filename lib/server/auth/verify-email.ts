import "server-only";
// POST /api/auth/verifyOTP and /api/auth/resendOTP.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { CODE_INVALID, codeCooldown, consumeVerificationCode, sendVerificationCode, withEmail } from "./email-code";
import { perEmail } from "./limits";
import { issueSignInRecord, type SignInRecord } from "./user-record";

export const EMAIL_VERIFIED_MESSAGE = "Email verified successfully!";
export const CODE_SENT = "A new verification code has been sent to your email.";

export async function verifyEmail({ email, code }: { email: string; code: string }): Promise<{ record: SignInRecord; expiresAt: Date }> {
  await perEmail.otpChecks(email);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, emailVerified: true } });
  // Unknown and already-verified accounts get the same answer as a wrong code: nothing to learn here.
  if (!user || user.emailVerified) throw new AppError("bad_request", CODE_INVALID);
  await consumeVerificationCode(user.id, code);
  await prisma.user.update({ where: { id: user.id }, data: { emailVerified: true }, select: { id: true } });
  return issueSignInRecord(user.id, EMAIL_VERIFIED_MESSAGE);
}

export async function resendCode({ email }: { email: string }): Promise<{ message: string }> {
  const prisma = await db();
  const found = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, username: true, emailVerified: true } });
  const user = found && withEmail(found);
  if (!user || user.emailVerified) return { message: CODE_SENT };
  const wait = await codeCooldown(user.id);
  if (wait > 0) {
    throw new AppError("rate_limited", `Please wait ${wait} seconds before requesting a new code.`, { headers: { "Retry-After": String(wait) } });
  }
  await sendVerificationCode(user);
  return { message: CODE_SENT };
}
