// GET /api/studio/contents/{id}/test – a lesson's skills test. PUT – saves it whole.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getTest, saveTest } from "@/lib/server/studio/skills-test";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.studioTest, async ({ user, params: { id } }) => ({
  message: "Success",
  test: await getTest({ actor: user, contentId: id }),
}));

export const PUT = handle(endpoints.saveStudioTest, async ({ user, params: { id }, body }) => ({
  message: "Skills test saved.",
  test: await saveTest({ actor: user, contentId: id, test: body }),
}));
