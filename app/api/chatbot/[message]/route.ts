// POST /api/chatbot/{message} – the chatbot's reply, OpenAI-shaped: choices[0].message.content (contract §7)
import { route, parseWith, decodePathSegment } from "@/lib/http";
import { chatParamsSchema, type ChatCompletionBody } from "@/lib/schemas/ai";
import { quotaSubject } from "@/lib/server/ai/quota";
import { answerChat } from "@/lib/server/ai/answer-chat";

import { randomUUID } from "node:crypto";

export const POST = route<{ message: string }>(
  async ({ params, user, ip }) => {
    const { message } = parseWith(chatParamsSchema, { message: decodePathSegment(params.message ?? "") });
    const { content, provider } = await answerChat({ message, subject: quotaSubject({ userId: user?.id ?? null, ip }) });
    const body: ChatCompletionBody = {
      id: `chatcmpl-${randomUUID()}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: provider,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    };
    return body;
  },
  {
    limits: ["ai-ip", "ai-chat"],
  },
);
