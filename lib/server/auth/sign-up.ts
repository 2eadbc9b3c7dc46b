import "server-only";
// POST /api/auth/signup: a new, unverified learner. Role and organization come from the server, never
// the body: role is always `user`; the organization is the class code's school, else the open campus (3).
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { log } from "@/lib/server/log/logger";
import type { SignUpBody } from "@/lib/schemas/auth";
import { refuseCommonPassword } from "./common-passwords";
import { hashPassword } from "./password";
import { sendVerificationCode } from "./email-code";

export const OPEN_CAMPUS_ORG_ID = 3;
export const SIGNUP_SUCCESS = "User Created Successfully \n OTP sent to your Email.";
export const EMAIL_TAKEN = "This email is already registered. Please log in instead.";
export const USERNAME_TAKEN = "This name is already taken. Please choose another one.";
export const UNKNOWN_CLASS_CODE = "Class code not found. Check the code with your teacher, or leave it empty.";

export async function signUp(body: Pick<SignUpBody, "username" | "email" | "password" | "course_code">): Promise<{ message: string; id: number }> {
  const prisma = await db();
  let organizationId: number | null = OPEN_CAMPUS_ORG_ID;
  let classId: number | null = null;
  if (body.course_code) {
    const cls = await prisma.schoolClass.findFirst({
      where: { code: { equals: body.course_code, mode: "insensitive" } },
      select: { id: true, organizationId: true },
    });
    if (!cls) throw new AppError("bad_request", UNKNOWN_CLASS_CODE);
    organizationId = cls.organizationId;
    classId = cls.id;
  } else if (!(await prisma.organization.findUnique({ where: { id: OPEN_CAMPUS_ORG_ID }, select: { id: true } }))) {
    log.error("the open-campus organization (id 3) is missing; run the seed", {});
    organizationId = null;
  }

  refuseCommonPassword(body.password);
  const [byEmail, byName] = await Promise.all([
    prisma.user.findUnique({ where: { email: body.email }, select: { id: true } }),
    prisma.user.findFirst({ where: { username: { equals: body.username, mode: "insensitive" } }, select: { id: true } }),
  ]);
  if (byEmail) throw new AppError("bad_request", EMAIL_TAKEN);
  if (byName) throw new AppError("bad_request", USERNAME_TAKEN);

  const passwordHash = await hashPassword(body.password);
  let user: { id: number; email: string; username: string };
  try {
    user = await prisma.user.create({
      data: { username: body.username, email: body.email, passwordHash, role: "user", emailVerified: false, organizationId, classId },
      select: { id: true, email: true, username: true },
    });
  } catch (e) {
    // Two sign-ups racing for the same address or name: the database decides.
    if (dbConstraintError(e) === "unique") throw new AppError("bad_request", "This email or name is already registered. Please log in instead.");
    throw e;
  }
  try {
    await sendVerificationCode(user);
  } catch (e) {
    log.error("sign-up: verification code not sent", { userId: user.id, err: e });
    throw new AppError("unavailable", "Your account was created, but we could not send the code. Log in to get a new one.");
  }
  return { message: SIGNUP_SUCCESS, id: user.id };
}
