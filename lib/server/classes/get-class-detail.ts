import "server-only";
// GET /api/classes/{id}: the class, who is in it, and what is assigned.
import { db } from "@/lib/server/db/client";
import type { ClassDetail } from "@/lib/schemas/classes";
import { getManagedClassOrThrow, type ClassActor } from "./class-access";
import { classSummary } from "./class-summaries";
import { assignmentSelect, toAssignmentItems } from "./assignment-items";

export async function getClassDetail({ actor, classId }: { actor: ClassActor; classId: number }): Promise<ClassDetail> {
  await getManagedClassOrThrow({ actor, classId });
  const prisma = await db();
  const [summary, members, assignments] = await Promise.all([
    classSummary(classId),
    prisma.classMember.findMany({
      where: { classId },
      select: { joinedAt: true, user: { select: { id: true, username: true, email: true, createdById: true, mustChangePassword: true } } },
      orderBy: { user: { username: "asc" } },
    }),
    prisma.assignment.findMany({ where: { classId }, select: assignmentSelect, orderBy: [{ dueAt: { sort: "asc", nulls: "last" } }, { id: "asc" }] }),
  ]);
  return {
    class: summary,
    learners: members.map((m) => ({
      id: m.user.id,
      username: m.user.username,
      email: m.user.email,
      joinedAt: m.joinedAt.toISOString(),
      addedByTeacher: m.user.createdById !== null,
      mustChangePassword: m.user.mustChangePassword,
    })),
    assignments: await toAssignmentItems(assignments),
  };
}
