// POST /api/progress/game-score – a finished round of a game lesson; the learner's best round is kept.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { saveGameScore } from "@/lib/server/progress/game-score";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.saveGameScore, ({ body, user }) => saveGameScore({ userId: user.id, ...body }));
