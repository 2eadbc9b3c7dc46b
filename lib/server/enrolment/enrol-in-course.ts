import "server-only";
// Enrols a user in a published course. Enrolling twice returns the existing enrolment (idempotent),
// including when two requests race: the unique (user, course) index decides, and the loser reads the row.
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { COURSE_NOT_FOUND } from "@/lib/server/courses/get-published-course-or-throw";
import { assertCanActFor } from "@/lib/server/auth/access";
import { isPublished } from "@/lib/server/courses/published";

export type EnrolResult = { enrollment: { id: number; userId: number; courseId: number }; created: boolean };

const select = { id: true, userId: true, courseId: true } as const;

export async function enrolInCourse({
  actor,
  userId,
  courseId,
}: {
  actor: Pick<SessionUser, "id" | "role">;
  userId: number;
  courseId: number;
}): Promise<EnrolResult> {
  assertCanActFor(actor, userId, "enrol");
  const prisma = await db();
  const [course, user] = await Promise.all([
    prisma.course.findUnique({ where: { id: courseId }, select: { status: true } }),
    actor.id === userId ? Promise.resolve({ id: userId }) : prisma.user.findUnique({ where: { id: userId }, select: { id: true } }),
  ]);
  if (!user) throw new AppError("not_found", "User not found");
  if (!course || !isPublished(course)) throw new AppError("not_found", COURSE_NOT_FOUND);

  const existing = await prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select });
  if (existing) return { enrollment: existing, created: false };
  try {
    return { enrollment: await prisma.enrollment.create({ data: { userId, courseId }, select }), created: true };
  } catch (e) {
    if (dbConstraintError(e) !== "unique") throw e;
    const row = await prisma.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId, courseId } }, select });
    return { enrollment: row, created: false };
  }
}
