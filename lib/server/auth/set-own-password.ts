import "server-only";
// POST /api/auth/set-password: a learner who signed in with the one-time password of a class sheet chooses their
// own. The one-time password stops working, every earlier session ends, and a fresh sign-in record is issued.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "./session";
import { refuseCommonPassword } from "./common-passwords";
import { refuseWeakPassword } from "./password-strength";
import { hashPassword } from "./password";
import { PASSWORDS_DIFFER } from "./password-reset";
import { issueSignInRecord } from "./user-record";

export const PASSWORD_SET = "Your password is set. Use it from now on.";

export async function setOwnPassword({
  user,
  password,
  confirmPassword,
}: {
  user: Pick<SessionUser, "id" | "username" | "email">;
  password: string;
  confirmPassword: string;
}) {
  if (password !== confirmPassword) throw new AppError("bad_request", PASSWORDS_DIFFER);
  refuseCommonPassword(password);
  refuseWeakPassword(password, [user.username, user.email ?? ""]);
  const passwordHash = await hashPassword(password);
  const prisma = await db();
  // Only while a one-time password is pending: a session cannot change an account's own password without its old one.
  const { count } = await prisma.user.updateMany({
    where: { id: user.id, mustChangePassword: true },
    data: { passwordHash, mustChangePassword: false, tokenVersion: { increment: 1 } },
  });
  if (!count) throw new AppError("conflict", "Your password is already your own. Use Forgot password to change it.");
  return issueSignInRecord(user.id, PASSWORD_SET);
}
