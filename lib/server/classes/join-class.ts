import "server-only";
// A learner joins a class with its code (POST /api/classes/join; at sign-up, sign-up.ts does the same), sees
// what a code joins before joining (GET /api/classes/preview), and leaves a class (their own work stays theirs).
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { OPEN_CAMPUS_ORG_ID } from "@/lib/server/auth/open-campus";
import { findJoinableClass, type JoinableClass } from "./find-joinable-class";
import { assignmentSelect, coursesOf } from "./assignment-items";
import { enrolInCourses } from "./enrol-members";

/** Unknown, closed and mistyped codes answer alike: a code's answer tells nothing more than "not a class". */
export const CODE_NOT_FOUND = "No class has this code. Check it with your teacher: codes have no 0, O, 1, I or L.";
export const JOINED = "You joined the class.";
export const ALREADY_IN = "You are already in this class.";

export async function previewClass({ code }: { code: string }) {
  const cls = await findJoinableClass(code);
  if (!cls) throw new AppError("not_found", CODE_NOT_FOUND);
  return { name: cls.name, school: cls.school, teacher: cls.teacher };
}

type Tx = Pick<Prisma.TransactionClient, "classMember" | "user" | "assignment" | "enrollment" | "course">;

/**
 * Puts a learner in a class (idempotent): a learner of the open campus (or of no school) becomes a learner of the
 * class's school, and they are enrolled in the courses the class has been assigned. True when they were not in it.
 */
export async function addToClass(tx: Tx, userId: number, cls: Pick<JoinableClass, "id" | "organizationId">): Promise<{ added: boolean; courseIds: number[] }> {
  const { count } = await tx.classMember.createMany({ data: [{ classId: cls.id, userId }], skipDuplicates: true });
  await tx.user.updateMany({
    where: { id: userId, OR: [{ organizationId: null }, { organizationId: OPEN_CAMPUS_ORG_ID }] },
    data: { organizationId: cls.organizationId },
  });
  const courseIds = coursesOf(await tx.assignment.findMany({ where: { classId: cls.id }, select: assignmentSelect }));
  await enrolInCourses(tx, [userId], courseIds);
  return { added: count > 0, courseIds };
}

export async function joinClass({ userId, code }: { userId: number; code: string }) {
  const cls = await findJoinableClass(code);
  if (!cls) throw new AppError("not_found", CODE_NOT_FOUND);
  const prisma = await db();
  const { added, courseIds } = await prisma.$transaction((tx) => addToClass(tx, userId, cls));
  return {
    message: added ? JOINED : ALREADY_IN,
    class: { id: cls.id, name: cls.name, school: cls.school, teacher: cls.teacher },
    enrolledCourseIds: courseIds,
  };
}

export async function leaveClass({ userId, classId }: { userId: number; classId: number }) {
  const prisma = await db();
  const { count } = await prisma.classMember.deleteMany({ where: { classId, userId } });
  if (!count) throw new AppError("not_found", "You are not in this class.");
  return { message: "You left the class. Your courses and work stay yours." };
}

export async function listMyClasses({ userId }: { userId: number }) {
  const prisma = await db();
  const rows = await prisma.classMember.findMany({
    where: { userId },
    select: { schoolClass: { select: { id: true, name: true, organization: { select: { name: true } }, teacher: { select: { username: true } } } } },
    orderBy: { joinedAt: "asc" },
  });
  return rows.map(({ schoolClass: c }) => ({ id: c.id, name: c.name, school: c.organization.name, teacher: c.teacher?.username ?? null }));
}
