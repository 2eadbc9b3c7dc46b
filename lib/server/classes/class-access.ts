import "server-only";
// Who may see and change a class, and the learners in it: its own teacher, or an admin of its school (an admin
// without a school runs the whole platform). Everyone else is told the class does not exist. Every class route
// goes through here, and so does every read of a learner's work by a teacher.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { canTeach } from "@/lib/schemas/roles";

export type ClassActor = Pick<SessionUser, "id" | "role" | "orgId">;

export const CLASS_NOT_FOUND = "Class not found";
export const TEACHERS_ONLY = "Only teachers and admins can do this.";
export const LEARNER_NOT_IN_CLASS = "This learner is not in this class.";

export function assertCanTeach(actor: Pick<SessionUser, "role">) {
  if (!canTeach(actor.role)) throw new AppError("forbidden", TEACHERS_ONLY);
}

/** An admin's reach: one school, or every school for an admin without one. */
export function adminReaches(actor: ClassActor, organizationId: number | null): boolean {
  return actor.role === "admin" && (actor.orgId === null || actor.orgId === organizationId);
}

export function canManageClass(actor: ClassActor, cls: { teacherId: number | null; organizationId: number }): boolean {
  if (actor.role === "teacher") return cls.teacherId === actor.id;
  return adminReaches(actor, cls.organizationId);
}

const classFields = { id: true, name: true, code: true, organizationId: true, teacherId: true, joinOpen: true } as const;

/** The class, if `actor` runs it (404 otherwise, whoever asks: a class's existence is not told to strangers). */
export async function getManagedClassOrThrow({ actor, classId }: { actor: ClassActor; classId: number }) {
  assertCanTeach(actor);
  const prisma = await db();
  const cls = await prisma.schoolClass.findUnique({ where: { id: classId }, select: classFields });
  if (!cls || !canManageClass(actor, cls)) throw new AppError("not_found", CLASS_NOT_FOUND);
  return cls;
}

/** The class and one of its learners, if `actor` runs the class and the learner is in it. */
export async function getManagedLearnerOrThrow({ actor, classId, userId }: { actor: ClassActor; classId: number; userId: number }) {
  const cls = await getManagedClassOrThrow({ actor, classId });
  const prisma = await db();
  const member = await prisma.classMember.findUnique({
    where: { classId_userId: { classId, userId } },
    select: { joinedAt: true, user: { select: { id: true, username: true, email: true, createdById: true } } },
  });
  if (!member) throw new AppError("not_found", LEARNER_NOT_IN_CLASS);
  return { cls, learner: member.user, joinedAt: member.joinedAt };
}
