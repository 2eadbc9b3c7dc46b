import "server-only";
// Courses that fit next: published, not yet enrolled, same grade and board, or the next grade level.
import { db } from "@/lib/server/db/client";
import type { CourseSuggestion } from "@/lib/schemas/ai";

export type CourseBasis = { courseId: number; gradeId: number | null; gradeLevel: number | null; gradeName: string | null; boardId: number | null; boardName: string | null };

const LIMIT = 4;

export async function suggestCourses({ userId, basis, nextFirst }: { userId: number; basis: CourseBasis[]; nextFirst: boolean }): Promise<CourseSuggestion[]> {
  const prisma = await db();
  const enrolled = await prisma.enrollment.findMany({ where: { userId }, select: { courseId: true } });
  const exclude = [...new Set([...enrolled.map((e) => e.courseId), ...basis.map((b) => b.courseId)])];
  const select = {
    id: true,
    name: true,
    userId: true,
    grade: { select: { name: true, level: true } },
    board: { select: { name: true } },
    user: { select: { username: true } },
  } as const;

  const same: CourseSuggestion[] = [];
  const next: CourseSuggestion[] = [];
  for (const b of basis) {
    if (b.gradeId != null) {
      const rows = await prisma.course.findMany({
        where: { status: 3, gradeId: b.gradeId, ...(b.boardId != null ? { boardId: b.boardId } : {}), id: { notIn: exclude } },
        select,
        orderBy: { id: "asc" },
        take: LIMIT,
      });
      const why = `Same grade and board (${[b.gradeName, b.boardName].filter(Boolean).join(" · ")})`;
      same.push(...rows.map((c) => toSuggestion(c, why)));
    }
    if (b.gradeLevel != null) {
      // The next level is the lowest one above this course that has a published course (same board when set).
      const boardFilter = b.boardId != null ? { boardId: b.boardId } : {};
      const upper = await prisma.course.findFirst({
        where: { status: 3, ...boardFilter, grade: { level: { gt: b.gradeLevel } }, id: { notIn: exclude } },
        select: { grade: { select: { level: true } } },
        orderBy: { grade: { level: "asc" } },
      });
      if (upper?.grade) {
        const rows = await prisma.course.findMany({
          where: { status: 3, ...boardFilter, grade: { level: upper.grade.level }, id: { notIn: exclude } },
          select,
          orderBy: { id: "asc" },
          take: LIMIT,
        });
        next.push(...rows.map((c) => toSuggestion(c, `Next level (${[c.grade?.name, c.board?.name].filter(Boolean).join(" · ")})`)));
      }
    }
  }
  const ordered = nextFirst ? [...next, ...same] : [...same, ...next];
  const seen = new Set<number>();
  return ordered.filter((c) => !seen.has(c.courseId) && seen.add(c.courseId)).slice(0, LIMIT);
}

function toSuggestion(
  c: { id: number; name: string; userId: number; grade: { name: string } | null; board: { name: string } | null; user: { username: string } },
  reason: string,
): CourseSuggestion {
  return { courseId: c.id, name: c.name, grade: c.grade?.name ?? null, board: c.board?.name ?? null, teacherId: c.userId, teacherName: c.user.username, reason };
}
