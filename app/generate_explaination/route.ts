// POST /generate_explaination – why a chosen quiz option is wrong (spec §7 External): {question, options, selectedOption} → {explaination}
import { route, parseBody } from "@/lib/http";
import { explanationRequestSchema } from "@/lib/schemas/ai";
import { assertSameOrigin } from "@/lib/server/ai/same-origin";
import { quotaSubject } from "@/lib/server/ai/quota";
import { generateExplanation } from "@/lib/server/ai/generate-explanation";

export const POST = route(
  async ({ req, user, ip }) => {
    assertSameOrigin(req);
    const request = await parseBody(req, explanationRequestSchema, 16 * 1024);
    const { explaination } = await generateExplanation({ request, subject: quotaSubject({ userId: user?.id ?? null, ip }) });
    return { explaination };
  },
  {
    rateLimit: [
      { name: "ai-explain-ip", limit: 120, windowSec: 60, by: "ip" },
      { name: "ai-explain-user", limit: 30, windowSec: 60, by: "user" },
    ],
  },
);
