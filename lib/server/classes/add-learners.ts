import "server-only";
// POST /api/classes/{id}/learners: a teacher adds learners by name (children without an email address). Each
// gets a username and a one-time password for the class sheet; the first sign-in must choose their own. The
// list is checked whole first: one bad row (a name that breaks the name rule, a malformed or taken email, a
// taken username, the same learner twice) refuses the list with a report per row, and nothing is created. The
// accounts record the teacher who made them and that the school confirmed a parent's consent.
import { randomBytes, randomInt } from "node:crypto";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { hashPassword } from "@/lib/server/auth/password";
import { audit } from "@/lib/server/people/audit";
import { emailSchema, usernameSchema } from "@/lib/schemas/people";
import { readableChars } from "@/lib/schemas/class-code";
import type { AddedLearner, RowProblem } from "@/lib/schemas/classes";
import { getManagedClassOrThrow, type ClassActor } from "./class-access";
import { addToClass } from "./join-class";

function rowsRefused(problems: RowProblem[]): AppError {
  const n = problems.length;
  return new AppError("unprocessable", `Nothing was added: ${n} ${n === 1 ? "problem needs" : "problems need"} fixing.`, { extra: { problems } });
}

type Row = { name: string; email?: string; username?: string };
type Checked = { name: string; email: string | null; username: string | null };

/** A one-time password for a class sheet: 8 characters of the readable alphabet (31^8 ≈ 8.5·10^11), "ABCD-EFGH". */
export function oneTimePassword(): string {
  const chars = readableChars(randomBytes(32), 8);
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A username from the learner's name: "Priya Sharma" → "priya.sharma.482" (any script; digits keep it unique). */
function usernameFrom(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ".")
    .replace(/^\.+|\.+$/g, "")
    .slice(0, 24);
  return `${base || "learner"}.${randomInt(100, 1000)}`;
}

function check(rows: Row[]): { checked: Checked[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const checked = rows.map((r, i) => {
    const row = i + 1;
    const name = usernameSchema.safeParse(r.name);
    if (!name.success) problems.push({ row, field: "name", message: name.error.issues[0]!.message });
    let email: string | null = null;
    if (r.email?.trim()) {
      const e = emailSchema.safeParse(r.email);
      if (e.success) email = e.data;
      else problems.push({ row, field: "email", message: e.error.issues[0]!.message });
    }
    let username: string | null = null;
    if (r.username?.trim()) {
      const u = usernameSchema.safeParse(r.username);
      if (u.success && !/\s/.test(u.data)) username = u.data;
      else problems.push({ row, field: "username", message: "A username may contain letters, digits and . _ - only, without spaces." });
    }
    return { name: name.success ? name.data : r.name, email, username };
  });
  const seen = new Map<string, number>();
  checked.forEach((c, i) => {
    for (const [field, value] of [
      ["email", c.email],
      ["username", c.username],
    ] as const) {
      if (!value) continue;
      const key = `${field}:${value.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) problems.push({ row: i + 1, field, message: `The same ${field} is on row ${first + 1} too.` });
      else seen.set(key, i);
    }
  });
  return { checked, problems };
}

export async function addLearners({ actor, classId, rows }: { actor: ClassActor; classId: number; rows: Row[] }): Promise<AddedLearner[]> {
  const cls = await getManagedClassOrThrow({ actor, classId });
  const { checked, problems } = check(rows);
  const prisma = await db();
  const emails = checked.flatMap((c) => (c.email ? [c.email] : []));
  const names = checked.flatMap((c) => (c.username ? [c.username] : []));
  const taken = await prisma.user.findMany({
    where: { OR: [{ email: { in: emails } }, ...names.map((n) => ({ username: { equals: n, mode: "insensitive" as const } }))] },
    select: { email: true, username: true },
  });
  checked.forEach((c, i) => {
    if (c.email && taken.some((t) => t.email === c.email))
      problems.push({
        row: i + 1,
        field: "email",
        message: "This email already has a LearnHub account: give the learner the class code to join with it instead.",
      });
    if (c.username && taken.some((t) => t.username.toLowerCase() === c.username!.toLowerCase()))
      problems.push({ row: i + 1, field: "username", message: "This username is taken: choose another, or leave it empty for one to be made." });
  });
  if (problems.length) throw rowsRefused(problems.sort((a, b) => a.row - b.row));

  // Hashing is deliberately slow (argon2id): done before the transaction, one learner at a time.
  const prepared: (Checked & { password: string; hash: string })[] = [];
  for (const c of checked) {
    const password = oneTimePassword();
    prepared.push({ ...c, password, hash: await hashPassword(password) });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        const added: AddedLearner[] = [];
        const now = new Date();
        for (const p of prepared) {
          const username = p.username ?? usernameFrom(p.name);
          const user = await tx.user.create({
            data: {
              username,
              email: p.email,
              passwordHash: p.hash,
              mustChangePassword: true,
              role: "user",
              organizationId: cls.organizationId,
              createdById: actor.id,
              parentalConsentAt: now,
            },
            select: { id: true },
          });
          await addToClass(tx, user.id, cls);
          await audit(tx, {
            actorId: actor.id,
            action: "account.created_by_teacher",
            targetUserId: user.id,
            targetClassId: classId,
            details: { parentalConsent: true },
          });
          added.push({ id: user.id, name: p.name, username, oneTimePassword: p.password });
        }
        return added;
      });
    } catch (e) {
      // A generated username that someone took meanwhile: the whole list is tried again with new ones.
      if (dbConstraintError(e) !== "unique" || attempt >= 3) throw e;
    }
  }
}

/** POST /api/classes/{id}/learners/{userId}/one-time-password: a new one-time password for a learner without email. */
export async function resetOneTimePassword({ actor, classId, userId }: { actor: ClassActor; classId: number; userId: number }) {
  await getManagedClassOrThrow({ actor, classId });
  const prisma = await db();
  const member = await prisma.classMember.findUnique({
    where: { classId_userId: { classId, userId } },
    select: { user: { select: { email: true, username: true } } },
  });
  if (!member) throw new AppError("not_found", "This learner is not in this class.");
  if (member.user.email) throw new AppError("bad_request", "This learner has an email address: they can reset their password with Forgot password.");
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  await prisma.user.update({
    where: { id: userId },
    data: { passwordHash: hash, mustChangePassword: true, tokenVersion: { increment: 1 } },
    select: { id: true },
  });
  return { username: member.user.username, oneTimePassword: password };
}
