import "server-only";
// GET /api/classes/{id}/gradebook: the class's learners × its assignments. Courses: progress % (lessons viewed
// and tests passed, as My Learning counts it). Tests: the first attempt's score (the one a teacher can trust:
// answers are shown after each try), the best score and how many attempts. Labs: checked cells passed, verified
// by the server apart from only reported by the learner's browser. Who has not started, who is behind a due
// date, and the class average per item. A few queries for the whole class, whatever its size.
import type { Chapter, ContentProgress, QuizAttempt } from "@/lib/generated/prisma/client";
import { db, sql } from "@/lib/server/db/client";
import { progressPercent } from "@/lib/schemas/progress";
import type { Gradebook, GradebookCell, GradebookItem } from "@/lib/schemas/teaching";
import { getManagedClassOrThrow, type ClassActor } from "@/lib/server/classes/class-access";
import { assignmentSelect, toAssignmentItems } from "@/lib/server/classes/assignment-items";

type Facts = Awaited<ReturnType<typeof gather>>;

/** Per learner and test: answered attempts, the first and best finished scores, and whether one passed (at the test's own pass mark). */
/** Typed from the schema (docs/conventions.md); the counts, scores and pass are computed per learner and test. */
type AttemptSummary = Pick<QuizAttempt, "userId" | "contentId"> & {
  attempts: number;
  first: QuizAttempt["score"];
  best: QuizAttempt["score"];
  passed: boolean;
};

/**
 * Two rounds of queries: the class's learners and assignments (beside the access check), then everything about
 * them at once. A teacher polls this during a lesson while the class's writes keep both cores busy, where each
 * round waits its turn: the tested lessons of the assigned courses are found by the attempts' own query, not
 * first read back (three rounds took p95 402 ms in the bench's lesson).
 */
async function gather(classId: number, access: Promise<unknown>) {
  const prisma = await db();
  const [, members, assignments] = await Promise.all([
    access,
    prisma.classMember.findMany({ where: { classId }, select: { user: { select: { id: true, username: true } } }, orderBy: { user: { username: "asc" } } }),
    prisma.assignment.findMany({ where: { classId }, select: assignmentSelect, orderBy: [{ dueAt: { sort: "asc", nulls: "last" } }, { id: "asc" }] }),
  ]);
  const userIds = members.map((m) => m.user.id);
  const courseIds = assignments.flatMap((a) => (a.kind === "course" && a.courseId != null ? [a.courseId] : []));
  const testIds = assignments.flatMap((a) => (a.kind === "test" && a.contentId != null ? [a.contentId] : []));
  const labIds = assignments.flatMap((a) => (a.kind === "lab" && a.labId != null ? [a.labId] : []));

  // Aggregated in the database (a class of 40 with 200 lessons is 8,000 progress rows: summed there, not mapped here).
  const [contents, questionCounts, cells, viewed, attempts, passes, activity] = await Promise.all([
    prisma.content.findMany({
      where: { chapter: { courseId: { in: courseIds } } },
      select: { id: true, chapter: { select: { courseId: true } }, _count: { select: { assessments: { where: { retiredAt: null } } } } },
    }),
    prisma.assessment.groupBy({ by: ["contentId"], where: { contentId: { in: testIds }, retiredAt: null }, _count: { _all: true } }),
    prisma.labCell.findMany({
      where: { labId: { in: labIds }, OR: [{ expectedOutput: { not: null } }, { testCode: { not: null } }] },
      select: { id: true, labId: true },
    }),
    sql<Pick<ContentProgress, "userId"> & { courseId: Chapter["courseId"]; viewed: number }>`
      SELECT p.user_id AS "userId", ch.course_id AS "courseId", count(*)::int AS viewed
      FROM content_progress p JOIN contents c ON c.id = p.content_id JOIN chapters ch ON ch.id = c.chapter_id
      WHERE p.viewed AND p.user_id = ANY(${userIds}::int[]) AND ch.course_id = ANY(${courseIds}::int[])
      GROUP BY 1, 2`,
    // The assigned tests and the assigned courses' lessons that have a test. A test opened and left has no number:
    // it is no attempt (lib/server/quiz/start-attempt.ts).
    sql<AttemptSummary>`
      SELECT a.user_id AS "userId", a.content_id AS "contentId", count(*)::int AS attempts,
             max(a.score) FILTER (WHERE a.attempt_number = 1 AND a.finished_at IS NOT NULL) AS first,
             max(a.score) FILTER (WHERE a.finished_at IS NOT NULL) AS best,
             coalesce(bool_or(a.finished_at IS NOT NULL AND a.total > 0 AND a.score * 100 >= a.total * c.pass_percent), false) AS passed
      FROM quiz_attempts a JOIN contents c ON c.id = a.content_id JOIN chapters ch ON ch.id = c.chapter_id
      WHERE a.attempt_number IS NOT NULL AND a.user_id = ANY(${userIds}::int[])
        AND (a.content_id = ANY(${testIds}::int[])
             OR (ch.course_id = ANY(${courseIds}::int[]) AND EXISTS (SELECT 1 FROM assessments q WHERE q.content_id = c.id AND q.retired_at IS NULL)))
      GROUP BY 1, 2`,
    prisma.userCellPass.findMany({
      where: { userId: { in: userIds }, cell: { labId: { in: labIds } } },
      select: { userId: true, cellId: true, verifiedAt: true },
    }),
    prisma.labActivity.findMany({
      where: { userId: { in: userIds }, labId: { in: labIds } },
      select: { userId: true, labId: true },
      distinct: ["userId", "labId"],
    }),
  ]);
  return { members, assignments, contents, questionCounts, cells, viewed, attempts, passes, activity };
}

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** The facts indexed once, so each learner × item is a few look-ups. */
function index(f: Facts) {
  return {
    lessonsByCourse: groupBy(f.contents, (c) => c.chapter.courseId),
    viewed: new Map(f.viewed.map((v) => [`${v.userId}:${v.courseId}`, v.viewed])),
    attempts: new Map(f.attempts.map((t) => [`${t.userId}:${t.contentId}`, t])),
    passesByUser: groupBy(f.passes, (p) => p.userId),
    activeInLab: new Set(f.activity.map((x) => `${x.userId}:${x.labId}`)),
    questions: new Map(f.questionCounts.map((q) => [q.contentId, q._count._all])),
    checkedByLab: groupBy(f.cells, (c) => c.labId),
  };
}
type Index = ReturnType<typeof index>;

function cellFor(ix: Index, a: Facts["assignments"][number], userId: number): { cell: GradebookCell; done: boolean; score: number | null } {
  if (a.kind === "course") {
    const lessons = ix.lessonsByCourse.get(a.courseId!) ?? [];
    const tested = lessons.filter((c) => c._count.assessments > 0);
    const contents = { viewed: ix.viewed.get(`${userId}:${a.courseId}`) ?? 0, total: lessons.length };
    const tests = { passed: tested.filter((c) => ix.attempts.get(`${userId}:${c.id}`)?.passed).length, total: tested.length };
    const percent = progressPercent({ contents, tests });
    const started = contents.viewed > 0 || tested.some((c) => ix.attempts.has(`${userId}:${c.id}`));
    return { cell: { kind: "course", started, percent }, done: percent === 100, score: started ? percent : null };
  }
  if (a.kind === "test") {
    const t = ix.attempts.get(`${userId}:${a.contentId}`);
    const total = ix.questions.get(a.contentId!) ?? 0;
    return {
      cell: { kind: "test", started: Boolean(t), firstScore: t?.first ?? null, bestScore: t?.best ?? null, attempts: t?.attempts ?? 0 },
      done: t?.passed ?? false,
      score: t?.first != null && total ? (100 * t.first) / total : null,
    };
  }
  const checked = new Set((ix.checkedByLab.get(a.labId!) ?? []).map((c) => c.id));
  const mine = (ix.passesByUser.get(userId) ?? []).filter((p) => checked.has(p.cellId));
  const verified = mine.filter((p) => p.verifiedAt).length;
  const started = mine.length > 0 || ix.activeInLab.has(`${userId}:${a.labId}`);
  return {
    cell: { kind: "lab", started, verified, selfReported: mine.length - verified },
    done: checked.size > 0 && verified === checked.size,
    score: started && checked.size ? (100 * verified) / checked.size : null,
  };
}

export async function getGradebook({ actor, classId, now = new Date() }: { actor: ClassActor; classId: number; now?: Date }): Promise<Gradebook> {
  const f = await gather(classId, getManagedClassOrThrow({ actor, classId }));
  const ix = index(f);
  const titled = await toAssignmentItems(f.assignments);
  const scores = f.assignments.map(() => [] as number[]);
  const rows = f.members.map(({ user }) => {
    const behind: number[] = [];
    const cells = f.assignments.map((a, i) => {
      const { cell, done, score } = cellFor(ix, a, user.id);
      if (score !== null) scores[i]!.push(score);
      if (!done && a.dueAt && a.dueAt < now) behind.push(a.id);
      return cell;
    });
    return { learner: user, cells, behind, notStarted: cells.length > 0 && cells.every((c) => !c.started) };
  });
  const items: GradebookItem[] = f.assignments.map((a, i) => {
    const total =
      a.kind === "course"
        ? (ix.lessonsByCourse.get(a.courseId!) ?? []).reduce((n, c) => n + 1 + (c._count.assessments > 0 ? 1 : 0), 0)
        : a.kind === "test"
          ? (ix.questions.get(a.contentId!) ?? 0)
          : (ix.checkedByLab.get(a.labId!) ?? []).length;
    const s = scores[i]!;
    return {
      assignmentId: a.id,
      kind: a.kind,
      title: titled[i]!.title,
      dueAt: titled[i]!.dueAt,
      total,
      average: s.length ? Math.round((10 * s.reduce((x, y) => x + y, 0)) / s.length) / 10 : null,
    };
  });
  return { items, rows, generatedAt: now.toISOString() };
}
