// POST /api/quiz/attempts – starts a skills test on a content the learner is enrolled in.
import { authedRoute, parseBody } from "@/lib/http";
import { startAttemptBody, type StartAttemptResponse } from "@/lib/schemas/quiz";
import { startAttempt } from "@/lib/server/quiz/start-attempt";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req, user }) => {
    const { contentId } = await parseBody(req, startAttemptBody, 1024);
    return (await startAttempt({ userId: user.id, contentId })) satisfies StartAttemptResponse;
  },
  { limits: ["quiz-start"] },
);
