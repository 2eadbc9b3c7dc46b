// POST /api/progress/view – marks a content viewed (the tick) and makes it the resume point.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { markContentViewed } from "@/lib/server/progress/mark-content-viewed";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.markViewed, async ({ body: { contentId }, user }) => ({
  message: "Success" as const,
  ...(await markContentViewed({ userId: user.id, contentId })),
}));
