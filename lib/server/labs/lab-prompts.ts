// What the language model is told for the labs. Learner code and questions travel as escaped data blocks.
import { dataBlock } from "@/lib/server/ai/prompts";
import type { LabLanguage } from "@/lib/schemas/labs";

export function codeReviewPrompt({ code, language, title, findings }: { code: string; language: LabLanguage; title?: string; findings: string[] }): string {
  return [
    `A learner saved ${language} code in a LearnHub coding lab${title ? " (the lab's title is in the data)" : ""}. Review it in at most 120 words for the help box:`,
    "name real bugs or errors with the line they are on and a hint how to fix them, and one thing done well. Do not rewrite the whole program or hand over a full solution.",
    "The automatic checks' findings (if any) are facts; do not contradict them. If the code looks correct, say so briefly.",
    dataBlock("lab", { title: title ?? null, language }),
    dataBlock("learner_code", code),
    dataBlock("automatic_checks", findings),
  ].join("\n\n");
}

export function labChatPrompt({ prompt, language, platform }: { prompt: string; language: LabLanguage | null; platform: unknown }): string {
  return [
    `Answer the learner's question from a LearnHub coding lab${language ? ` (${language})` : ""}. Explain and give hints or small examples; do not write the lab's full solution.`,
    "Use the PLATFORM DATA for any fact about LearnHub and its labs.",
    dataBlock("learner_message", prompt),
    dataBlock("platform", platform),
  ].join("\n\n");
}
