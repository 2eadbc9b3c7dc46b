// POST /api/lab/save – { code, language?, title? } → { message: 'Code saved successfully!', response? }: the help
// box's text (a model's short review, or the offline static check's findings).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { quotaSubject } from "@/lib/server/ai/quota";
import { reviewSavedCode } from "@/lib/server/labs/review-saved-code";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.saveCode, ({ body: input, user, ip }) => reviewSavedCode({ input, subject: quotaSubject({ userId: user.id, ip }) }));
