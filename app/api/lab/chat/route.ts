// POST /api/lab/chat – { prompt, language? } → { response }: the lab assistant (model or offline), with the
// chatbot's rate limits (in buckets of its own) and the same daily AI quota per learner.
import { parseBody, route } from "@/lib/http";
import { labChatSchema, type LabChatResponse } from "@/lib/schemas/labs";
import { quotaSubject } from "@/lib/server/ai/quota";
import { answerLabChat } from "@/lib/server/labs/answer-lab-chat";

export const dynamic = "force-dynamic";

export const POST = route(
  async ({ req, user, ip }) => {
    const input = await parseBody(req, labChatSchema, 8 * 1024);
    const { response } = await answerLabChat({ input, subject: quotaSubject({ userId: user?.id ?? null, ip }) });
    const body: LabChatResponse = { response };
    return body;
  },
  {
    limits: ["ai-ip", "lab-chat"],
  },
);
