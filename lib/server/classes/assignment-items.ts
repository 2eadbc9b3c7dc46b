import "server-only";
// Assignments as both sides read them: what each is called and where a learner opens it.
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { AssignmentItem } from "@/lib/schemas/classes";
import type { LabLanguage } from "@/lib/labs/languages";

export const assignmentSelect = {
  id: true,
  kind: true,
  courseId: true,
  contentId: true,
  labId: true,
  dueAt: true,
  createdAt: true,
  classId: true,
  course: { select: { name: true } },
  content: { select: { name: true, chapter: { select: { courseId: true, course: { select: { name: true } } } } } },
} satisfies Prisma.AssignmentSelect;

export type AssignmentRow = Prisma.AssignmentGetPayload<{ select: typeof assignmentSelect }>;

/** Lab titles and languages by lab id (a lab is its cells; they share a title). */
export async function labInfo(labIds: number[]): Promise<Map<number, { title: string; language: LabLanguage }>> {
  if (!labIds.length) return new Map();
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: { labId: { in: labIds } },
    select: { labId: true, title: true, language: true },
    orderBy: [{ labId: "asc" }, { cellId: "asc" }],
    distinct: ["labId"],
  });
  return new Map(cells.map((c) => [c.labId, { title: c.title, language: c.language }]));
}

export async function toAssignmentItems(rows: AssignmentRow[]): Promise<AssignmentItem[]> {
  const labs = await labInfo(rows.flatMap((r) => (r.labId != null ? [r.labId] : [])));
  return rows.map((r) => {
    const lab = r.labId != null ? labs.get(r.labId) : undefined;
    const title =
      r.kind === "course"
        ? (r.course?.name ?? "A course")
        : r.kind === "test"
          ? `Skills test: ${r.content?.name ?? "a lecture"} (${r.content?.chapter.course.name ?? "a course"})`
          : (lab?.title ?? `Lab ${r.labId}`);
    return {
      id: r.id,
      kind: r.kind,
      title,
      courseId: r.courseId ?? r.content?.chapter.courseId ?? null,
      contentId: r.contentId,
      labId: r.labId,
      labLanguage: lab?.language ?? null,
      dueAt: r.dueAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The courses a class's assignments need its learners enrolled in (assigned courses, and the courses of assigned tests). */
export function coursesOf(rows: Pick<AssignmentRow, "courseId" | "content">[]): number[] {
  return [...new Set(rows.flatMap((r) => (r.courseId != null ? [r.courseId] : r.content ? [r.content.chapter.courseId] : [])))];
}
