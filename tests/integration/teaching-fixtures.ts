// Schools, teachers, admins, classes and learners for the teaching suites, through the real routes where the
// suites test them. The run's database is shared by every suite: names are unique, assertions look only at rows
// made here.
import { randomBytes } from "node:crypto";
import { db } from "../../lib/server/db/client";
import { issueSignInRecord } from "../../lib/server/auth/user-record";
import { createOrganization } from "../../prisma/seed/factories";
import { call, type CallOptions } from "../support/route-client";
import * as classes from "../../app/api/classes/route";
import * as join from "../../app/api/classes/join/route";

export const tag = () => randomBytes(4).toString("hex");

export type Account = { id: number; username: string; headers: Record<string, string>; token: string };

export async function school() {
  return createOrganization(await db());
}

/** An account with a live session token (as if signed in), of `role` in `organizationId`. */
export async function account(role: "user" | "author" | "teacher" | "admin", organizationId: number | null, name = `${role}-${tag()}`): Promise<Account> {
  const prisma = await db();
  const user = await prisma.user.create({
    data: { username: name, email: `${name}@example.test`, passwordHash: "x", emailVerified: true, role, organizationId },
    select: { id: true, username: true },
  });
  const { record } = await issueSignInRecord(user.id);
  return { ...user, token: record.accessToken, headers: { "x-access-token": record.accessToken } };
}

export type Handler = Parameters<typeof call>[0];

export const as = (who: Account | null, opts: CallOptions = {}): CallOptions => ({ ...opts, headers: { ...(who?.headers ?? {}), ...(opts.headers ?? {}) } });

/** A class of `teacher`'s (through POST /api/classes). */
export async function classOf(teacher: Account, name = `Class ${tag()}`) {
  const res = await call(classes.POST as Handler, "/api/classes", as(teacher, { method: "POST", body: { name, schoolYear: "2026-27" } }));
  if (res.status !== 201) throw new Error(`class not created: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.class as { id: number; code: string; name: string };
}

/** A learner of the open campus (id 3) who joins with the code (through POST /api/classes/join). */
export async function learnerIn(cls: { code: string }, name?: string): Promise<Account> {
  const learner = await account("user", 3, name);
  const res = await call(join.POST as Handler, "/api/classes/join", as(learner, { method: "POST", body: { code: cls.code } }));
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.json)}`);
  return learner;
}
