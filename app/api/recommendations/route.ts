// GET /api/recommendations[?attemptId=] – lectures to revisit and courses that fit next, from the learner's skills tests
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getAttemptRecommendations } from "@/lib/server/recommendations/get-attempt-recommendations";
import { getHomeRecommendations } from "@/lib/server/recommendations/get-home-recommendations";

export const GET = handle(endpoints.recommendations, ({ query: { attemptId }, user }) =>
  attemptId ? getAttemptRecommendations({ userId: user.id, attemptId }) : getHomeRecommendations({ userId: user.id }),
);
