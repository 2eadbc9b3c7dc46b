import "server-only";
// GET /api/classes/{id}/tests/{contentId}: how the class did on one skills test, from each learner's first
// attempt: for every question the share of first choices on each option and the facility index (share right at
// the first choice), most-missed first — the teacher's next lesson plan.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { TestStats } from "@/lib/schemas/teaching";
import { getManagedClassOrThrow, type ClassActor } from "@/lib/server/classes/class-access";

const share = (n: number, of: number) => (of ? Math.round((1000 * n) / of) / 1000 : 0);

export async function getTestStats({ actor, classId, contentId }: { actor: ClassActor; classId: number; contentId: number }): Promise<TestStats> {
  await getManagedClassOrThrow({ actor, classId });
  const prisma = await db();
  const content = await prisma.content.findUnique({
    where: { id: contentId },
    select: {
      name: true,
      chapter: { select: { course: { select: { name: true } } } },
      assessments: {
        orderBy: { position: "asc" },
        select: { id: true, position: true, question: true, option1: true, option2: true, option3: true, option4: true, correct: true },
      },
    },
  });
  if (!content || !content.assessments.length) throw new AppError("not_found", "This lecture has no skills test.");
  const learners = await prisma.classMember.count({ where: { classId } });
  const answers = await prisma.quizAnswer.findMany({
    where: { attempt: { contentId, attemptNumber: 1, user: { classMemberships: { some: { classId } } } } },
    select: { assessmentId: true, firstChoice: true, firstCorrect: true, attempt: { select: { userId: true } } },
  });
  const attempted = new Set(answers.map((a) => a.attempt.userId)).size;
  const norm = (s: string) => s.trim().toLowerCase();
  const questions = content.assessments.map((q) => {
    const mine = answers.filter((a) => a.assessmentId === q.id);
    const right = mine.filter((a) => a.firstCorrect).length;
    return {
      assessmentId: q.id,
      position: q.position,
      question: q.question,
      options: [q.option1, q.option2, q.option3, q.option4].map((text) => {
        const n = mine.filter((a) => norm(a.firstChoice) === norm(text)).length;
        return { text, correct: norm(text) === norm(q.correct), firstChoices: n, share: share(n, mine.length) };
      }),
      answered: mine.length,
      facility: mine.length ? share(right, mine.length) : null,
    };
  });
  // Most missed first; questions nobody answered yet last.
  questions.sort((a, b) => (a.facility ?? 2) - (b.facility ?? 2) || a.position - b.position);
  return { test: { contentId, lecture: content.name, course: content.chapter.course.name }, attempted, learners, questions };
}
