// GET /api/content/captions/{id} – a lecture's own WebVTT captions (text/vtt), for whoever may open the lecture.
// PUT /api/content/captions/{id} – its course's owner or an admin writes them.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { readCaptions, saveCaptions } from "@/lib/server/media/save-captions";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.captions, async ({ params: { id }, user }) => {
  const vtt = await readCaptions({ viewer: user, contentId: id });
  // The address carries the captions' version (?v=), so a browser may keep them; replacing them changes the address.
  return new Response(vtt, { headers: { "content-type": "text/vtt; charset=utf-8", "cache-control": "private, max-age=86400" } });
});

export const PUT = handle(endpoints.saveCaptions, async ({ params: { id }, body: { vtt }, user }) => ({
  message: "Captions saved.",
  ...(await saveCaptions({ actor: user, contentId: id, vtt })),
}));
