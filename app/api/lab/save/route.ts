// POST /api/lab/save – { code, language?, title? } → { message: 'Code saved successfully!', response? }: the help
// box's text (a model's short review, or the offline static check's findings).
import { authedRoute, parseBody } from "@/lib/http";
import { saveCodeSchema, type SaveCodeResponse } from "@/lib/schemas/labs";
import { quotaSubject } from "@/lib/server/ai/quota";
import { reviewSavedCode } from "@/lib/server/labs/review-saved-code";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req, user, ip }) => {
    const input = await parseBody(req, saveCodeSchema);
    const body: SaveCodeResponse = await reviewSavedCode({ input, subject: quotaSubject({ userId: user.id, ip }) });
    return body;
  },
  { limits: ["lab-save"] },
);
