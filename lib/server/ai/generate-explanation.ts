import "server-only";
// Why a chosen option is wrong: cached per (assessment, chosen option), else the model or the offline assistant.
// The right option of a question LearnHub holds is named only to a caller who has already answered that question
// in a test of theirs (the explanation is shown under their recorded answer): anyone else — a visitor, or a
// learner who has not answered it yet — gets the lecture to revisit and nothing that gives the answer away, and
// no model is asked (it would work the answer out).
import type { ExplanationRequest } from "@/lib/schemas/ai";
import { activeProvider, completeWithModel } from "./provider";
import { explanationPrompt } from "./prompts";
import { findAssessment } from "./find-assessment";
import { digest, readCachedAnswer, storeAnswer } from "./answer-cache";
import { consumeAiQuota } from "./quota";
import { searchCatalogue } from "./search-catalogue";
import { explainBeforeAnswered, explainKnownOffline, explainUnknownOffline } from "./offline/explain-offline";

export type Explanation = { explaination: string; provider: string; cached: boolean };

const EXPLANATION_MAX_TOKENS = 400;

type Options = { request: ExplanationRequest; subject: string; callerId: number | null };

export async function generateExplanation({ request, subject, callerId }: Options): Promise<Explanation> {
  const provider = activeProvider();
  const known = await findAssessment({ question: request.question, options: request.options, callerId });
  if (known && !known.answeredByCaller) return { explaination: explainBeforeAnswered(known), provider: "offline", cached: false };
  const chosen = request.selectedOption.trim().toLowerCase();
  // Answers from different providers never mix: configuring a model later does not serve offline texts.
  const cacheKey = known
    ? // v2: explanations of known questions quote their own lecture (earlier stored texts said "does not say more").
      `explain:${provider.name}:v2:a${known.id}:${digest(chosen)}`
    : `explain:${provider.name}:q${digest([request.question.toLowerCase(), request.options.map((o) => o.toLowerCase()), chosen])}`;

  const hit = await readCachedAnswer(cacheKey);
  if (hit) return { explaination: hit, provider: provider.name, cached: true };

  const refund = await consumeAiQuota(subject);
  let text: string;
  try {
    if (provider.kind === "openai" && !(known && known.correct.trim().toLowerCase() === chosen)) {
      text = await completeWithModel({
        prompt: explanationPrompt({
          question: request.question,
          options: request.options,
          selectedOption: request.selectedOption,
          correct: known?.correct ?? null,
          lecture: known ? { name: known.lecture.name, chapter: known.lecture.chapter, course: known.lecture.course } : null,
        }),
        maxTokens: EXPLANATION_MAX_TOKENS,
      });
    } else if (known) {
      text = explainKnownOffline(known, request.selectedOption);
    } else {
      text = explainUnknownOffline(await searchCatalogue({ query: request.question, limit: 5 }));
    }
  } catch (e) {
    await refund();
    throw e;
  }
  await storeAnswer({ kind: "explanation", cacheKey, assessmentId: known?.id ?? null, answer: text, provider: provider.name });
  return { explaination: text, provider: provider.name, cached: false };
}
