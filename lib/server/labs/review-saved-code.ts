import "server-only";
// POST /api/lab/save: the help box's text for the saved code. With a model configured, a short review
// (grounded on the static check); offline, the static check's findings, or nothing when it finds none.
import { AppError } from "@/lib/errors";
import { LAB_TEXTS, type SaveCodeInput, type SaveCodeResponse } from "@/lib/schemas/labs";
import { activeProvider, completeWithModel } from "@/lib/server/ai/provider";
import { consumeAiQuota } from "@/lib/server/ai/quota";
import { log } from "@/lib/server/log/logger";
import { codeReviewPrompt } from "./lab-prompts";
import { describeFindings, staticCheck, type Finding } from "./static-check";
import { indentationFindings } from "./python-indentation";
import { LANGUAGES, type LabLanguage } from "@/lib/labs/languages";

export const OFFLINE_REVIEW_NOTE = "(Checked by LearnHub's built-in code checker, not a language model.)";

const REVIEW_MAX_TOKENS = 300;

export async function reviewSavedCode({ input, subject }: { input: SaveCodeInput; subject: string }): Promise<SaveCodeResponse> {
  const language = input.language ?? "python";
  const findings = reviewFindings(input.code, language);
  const offline = findings.length ? `Things to fix in your code:\n${describeFindings(findings)}\n\n${OFFLINE_REVIEW_NOTE}` : undefined;
  if (activeProvider().kind === "offline") return { message: LAB_TEXTS.saved, ...(offline ? { response: offline } : {}) };

  const refund = await consumeAiQuota(subject);
  try {
    const response = await completeWithModel({
      prompt: codeReviewPrompt({ code: input.code, language, title: input.title, findings: findings.map((f) => `Line ${f.line}: ${f.message}`) }),
      maxTokens: REVIEW_MAX_TOKENS,
    });
    return { message: LAB_TEXTS.saved, response };
  } catch (e) {
    await refund();
    // Saving never fails because the reviewer is down: the static check still speaks.
    if (e instanceof AppError && e.code === "unavailable") {
      log.warn("code review fell back to the static check");
      return { message: LAB_TEXTS.saved, ...(offline ? { response: offline } : {}) };
    }
    throw e;
  }
}

/** The static check's findings and, where blocks are indented (Python), the indentation errors that stop a program before it runs. */
function reviewFindings(code: string, language: LabLanguage): Finding[] {
  const all = [...staticCheck(code, language), ...(LANGUAGES[language].blocks === "indentation" ? indentationFindings(code) : [])];
  const seen = new Set<string>();
  return all
    .filter((f) => !seen.has(`${f.line}:${f.message}`) && seen.add(`${f.line}:${f.message}`))
    .sort((a, b) => a.line - b.line)
    .slice(0, 8);
}
