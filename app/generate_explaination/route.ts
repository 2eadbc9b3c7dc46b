// POST /generate_explaination – why a chosen quiz option is wrong (contract §7 External): {question, options, selectedOption} → {explaination}
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { quotaSubject } from "@/lib/server/ai/quota";
import { generateExplanation } from "@/lib/server/ai/generate-explanation";

export const POST = handle(endpoints.explanation, async ({ body: request, user, ip }) => {
  const userId = user?.id ?? null;
  const { explaination } = await generateExplanation({ request, subject: quotaSubject({ userId, ip }), callerId: userId });
  return { explaination };
});
