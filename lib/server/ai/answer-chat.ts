import "server-only";
// One chatbot reply: platform facts first, then the model (grounded on them) or the offline assistant.
import { activeProvider, completeWithModel } from "./provider";
import { chatPrompt } from "./prompts";
import { consumeAiQuota } from "./quota";
import { gatherPlatformFacts } from "./gather-platform-facts";
import { composeChatAnswer } from "./offline/compose-chat-answer";

const CHAT_MAX_TOKENS = 500;

export async function answerChat({ message, subject }: { message: string; subject: string }): Promise<{ content: string; provider: string }> {
  const provider = activeProvider();
  const refund = await consumeAiQuota(subject);
  try {
    const facts = await gatherPlatformFacts(message);
    if (provider.kind === "offline") return { content: composeChatAnswer(facts), provider: provider.name };
    const content = await completeWithModel({ prompt: chatPrompt({ message, platform: facts }), maxTokens: CHAT_MAX_TOKENS });
    return { content, provider: provider.name };
  } catch (e) {
    await refund();
    throw e;
  }
}
