import "server-only";
// The home page's recommendations: from the learner's latest finished skills tests.
import { db } from "@/lib/server/db/client";
import type { Recommendations } from "@/lib/schemas/ai";
import { isPassing } from "@/lib/schemas/quiz";
import { lecturesToRevisit } from "./lectures-to-revisit";
import { suggestCourses, type CourseBasis } from "./suggest-courses";
import { personalMessage } from "./personal-message";

const RECENT = 5;

export async function getHomeRecommendations({ userId }: { userId: number }): Promise<Recommendations> {
  const prisma = await db();
  const attempts = await prisma.quizAttempt.findMany({
    where: { userId, finishedAt: { not: null } },
    orderBy: [{ finishedAt: "desc" }, { id: "desc" }],
    take: RECENT,
    select: {
      id: true,
      total: true,
      score: true,
      content: { select: { chapter: { select: { course: { select: { id: true, gradeId: true, boardId: true, grade: true, board: true } } } } } },
    },
  });
  if (!attempts.length) return { attempts: 0, summary: null, lectures: [], courses: [], message: null };

  // Newest first, so each course's basis is its latest test: the next level only when that one passed.
  const basis = new Map<number, CourseBasis>();
  for (const a of attempts) {
    const c = a.content.chapter.course;
    if (!basis.has(c.id)) {
      basis.set(c.id, {
        courseId: c.id,
        gradeId: c.gradeId,
        gradeLevel: c.grade?.level ?? null,
        gradeName: c.grade?.name ?? null,
        boardId: c.boardId,
        boardName: c.board?.name ?? null,
        passed: isPassing(a.score ?? 0, a.total),
      });
    }
  }
  const total = attempts.reduce((n, a) => n + a.total, 0);
  const score = attempts.reduce((n, a) => n + (a.score ?? 0), 0);
  const [lectures, courses] = await Promise.all([
    lecturesToRevisit({ attemptIds: attempts.map((a) => a.id) }),
    suggestCourses({ userId, basis: [...basis.values()] }),
  ]);
  const n = attempts.length;
  const summary = `In your last ${n === 1 ? "skills test" : `${n} skills tests`} you answered ${score} of ${total} questions right first time.`;
  const recs = { attempts: n, summary, lectures, courses };
  return { ...recs, message: await personalMessage({ userId, key: `home${attempts.map((a) => a.id).join("-")}`, recs }) };
}
