import "server-only";
// GET /api/classes/{id}/learners/{userId}: one learner's work, for their teacher: progress in each enrolled
// course, every skills-test attempt with each first and last choice, and for the class's labs their saved code
// per cell (read-only), whether each checked cell passed (verified or self-reported) and their last run.
import { db } from "@/lib/server/db/client";
import { getCourseProgress } from "@/lib/server/progress/get-course-progress";
import type { LearnerReport } from "@/lib/schemas/teaching";
import { getManagedLearnerOrThrow, type ClassActor } from "@/lib/server/classes/class-access";
import { labInfo } from "@/lib/server/classes/assignment-items";

const isChecked = (c: { expectedOutput: string | null; testCode: string | null }) => c.expectedOutput !== null || c.testCode !== null;

export async function getLearnerReport({ actor, classId, userId }: { actor: ClassActor; classId: number; userId: number }): Promise<LearnerReport> {
  const { learner, joinedAt } = await getManagedLearnerOrThrow({ actor, classId, userId });
  const prisma = await db();
  const [progress, attempts, assignedLabs, activeLabs] = await Promise.all([
    getCourseProgress({ userId }),
    prisma.quizAttempt.findMany({
      // A test opened and left has no number: it is no attempt (lib/server/quiz/start-attempt.ts).
      where: { userId, attemptNumber: { not: null } },
      orderBy: [{ startedAt: "desc" }],
      select: {
        id: true,
        attemptNumber: true,
        contentId: true,
        score: true,
        total: true,
        startedAt: true,
        finishedAt: true,
        content: { select: { name: true, chapter: { select: { course: { select: { name: true } } } } } },
        answers: {
          select: { firstChoice: true, lastChoice: true, firstCorrect: true, assessment: { select: { question: true, correct: true, position: true } } },
        },
      },
    }),
    prisma.assignment.findMany({ where: { classId, kind: "lab" }, select: { labId: true } }),
    prisma.labActivity.findMany({ where: { userId }, select: { labId: true }, distinct: ["labId"] }),
  ]);
  const courseNames = new Map(
    (await prisma.course.findMany({ where: { id: { in: progress.map((p) => p.courseId) } }, select: { id: true, name: true } })).map((c) => [c.id, c.name]),
  );
  const labIds = [...new Set([...assignedLabs.map((a) => a.labId!), ...activeLabs.map((a) => a.labId)])];
  const [labs, cells] = await Promise.all([
    labInfo(labIds),
    prisma.labCell.findMany({
      where: { labId: { in: labIds } },
      orderBy: [{ labId: "asc" }, { cellId: "asc" }],
      select: {
        id: true,
        labId: true,
        cellId: true,
        preText: true,
        expectedOutput: true,
        testCode: true,
        userCodes: { where: { userId }, select: { code: true } },
        passes: { where: { userId }, select: { verifiedAt: true } },
        activity: { where: { userId }, select: { lastRunAt: true, outcome: true, errorLine: true, output: true, code: true } },
      },
    }),
  ]);
  return {
    learner: { id: learner.id, username: learner.username, email: learner.email, joinedAt: joinedAt.toISOString() },
    courses: progress.map((p) => ({ courseId: p.courseId, name: courseNames.get(p.courseId) ?? "", percent: p.percent, contents: p.contents, tests: p.tests })),
    attempts: attempts.map((a) => ({
      attemptId: a.id,
      attemptNumber: a.attemptNumber ?? 0,
      contentId: a.contentId,
      lecture: a.content.name,
      course: a.content.chapter.course.name,
      score: a.score,
      total: a.total,
      startedAt: a.startedAt.toISOString(),
      finishedAt: a.finishedAt?.toISOString() ?? null,
      answers: [...a.answers]
        .sort((x, y) => x.assessment.position - y.assessment.position)
        .map((x) => ({
          question: x.assessment.question,
          firstChoice: x.firstChoice,
          lastChoice: x.lastChoice,
          correct: x.assessment.correct,
          firstCorrect: x.firstCorrect,
        })),
    })),
    labs: labIds.flatMap((labId) => {
      const info = labs.get(labId);
      if (!info) return [];
      return [
        {
          labId,
          title: info.title,
          language: info.language,
          cells: cells
            .filter((c) => c.labId === labId)
            .map((c) => {
              const run = c.activity[0];
              const pass = c.passes[0];
              return {
                cellId: c.id,
                number: c.cellId,
                instructions: c.preText,
                checked: isChecked(c),
                pass: pass ? (pass.verifiedAt ? ("verified" as const) : ("self-reported" as const)) : null,
                savedCode: c.userCodes[0]?.code ?? null,
                lastRun: run ? { at: run.lastRunAt.toISOString(), outcome: run.outcome, errorLine: run.errorLine, output: run.output, code: run.code } : null,
              };
            }),
        },
      ];
    }),
  };
}
