import "server-only";
// 'Show Recommendation': the result counts only the FIRST choice of each question (contract §4) and passes at
// 50%. Finishing twice returns the same result. Once finished, the right answers may be revealed.
import { db } from "@/lib/server/db/client";
import { isPassing, type FinishResponse, type MissedQuestion } from "@/lib/schemas/quiz";
import { getAttemptOrThrow } from "./get-attempt-or-throw";
import { correctOptionOrLog, optionText } from "./grade-choice";

export async function finishAttempt({ userId, attemptId }: { userId: number; attemptId: number }): Promise<FinishResponse> {
  const attempt = await getAttemptOrThrow({ userId, attemptId });
  const prisma = await db();
  const [assessments, answers] = await Promise.all([
    prisma.assessment.findMany({
      where: { contentId: attempt.contentId },
      orderBy: { position: "asc" },
      select: { id: true, question: true, option1: true, option2: true, option3: true, option4: true, correct: true },
    }),
    prisma.quizAnswer.findMany({ where: { attemptId }, select: { assessmentId: true, firstChoice: true, firstCorrect: true } }),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.assessmentId, a]));
  // Questions added to the lesson after the attempt started cannot push the score past its total.
  const score = Math.min(attempt.total, answers.filter((a) => a.firstCorrect).length);

  if (!attempt.finishedAt) {
    await prisma.quizAttempt.updateMany({ where: { id: attemptId, finishedAt: null }, data: { score, finishedAt: new Date() } });
  }

  const missed: MissedQuestion[] = [];
  for (const a of assessments) {
    const answer = byQuestion.get(a.id);
    if (answer?.firstCorrect) continue;
    const right = correctOptionOrLog(a, { attemptId });
    missed.push({
      assessmentId: a.id,
      question: a.question,
      chosen: answer?.firstChoice ?? null,
      correct: right === null ? null : optionText(a, right),
      contentId: attempt.contentId,
    });
  }
  const finalScore = attempt.score ?? score;
  const firstAttempt = attempt.attemptNumber === 1;
  const first = firstAttempt
    ? { score: finalScore }
    : await prisma.quizAttempt.findUnique({
        where: { userId_contentId_attemptNumber: { userId, contentId: attempt.contentId, attemptNumber: 1 } },
        select: { score: true },
      });
  return {
    attemptId,
    total: attempt.total,
    score: finalScore,
    passed: isPassing(finalScore, attempt.total),
    missed,
    attemptNumber: attempt.attemptNumber,
    firstAttempt,
    firstAttemptScore: first?.score ?? null,
  };
}
