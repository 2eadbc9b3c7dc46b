// POST /api/progress/position – the player's throttled save of the video position (resume).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { savePosition } from "@/lib/server/progress/save-position";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.savePosition, async ({ body: { contentId, positionSec }, user }) => ({
  message: "Success" as const,
  ...(await savePosition({ userId: user.id, contentId, positionSec })),
}));
