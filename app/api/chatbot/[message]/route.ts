// POST /api/chatbot/{message} – the chatbot's reply, OpenAI-shaped: choices[0].message.content (contract §7)
import { randomUUID } from "node:crypto";
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { quotaSubject } from "@/lib/server/ai/quota";
import { answerChat } from "@/lib/server/ai/answer-chat";

export const POST = handle(endpoints.chatbot, async ({ params: { message }, user, ip }) => {
  const { content, provider } = await answerChat({ message, subject: quotaSubject({ userId: user?.id ?? null, ip }) });
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: "chat.completion" as const,
    created: Math.floor(Date.now() / 1000),
    model: provider,
    choices: [{ index: 0, message: { role: "assistant" as const, content }, finish_reason: "stop" as const }],
  };
});
