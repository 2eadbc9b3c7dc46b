import "server-only";
// POST /api/classes: a teacher's new class in their school, with a fresh class code. An admin may create one
// for a teacher of their school.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { audit } from "@/lib/server/people/audit";
import type { z } from "zod";
import type { createClassBody } from "@/lib/schemas/classes";
import { adminReaches, assertCanTeach, type ClassActor } from "./class-access";
import { classSummary } from "./class-summaries";
import { withNewClassCode } from "./new-class-code";

export const NO_SCHOOL = "Your account is not in a school yet: ask your school's LearnHub admin to add you to it.";
export const NOT_A_TEACHER_HERE = "That teacher is not a teacher of your school.";

type Input = z.infer<typeof createClassBody>;

async function teacherOf(actor: ClassActor, teacherId: number | null | undefined): Promise<{ id: number; organizationId: number }> {
  const prisma = await db();
  if (!teacherId || teacherId === actor.id) {
    const me = await prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { organizationId: true } });
    if (me.organizationId === null) throw new AppError("bad_request", NO_SCHOOL);
    return { id: actor.id, organizationId: me.organizationId };
  }
  if (actor.role !== "admin") throw new AppError("forbidden", "Only an admin can create a class for another teacher.");
  const t = await prisma.user.findUnique({ where: { id: teacherId }, select: { role: true, organizationId: true } });
  if (!t || t.role !== "teacher" || t.organizationId === null || !adminReaches(actor, t.organizationId)) throw new AppError("bad_request", NOT_A_TEACHER_HERE);
  return { id: teacherId, organizationId: t.organizationId };
}

export async function createClass({ actor, input }: { actor: ClassActor; input: Input }) {
  assertCanTeach(actor);
  const teacher = await teacherOf(actor, input.teacherId);
  const prisma = await db();
  const created = await withNewClassCode((code) =>
    prisma.$transaction(async (tx) => {
      const cls = await tx.schoolClass.create({
        data: {
          name: input.name,
          code,
          organizationId: teacher.organizationId,
          teacherId: teacher.id,
          gradeId: input.gradeId ?? null,
          boardId: input.boardId ?? null,
          schoolYear: input.schoolYear,
        },
        select: { id: true },
      });
      await audit(tx, { actorId: actor.id, action: "class.created", targetClassId: cls.id, details: { name: input.name, teacherId: teacher.id } });
      return cls;
    }),
  );
  return classSummary(created.id);
}
