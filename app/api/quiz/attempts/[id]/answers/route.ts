// POST /api/quiz/attempts/{id}/answers – records a choice; the score returned follows the current choice.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { answerQuestion } from "@/lib/server/quiz/answer-question";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.answerQuestion, ({ params, body: { assessmentId, choice }, user }) =>
  answerQuestion({ userId: user.id, attemptId: params.id, assessmentId, choice: choice as 1 | 2 | 3 | 4 }),
);
