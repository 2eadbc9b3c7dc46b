import "server-only";
// One answer to one question. The first choice is kept forever (it is what the final score counts); the
// last choice is always updated; the returned score follows the current choice so the learner sees it.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { retryOnUnique } from "@/lib/server/progress/retry-on-unique";
import { getAttemptOrThrow } from "./get-attempt-or-throw";
import { isCorrectChoice, optionText, type OptionNumber } from "./grade-choice";

type Options = { userId: number; attemptId: number; assessmentId: number; choice: OptionNumber };

export async function answerQuestion({ userId, attemptId, assessmentId, choice }: Options): Promise<{ score: 0 | 1 }> {
  const attempt = await getAttemptOrThrow({ userId, attemptId });
  if (attempt.finishedAt) throw new AppError("conflict", "This skills test is already finished. Start it again to try once more.");
  const prisma = await db();
  const assessment = await prisma.assessment.findUnique({
    where: { id: assessmentId },
    select: { id: true, contentId: true, option1: true, option2: true, option3: true, option4: true, correct: true },
  });
  if (!assessment || assessment.contentId !== attempt.contentId) {
    throw new AppError("not_found", "Question not found in this skills test");
  }
  const correct = isCorrectChoice(assessment, choice, { attemptId });
  const text = optionText(assessment, choice);
  await retryOnUnique(() =>
    prisma.quizAnswer.upsert({
      where: { attemptId_assessmentId: { attemptId, assessmentId } },
      create: { attemptId, assessmentId, firstChoice: text, lastChoice: text, firstCorrect: correct },
      update: { lastChoice: text },
    }),
  );
  return { score: correct ? 1 : 0 };
}
