import "server-only";
// A learner's enrolments for My Learning and the enrol page. Only published courses are listed:
// a course taken offline disappears from every learner view at once (contract §4 "Only status 3 is visible").
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import type { EnrollmentItem } from "@/lib/schemas/courses";
import { assertCanActFor } from "@/lib/server/auth/access";
import { publishedCourse } from "@/lib/server/courses/published";

export async function listStudentEnrollments({ actor, userId }: { actor: Pick<SessionUser, "id" | "role">; userId: number }): Promise<EnrollmentItem[]> {
  assertCanActFor(actor, userId, "see enrolments");
  const prisma = await db();
  if (actor.id !== userId) {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw new AppError("not_found", "User not found");
  }
  const rows = await prisma.enrollment.findMany({
    where: { userId, course: publishedCourse },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      userId: true,
      courseId: true,
      createdAt: true,
      course: {
        select: {
          id: true,
          name: true,
          img: true,
          grade: { select: { name: true } },
          board: { select: { name: true } },
          user: { select: { id: true, username: true } },
        },
      },
    },
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
