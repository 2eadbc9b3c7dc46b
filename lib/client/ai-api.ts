// The AI tutor's calls from the browser (lib/api/contract/ai.ts): the explanation service (its base URL is a
// setting and may be another origin, so its call is made here from the entry's path), the chatbot and recommendations.
import { endpoints } from "@/lib/api/endpoints";
import { explanationBaseUrl } from "@/lib/public-env";
import { ApiError } from "./api";
import { callApi } from "./call-api";
import { readStoredUser } from "./session/stored-user";
import type { ExplanationRequestInput, Recommendations } from "@/lib/schemas/ai";

/** Where the explanation service (/generate_explaination) lives; empty means this app (same origin). */
export const EXPLANATION_BASE_URL = explanationBaseUrl();

export async function fetchExplanation(body: ExplanationRequestInput, signal?: AbortSignal): Promise<string> {
  const sameOrigin =
    !EXPLANATION_BASE_URL || (typeof window !== "undefined" && new URL(EXPLANATION_BASE_URL, window.location.href).origin === window.location.origin);
  const token = sameOrigin ? readStoredUser()?.accessToken : undefined;
  const res = await fetch(`${EXPLANATION_BASE_URL}${endpoints.explanation.path}`, {
    method: endpoints.explanation.method,
    signal,
    credentials: sameOrigin ? "same-origin" : "omit",
    headers: { "content-type": "application/json", ...(token ? { "x-access-token": token } : {}) },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as { explaination?: unknown; message?: string } | null;
  if (!res.ok || typeof data?.explaination !== "string" || !data.explaination.trim()) {
    throw new ApiError(res.status, data?.message ?? "No explanation in the response", data);
  }
  return data.explaination;
}

export async function sendChatMessage(message: string, signal?: AbortSignal): Promise<string> {
  const data = await callApi(endpoints.chatbot, { params: { message }, signal });
  const content = data?.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new ApiError(0, "No answer in the response", data);
  return content;
}

export function fetchRecommendations(attemptId?: number, signal?: AbortSignal): Promise<Recommendations> {
  return callApi(endpoints.recommendations, { query: attemptId ? { attemptId } : undefined, signal });
}
