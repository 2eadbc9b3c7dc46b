import "server-only";
// Email verification codes: 6 digits, stored as a keyed hash, 10 minutes, single use, 5 wrong tries.
// A new code replaces the previous one; at most one code a minute per account.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { sendMail } from "@/lib/server/email/send-mail";
import { verificationCodeMail } from "@/lib/server/email/templates";
import { generateOtp, hashSecret, sameHash } from "./one-time-codes";
import { perEmail } from "./limits";

export const OTP_TTL_MIN = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SEC = 60;

export const CODE_INVALID = "The code is invalid or has expired. Please request a new code.";

type Account = { id: number; email: string; username: string };

/** An account that has an email address (learners a teacher added have none). */
export function withEmail<T extends { email: string | null }>(u: T): (T & { email: string }) | null {
  return u.email ? (u as T & { email: string }) : null;
}

/** Seconds until another code may be sent (0 when allowed). */
export async function codeCooldown(userId: number, now = new Date()): Promise<number> {
  const prisma = await db();
  const last = await prisma.emailOtp.findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
  if (!last) return 0;
  const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000;
  return elapsed >= OTP_RESEND_COOLDOWN_SEC ? 0 : Math.ceil(OTP_RESEND_COOLDOWN_SEC - elapsed);
}

/** Issues a fresh code (killing older ones) and emails it. */
export async function sendVerificationCode(user: Account, note: { classCodeUnknown?: boolean } = {}): Promise<void> {
  await perEmail.codesIssued(user.id);
  const prisma = await db();
  // A new code always differs from the one it replaces, so "only the newest code works" holds for every
  // code the learner has seen (a 1-in-a-million repeat would otherwise revive the old one).
  const previous = await prisma.emailOtp.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "desc" }, select: { codeHash: true } });
  let code = generateOtp();
  while (previous && sameHash(previous.codeHash, hashSecret("otp", code))) code = generateOtp();
  const now = new Date();
  await prisma.$transaction([
    prisma.emailOtp.updateMany({ where: { userId: user.id, consumedAt: null }, data: { consumedAt: now } }),
    prisma.emailOtp.create({
      data: { userId: user.id, codeHash: hashSecret("otp", code), expiresAt: new Date(now.getTime() + OTP_TTL_MIN * 60_000) },
      select: { id: true },
    }),
  ]);
  await sendMail(verificationCodeMail({ to: user.email, code, minutes: OTP_TTL_MIN, classCodeUnknown: note.classCodeUnknown ?? false }));
}

/** Checks a code for the account: a wrong one costs one of the 5 tries, a right one is consumed. */
export async function consumeVerificationCode(userId: number, code: string, now = new Date()): Promise<void> {
  const prisma = await db();
  const otp = await prisma.emailOtp.findFirst({
    where: { userId, consumedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, attempts: true, expiresAt: true },
  });
  if (!otp || otp.expiresAt <= now || otp.attempts >= OTP_MAX_ATTEMPTS) throw new AppError("bad_request", CODE_INVALID);
  if (!sameHash(otp.codeHash, hashSecret("otp", code))) {
    // Conditional increment: parallel wrong guesses cannot get past the 5th try.
    const bumped = await prisma.emailOtp.updateMany({ where: { id: otp.id, attempts: { lt: OTP_MAX_ATTEMPTS } }, data: { attempts: { increment: 1 } } });
    const left = OTP_MAX_ATTEMPTS - otp.attempts - 1;
    if (bumped.count === 0 || left <= 0) throw new AppError("bad_request", "Too many wrong codes. Please request a new code.");
    throw new AppError("bad_request", `Incorrect code. ${left} ${left === 1 ? "try" : "tries"} left.`);
  }
  const used = await prisma.emailOtp.updateMany({
    where: { id: otp.id, consumedAt: null, attempts: { lt: OTP_MAX_ATTEMPTS }, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (used.count !== 1) throw new AppError("bad_request", CODE_INVALID);
}
