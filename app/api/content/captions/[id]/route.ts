// GET /api/content/captions/{id} – a lecture's own WebVTT captions (text/vtt), for whoever may open the lecture.
// PUT /api/content/captions/{id} – its course's owner or an admin writes them.
import { authedRoute, parseBody, parseWith, route } from "@/lib/http";
import { captionsBody, CAPTIONS_MAX_CHARS, contentIdParams, type CaptionsResponse } from "@/lib/schemas/player";
import { readCaptions, saveCaptions } from "@/lib/server/media/save-captions";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async ({ params, user }) => {
  const { id } = parseWith(contentIdParams, params);
  const vtt = await readCaptions({ viewer: user, contentId: id });
  // The address carries the captions' version (?v=), so a browser may keep them; replacing them changes the address.
  return new Response(vtt, { headers: { "content-type": "text/vtt; charset=utf-8", "cache-control": "private, max-age=86400" } });
});

export const PUT = authedRoute<{ id: string }>(
  async ({ req, params, user }) => {
    const { id } = parseWith(contentIdParams, params);
    const { vtt } = await parseBody(req, captionsBody, CAPTIONS_MAX_CHARS * 4 + 1024);
    const saved = await saveCaptions({ actor: user, contentId: id, vtt });
    return { message: "Captions saved.", ...saved } satisfies CaptionsResponse;
  },
  { limits: ["captions-write"] },
);
