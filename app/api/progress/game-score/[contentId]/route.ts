// GET /api/progress/game-score/{contentId} – the learner's best round of a game lesson.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getGameScore } from "@/lib/server/progress/game-score";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.gameScore, ({ params: { contentId }, user }) => getGameScore({ userId: user.id, contentId }));
