// POST /api/quiz/attempts/{id}/answers – records a choice; the score returned follows the current choice.
import { authedRoute, parseBody, parseWith } from "@/lib/http";
import { answerBody, attemptParams, type AnswerResponse } from "@/lib/schemas/quiz";
import { answerQuestion } from "@/lib/server/quiz/answer-question";

export const dynamic = "force-dynamic";

export const POST = authedRoute<{ id: string }>(
  async ({ req, params, user }) => {
    const { id } = parseWith(attemptParams, params);
    const { assessmentId, choice } = await parseBody(req, answerBody, 1024);
    return (await answerQuestion({ userId: user.id, attemptId: id, assessmentId, choice: choice as 1 | 2 | 3 | 4 })) satisfies AnswerResponse;
  },
  { limits: ["quiz-answer"] },
);
