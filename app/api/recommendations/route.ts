// GET /api/recommendations[?attemptId=] – lectures to revisit and courses that fit next, from the learner's skills tests
import { authedRoute, parseWith, searchParams } from "@/lib/http";
import { recommendationsQuerySchema } from "@/lib/schemas/ai";
import { getAttemptRecommendations } from "@/lib/server/recommendations/get-attempt-recommendations";
import { getHomeRecommendations } from "@/lib/server/recommendations/get-home-recommendations";

export const GET = authedRoute(
  async ({ req, user }) => {
    const { attemptId } = parseWith(recommendationsQuerySchema, searchParams(req));
    return attemptId ? getAttemptRecommendations({ userId: user.id, attemptId }) : getHomeRecommendations({ userId: user.id });
  },
  { limits: ["recommendations"] },
);
