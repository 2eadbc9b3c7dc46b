import "server-only";
// Courses that fit next: published, not yet enrolled. After a failed test, courses at the same grade (same
// board first); the next grade level is offered only for a course whose latest test was passed.
import { db } from "@/lib/server/db/client";
import { publishedCourse } from "@/lib/server/courses/published";
import type { CourseSuggestion } from "@/lib/schemas/ai";

export type CourseBasis = {
  courseId: number;
  gradeId: number | null;
  gradeLevel: number | null;
  gradeName: string | null;
  boardId: number | null;
  boardName: string | null;
  /** Whether the learner's latest test in this course passed (lib/schemas/quiz isPassing). */
  passed: boolean;
};

const LIMIT = 4;

export async function suggestCourses({ userId, basis }: { userId: number; basis: CourseBasis[] }): Promise<CourseSuggestion[]> {
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
        where: { ...publishedCourse, gradeId: b.gradeId, ...(b.boardId != null ? { boardId: b.boardId } : {}), id: { notIn: exclude } },
        select,
        orderBy: { id: "asc" },
        take: LIMIT,
      });
      const why = `Same grade and board (${[b.gradeName, b.boardName].filter(Boolean).join(" · ")})`;
      same.push(...rows.map((c) => toSuggestion(c, why)));
      if (!b.passed && b.boardId != null) {
        // Practice at the same grade from other boards before moving up.
        const others = await prisma.course.findMany({
          where: { ...publishedCourse, gradeId: b.gradeId, boardId: { not: b.boardId }, id: { notIn: exclude } },
          select,
          orderBy: { id: "asc" },
          take: LIMIT,
        });
        same.push(...others.map((c) => toSuggestion(c, `Same grade (${[c.grade?.name, c.board?.name].filter(Boolean).join(" · ")})`)));
      }
    }
    if (b.passed && b.gradeLevel != null) {
      // The next level is the lowest one above this course that has a published course (same board when set).
      const boardFilter = b.boardId != null ? { boardId: b.boardId } : {};
      const upper = await prisma.course.findFirst({
        where: { ...publishedCourse, ...boardFilter, grade: { level: { gt: b.gradeLevel } }, id: { notIn: exclude } },
        select: { grade: { select: { level: true } } },
        orderBy: { grade: { level: "asc" } },
      });
      if (upper?.grade) {
        const rows = await prisma.course.findMany({
          where: { ...publishedCourse, ...boardFilter, grade: { level: upper.grade.level }, id: { notIn: exclude } },
          select,
          orderBy: { id: "asc" },
          take: LIMIT,
        });
        next.push(...rows.map((c) => toSuggestion(c, `Next level (${[c.grade?.name, c.board?.name].filter(Boolean).join(" · ")})`)));
      }
    }
  }
  const ordered = [...next, ...same];
  const seen = new Set<number>();
  return ordered.filter((c) => !seen.has(c.courseId) && seen.add(c.courseId)).slice(0, LIMIT);
}

function toSuggestion(
  c: { id: number; name: string; userId: number; grade: { name: string } | null; board: { name: string } | null; user: { username: string } },
  reason: string,
): CourseSuggestion {
  return {
    courseId: c.id,
    name: c.name,
    grade: c.grade?.name ?? null,
    board: c.board?.name ?? null,
    teacherId: c.userId,
    teacherName: c.user.username,
    reason,
  };
}
