import "server-only";
// The language model behind the tutor: any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, LM Studio)
// when configured, otherwise the built-in offline assistant. One bounded call: a total deadline, one retry.
import OpenAI from "openai";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/server/log/logger";
import { TUTOR_SYSTEM_PROMPT } from "./prompts";

export type AiProvider = { kind: "openai"; name: string; model: string } | { kind: "offline"; name: "offline" };

export const AI_UNAVAILABLE_MESSAGE = "The AI tutor could not answer right now. Please try again in a moment.";

/** A key or a base URL switches the model on (local servers such as Ollama need no key). */
export function activeProvider(): AiProvider {
  const e = env();
  if (e.OPENAI_API_KEY || e.OPENAI_BASE_URL) return { kind: "openai", name: `openai:${e.OPENAI_MODEL}`, model: e.OPENAI_MODEL };
  return { kind: "offline", name: "offline" };
}

/** One completion with the tutor's system prompt. Throws AppError("unavailable") on any provider failure. */
export async function completeWithModel({ prompt, maxTokens }: { prompt: string; maxTokens: number }): Promise<string> {
  const e = env();
  const total = e.AI_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: e.OPENAI_API_KEY ?? "not-needed",
    baseURL: e.OPENAI_BASE_URL,
    // Each attempt may use the whole budget; the overall signal below stops a retry from running past it.
    timeout: total,
    maxRetries: 1,
  });
  const started = Date.now();
  try {
    const res = await client.chat.completions.create(
      {
        model: e.OPENAI_MODEL,
        messages: [
          { role: "system", content: TUTOR_SYSTEM_PROMPT },
          { role: "user", content: prompt },
        ],
        max_tokens: maxTokens,
        temperature: 0.3,
      },
      { signal: AbortSignal.timeout(total) },
    );
    const text = res.choices[0]?.message?.content?.trim();
    if (!text) throw new Error("the model returned an empty answer");
    return text;
  } catch (err) {
    const status = err instanceof OpenAI.APIError ? err.status : undefined;
    log.warn("ai provider call failed", { ms: Date.now() - started, status, error: err instanceof Error ? err.message : String(err) });
    throw new AppError("unavailable", AI_UNAVAILABLE_MESSAGE);
  }
}
