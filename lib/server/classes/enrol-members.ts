import "server-only";
// Assigned courses enrol the class: every learner in it, now and when they join later. Idempotent: an existing
// enrolment stays as it is (its progress and resume point untouched).
import type { Prisma } from "@/lib/generated/prisma/client";
import { publishedCourse } from "@/lib/server/courses/published";

type Tx = Pick<Prisma.TransactionClient, "enrollment" | "course">;

/** Enrols each of `userIds` in each published course of `courseIds`; returns how many enrolments were new. */
export async function enrolInCourses(tx: Tx, userIds: number[], courseIds: number[]): Promise<number> {
  if (!userIds.length || !courseIds.length) return 0;
  const published = await tx.course.findMany({ where: { id: { in: courseIds }, ...publishedCourse }, select: { id: true } });
  const data = userIds.flatMap((userId) => published.map((c) => ({ userId, courseId: c.id })));
  if (!data.length) return 0;
  const { count } = await tx.enrollment.createMany({ data, skipDuplicates: true });
  return count;
}
