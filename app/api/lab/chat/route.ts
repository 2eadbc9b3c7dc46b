// POST /api/lab/chat – { prompt, language? } → { response }: the lab assistant (model or offline), with the
// chatbot's rate limits (in buckets of its own) and the same daily AI quota per learner.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { quotaSubject } from "@/lib/server/ai/quota";
import { answerLabChat } from "@/lib/server/labs/answer-lab-chat";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.labChat, async ({ body: input, user, ip }) => {
  const { response } = await answerLabChat({ input, subject: quotaSubject({ userId: user?.id ?? null, ip }) });
  return { response };
});
