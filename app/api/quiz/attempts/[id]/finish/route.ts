// POST /api/quiz/attempts/{id}/finish – the result: first choices counted, pass at 50%, missed questions revealed.
import { authedRoute, parseWith } from "@/lib/http";
import { attemptParams, type FinishResponse } from "@/lib/schemas/quiz";
import { finishAttempt } from "@/lib/server/quiz/finish-attempt";

export const dynamic = "force-dynamic";

export const POST = authedRoute<{ id: string }>(
  async ({ params, user }) => {
    const { id } = parseWith(attemptParams, params);
    return (await finishAttempt({ userId: user.id, attemptId: id })) satisfies FinishResponse;
  },
  { limits: ["quiz-finish"] },
);
