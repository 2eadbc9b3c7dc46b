import "server-only";
// Recommendations beside a skills-test result: the lectures behind missed questions, and courses that fit next.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { Recommendations } from "@/lib/schemas/ai";
import { isPassing } from "@/lib/schemas/quiz";
import { lecturesToRevisit } from "./lectures-to-revisit";
import { suggestCourses } from "./suggest-courses";
import { personalMessage } from "./personal-message";

export async function getAttemptRecommendations({ userId, attemptId }: { userId: number; attemptId: number }): Promise<Recommendations> {
  const prisma = await db();
  const attempt = await prisma.quizAttempt.findUnique({
    where: { id: attemptId },
    select: {
      userId: true,
      total: true,
      score: true,
      content: { select: { name: true, chapter: { select: { course: { select: { id: true, gradeId: true, boardId: true, grade: true, board: true } } } } } },
      answers: { select: { firstCorrect: true } },
    },
  });
  // Another learner's attempt is reported exactly like a missing one.
  if (!attempt || attempt.userId !== userId) throw new AppError("not_found", "Test attempt not found.");

  const course = attempt.content.chapter.course;
  const score = attempt.score ?? attempt.answers.filter((a) => a.firstCorrect).length;
  const passed = isPassing(score, attempt.total);
  const [lectures, courses] = await Promise.all([
    lecturesToRevisit({ attemptIds: [attemptId] }),
    suggestCourses({
      userId,
      basis: [
        {
          courseId: course.id,
          gradeId: course.gradeId,
          gradeLevel: course.grade?.level ?? null,
          gradeName: course.grade?.name ?? null,
          boardId: course.boardId,
          boardName: course.board?.name ?? null,
          passed,
        },
      ],
    }),
  ]);
  const summary = `You scored ${score} of ${attempt.total} in the skills test of “${attempt.content.name}”.${
    lectures.length ? "" : " You got every question right first time."
  }`;
  const recs = { attempts: 1, summary, lectures, courses };
  return { ...recs, message: await personalMessage({ userId, key: `a${attemptId}`, recs }) };
}
