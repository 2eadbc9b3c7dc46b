// The AI tutor: the chatbot, the explanation service (contract §7 External) and recommendations.
import { endpoint } from "../endpoint";
import {
  chatCompletionResponse,
  chatParamsSchema,
  explanationRequestSchema,
  explanationResponse,
  recommendationsQuerySchema,
  recommendationsResponse,
} from "@/lib/schemas/ai";

export const aiEndpoints = {
  chatbot: endpoint({
    method: "POST",
    path: "/api/chatbot/:message",
    summary: "The chatbot's reply, OpenAI-shaped: choices[0].message.content.",
    access: "public",
    params: chatParamsSchema,
    response: chatCompletionResponse,
    limits: ["ai-ip", "ai-chat"],
  }),
  explanation: endpoint({
    method: "POST",
    path: "/generate_explaination",
    summary:
      "Why a chosen quiz option is wrong: {question, options, selectedOption} → {explaination}. May live on another origin (NEXT_PUBLIC_EXPLANATION_BASE_URL).",
    access: "public",
    body: explanationRequestSchema,
    maxBodyBytes: 16 * 1024,
    response: explanationResponse,
    limits: ["ai-ip", "ai-explain"],
  }),
  recommendations: endpoint({
    method: "GET",
    path: "/api/recommendations",
    summary: "Lectures to revisit and courses that fit next, from the learner's skills tests (one attempt's with ?attemptId=).",
    access: "user",
    query: recommendationsQuerySchema,
    response: recommendationsResponse,
    limits: ["recommendations"],
  }),
} as const;
