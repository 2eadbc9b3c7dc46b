// POST /generate_explaination – why a chosen quiz option is wrong (contract §7 External): {question, options, selectedOption} → {explaination}
import { route, parseBody } from "@/lib/http";
import { explanationRequestSchema } from "@/lib/schemas/ai";
import { quotaSubject } from "@/lib/server/ai/quota";
import { generateExplanation } from "@/lib/server/ai/generate-explanation";

export const POST = route(
  async ({ req, user, ip }) => {
    const request = await parseBody(req, explanationRequestSchema, 16 * 1024);
    const userId = user?.id ?? null;
    const { explaination } = await generateExplanation({ request, subject: quotaSubject({ userId, ip }), callerId: userId });
    return { explaination };
  },
  {
    limits: ["ai-ip", "ai-explain"],
  },
);
