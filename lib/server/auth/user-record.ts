import "server-only";
// The sign-in record (contract §3 "Stored login record"): what signin and verifyOTP answer with, token included.
import { db } from "@/lib/server/db/client";
import { TOKEN_TTL_SEC } from "./token";
import { issueSessionToken } from "./nextauth-jwt";

import type { SignInRecord } from "@/lib/schemas/auth";

export type { SignInRecord };

export const LOGIN_SUCCESS_MESSAGE = "Login Successful!";

/** Loads the account fresh (role, organization, class, token version) and issues a token for it. */
export async function issueSignInRecord(userId: number, message = LOGIN_SUCCESS_MESSAGE): Promise<{ record: SignInRecord; expiresAt: Date }> {
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      role: true,
      tokenVersion: true,
      mustChangePassword: true,
      organization: { select: { id: true, name: true } },
      // The token's course_code (contract §3): the class the learner joined first.
      classMemberships: { orderBy: { joinedAt: "asc" }, take: 1, select: { schoolClass: { select: { code: true } } } },
    },
  });
  const claims = {
    sub: String(user.id),
    role: user.role,
    organization: user.organization?.name ?? null,
    org_id: user.organization?.id ?? null,
    course_code: user.classMemberships[0]?.schoolClass.code ?? null,
    username: user.username,
    email: user.email,
    ver: user.tokenVersion,
  };
  const token = await issueSessionToken(claims);
  const expiresAt = new Date(Date.now() + TOKEN_TTL_SEC * 1000);
  return {
    record: {
      id: user.id,
      username: user.username,
      email: user.email,
      roles: [user.role],
      organization: claims.organization,
      org_id: claims.org_id,
      course_code: claims.course_code,
      accessToken: token,
      mustChangePassword: user.mustChangePassword,
      message,
      status: 200,
    },
    expiresAt,
  };
}
