import "server-only";
// With a model configured, a short personal note on top of the data-based recommendations (cached per result).
import { activeProvider, completeWithModel } from "@/lib/server/ai/provider";
import { recommendationPrompt } from "@/lib/server/ai/prompts";
import { digest, readCachedAnswer, storeAnswer } from "@/lib/server/ai/answer-cache";
import { consumeAiQuota, quotaSubject } from "@/lib/server/ai/quota";
import { log } from "@/lib/server/log/logger";
import type { Recommendations } from "@/lib/schemas/ai";

export async function personalMessage({ userId, key, recs }: { userId: number; key: string; recs: Omit<Recommendations, "message"> }): Promise<string | null> {
  const provider = activeProvider();
  if (provider.kind !== "openai") return null;
  const facts = {
    summary: recs.summary,
    lectures_to_revisit: recs.lectures.map((l) => ({ lecture: l.lectureName, course: l.courseName, missed: l.missedQuestions.length })),
    courses_next: recs.courses.map((c) => ({ course: c.name, why: c.reason })),
  };
  const cacheKey = `recommend:${provider.name}:u${userId}:${key}:${digest(facts)}`;
  const hit = await readCachedAnswer(cacheKey);
  if (hit) return hit;
  try {
    const refund = await consumeAiQuota(quotaSubject({ userId, ip: "" }));
    let text: string;
    try {
      text = await completeWithModel({ prompt: recommendationPrompt(facts), maxTokens: 150 });
    } catch (e) {
      await refund();
      throw e;
    }
    await storeAnswer({ kind: "recommendation", cacheKey, assessmentId: null, answer: text, provider: provider.name });
    return text;
  } catch (e) {
    // The recommendations themselves come from the data; a missing note must not hide them.
    log.warn("personal recommendation note skipped", { error: e instanceof Error ? e.message : String(e) });
    return null;
  }
}
