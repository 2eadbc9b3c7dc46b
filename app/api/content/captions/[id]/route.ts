// PUT /api/content/captions/{id} – an author's WebVTT captions for a lecture video stored by this server.
import { authedRoute, parseBody, parseWith } from "@/lib/http";
import { captionsBody, CAPTIONS_MAX_CHARS, contentIdParams, type CaptionsResponse } from "@/lib/schemas/player";
import { saveCaptions } from "@/lib/server/media/save-captions";

export const dynamic = "force-dynamic";

export const PUT = authedRoute<{ id: string }>(
  async ({ req, params, user }) => {
    const { id } = parseWith(contentIdParams, params);
    const { vtt } = await parseBody(req, captionsBody, CAPTIONS_MAX_CHARS * 4 + 1024);
    const saved = await saveCaptions({ actor: user, contentId: id, vtt });
    return { message: "Captions saved.", ...saved } satisfies CaptionsResponse;
  },
  { limits: ["captions-write"] },
);
