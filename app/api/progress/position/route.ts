// POST /api/progress/position – the player's throttled save of the video position (resume).
import { authedRoute, parseBody } from "@/lib/http";
import { positionBody, type PositionResponse } from "@/lib/schemas/player";
import { savePosition } from "@/lib/server/progress/save-position";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req, user }) => {
    const { contentId, positionSec } = await parseBody(req, positionBody, 1024);
    const result = await savePosition({ userId: user.id, contentId, positionSec });
    return { message: "Success", ...result } satisfies PositionResponse;
  },
  // The player saves about every 5 s plus on pause; this leaves room for several tabs, not for a flood.
  { limits: ["progress-position"] },
);
