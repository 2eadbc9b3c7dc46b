import "server-only";
// Per-course progress for the learner's enrolled courses: what My Learning and the course player show.
import { db } from "@/lib/server/db/client";
import { progressPercent, type CourseProgress } from "@/lib/schemas/progress";
import { isPassing } from "@/lib/schemas/quiz";

export async function getCourseProgress({ userId, courseId }: { userId: number; courseId?: number }): Promise<CourseProgress[]> {
  const prisma = await db();
  const enrollments = await prisma.enrollment.findMany({
    where: { userId, ...(courseId != null ? { courseId } : {}) },
    select: {
      courseId: true,
      lastContentId: true,
      course: {
        select: {
          chapters: {
            orderBy: { position: "asc" },
            select: {
              name: true,
              contents: { orderBy: { position: "asc" }, select: { id: true, name: true, _count: { select: { assessments: { where: { retiredAt: null } } } } } },
            },
          },
        },
      },
    },
    orderBy: { createdAt: "asc" },
  });
  if (!enrollments.length) return [];

  const contentIds = enrollments.flatMap((e) => e.course.chapters.flatMap((ch) => ch.contents.map((c) => c.id)));
  const [viewedRows, attempts] = await Promise.all([
    prisma.contentProgress.findMany({ where: { userId, viewed: true, contentId: { in: contentIds } }, select: { contentId: true } }),
    prisma.quizAttempt.findMany({
      where: { userId, contentId: { in: contentIds }, finishedAt: { not: null } },
      select: { contentId: true, score: true, total: true, version: { select: { passPercent: true } } },
    }),
  ]);
  const viewed = new Set(viewedRows.map((r) => r.contentId));
  // A test counts as passed once any finished attempt passed it.
  // Each attempt passes at the pass mark of the test version it was taken on (the studio may change it later).
  const passed = new Set(attempts.filter((a) => isPassing(a.score ?? 0, a.total, a.version?.passPercent)).map((a) => a.contentId));

  return enrollments.map((e) => {
    const lessons = e.course.chapters.flatMap((ch) => ch.contents.map((c) => ({ ...c, chapterName: ch.name })));
    const tested = lessons.filter((c) => c._count.assessments > 0);
    const contents = { viewed: lessons.filter((c) => viewed.has(c.id)).length, total: lessons.length };
    const tests = { passed: tested.filter((c) => passed.has(c.id)).length, total: tested.length };
    const completed = lessons.length > 0 && contents.viewed === contents.total && tests.passed === tests.total;
    const last = lessons.find((c) => c.id === e.lastContentId);
    const pick = last ?? lessons.find((c) => !viewed.has(c.id)) ?? lessons[0];
    return {
      courseId: e.courseId,
      contents,
      tests,
      percent: progressPercent({ contents, tests }),
      completed,
      next: pick ? { contentId: pick.id, name: pick.name, chapterName: pick.chapterName, resumed: pick === last } : null,
    };
  });
}
