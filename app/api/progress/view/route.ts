// POST /api/progress/view – marks a content viewed (the tick) and makes it the resume point.
import { authedRoute, parseBody } from "@/lib/http";
import { viewBody, type ViewResponse } from "@/lib/schemas/player";
import { markContentViewed } from "@/lib/server/progress/mark-content-viewed";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req, user }) => {
    const { contentId } = await parseBody(req, viewBody, 1024);
    const result = await markContentViewed({ userId: user.id, contentId });
    return { message: "Success", ...result } satisfies ViewResponse;
  },
  { limits: ["progress-view"] },
);
