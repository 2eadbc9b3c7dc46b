import "server-only";
// POST /api/auth/signup: a new, unverified learner. Role and organization come from the server, never
// the body: role is always `user`; the organization is the class code's school, else the open campus (3).
// The answer never tells whether the email is registered or the class code exists (OWASP ASVS 5.0 §6.3):
// a registered address gets the same answer as a new one, and its owner a mail saying someone tried; an
// unknown class code puts the new learner in the open campus and the mail says so. Only a taken name is
// refused, and that check comes first and ignores the email, so its answer depends on the name alone (names
// are public: teachers' names are shown in the catalogue) and never tells which email the name belongs to.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { log } from "@/lib/server/log/logger";
import { assertCaptcha } from "@/lib/server/captcha/verify-captcha";
import { sendMail } from "@/lib/server/email/send-mail";
import { signUpAttemptMail } from "@/lib/server/email/templates";
import type { SignUpBody } from "@/lib/schemas/auth";
import { refuseCommonPassword } from "./common-passwords";
import { refuseWeakPassword } from "./password-strength";
import { hashPassword } from "./password";
import { sendVerificationCode } from "./email-code";
import { allowSignUpNotice } from "./limits";
import { OPEN_CAMPUS_ORG_ID } from "./open-campus";

export { OPEN_CAMPUS_ORG_ID };
import { findJoinableClass } from "@/lib/server/classes/find-joinable-class";
import { addToClass } from "@/lib/server/classes/join-class";

export const SIGNUP_SUCCESS = "User Created Successfully \n OTP sent to your Email.";
export const USERNAME_TAKEN = "This name is already taken. Please choose another one.";

type Input = Pick<SignUpBody, "username" | "email" | "password" | "course_code" | "recaptcha"> & { ip: string };

export async function signUp(body: Input): Promise<{ message: string }> {
  await assertCaptcha(body.recaptcha, body.ip, "signup");
  refuseCommonPassword(body.password);
  refuseWeakPassword(body.password, [body.username, body.email]);
  const prisma = await db();
  const byName = await prisma.user.findFirst({ where: { username: { equals: body.username, mode: "insensitive" } }, select: { id: true } });
  if (byName) throw new AppError("bad_request", USERNAME_TAKEN);

  // Hash whatever happens next, so a registered address answers as slowly as a new one.
  const passwordHash = await hashPassword(body.password);
  const existing = await prisma.user.findUnique({ where: { email: body.email }, select: { id: true, email: true } });
  if (existing) {
    await noticeToOwner(body.email);
    return { message: SIGNUP_SUCCESS };
  }

  let organizationId: number | null = OPEN_CAMPUS_ORG_ID;
  const cls = body.course_code ? await findJoinableClass(body.course_code) : null;
  const classCodeUnknown = Boolean(body.course_code) && !cls;
  if (!cls && !(await prisma.organization.findUnique({ where: { id: OPEN_CAMPUS_ORG_ID }, select: { id: true } }))) {
    log.error("the open-campus organization (id 3) is missing; run the seed", {});
    organizationId = null;
  }

  let user: { id: number; email: string; username: string };
  try {
    const created = await prisma.$transaction(async (tx) => {
      const u = await tx.user.create({
        data: { username: body.username, email: body.email, passwordHash, role: "user", emailVerified: false, organizationId },
        select: { id: true, username: true },
      });
      // The class code: in its class and school, and enrolled in what the class has been assigned.
      if (cls) await addToClass(tx, u.id, cls);
      return u;
    });
    user = { ...created, email: body.email };
  } catch (e) {
    // Two sign-ups racing for the same address or name: the database decides, and the answer stays the same.
    if (dbConstraintError(e) === "unique") return { message: SIGNUP_SUCCESS };
    throw e;
  }
  try {
    await sendVerificationCode(user, { classCodeUnknown });
  } catch (e) {
    log.error("sign-up: verification code not sent", { userId: user.id, err: e });
    throw new AppError("unavailable", "Your account was created, but we could not send the code. Log in to get a new one.");
  }
  return { message: SIGNUP_SUCCESS };
}

/** The address's owner learns someone tried to sign up with it; a few a day at most, never an error. */
async function noticeToOwner(email: string): Promise<void> {
  if (!(await allowSignUpNotice(email))) return;
  await sendMail(signUpAttemptMail({ to: email })).catch((e: unknown) => log.error("sign-up notice not sent", { err: e }));
}
