import "server-only";
// Classes as their teachers and admins see them in lists: school, teacher, grade, board, and how many learners
// and assignments each has.
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { ClassSummary } from "@/lib/schemas/classes";

const summarySelect = {
  id: true,
  name: true,
  code: true,
  joinOpen: true,
  schoolYear: true,
  grade: { select: { name: true } },
  board: { select: { name: true } },
  organization: { select: { id: true, name: true } },
  teacher: { select: { id: true, username: true } },
  _count: { select: { members: true, assignments: true } },
} satisfies Prisma.SchoolClassSelect;

type Row = Prisma.SchoolClassGetPayload<{ select: typeof summarySelect }>;

function toSummary(c: Row): ClassSummary {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    joinOpen: c.joinOpen,
    schoolYear: c.schoolYear,
    grade: c.grade?.name ?? null,
    board: c.board?.name ?? null,
    school: c.organization,
    teacher: c.teacher,
    learners: c._count.members,
    assignments: c._count.assignments,
  };
}

export async function classSummaries(where: Prisma.SchoolClassWhereInput): Promise<ClassSummary[]> {
  const prisma = await db();
  const rows = await prisma.schoolClass.findMany({ where, select: summarySelect, orderBy: [{ schoolYear: "desc" }, { name: "asc" }, { id: "asc" }] });
  return rows.map(toSummary);
}

export async function classSummary(classId: number): Promise<ClassSummary> {
  const [summary] = await classSummaries({ id: classId });
  return summary!;
}
