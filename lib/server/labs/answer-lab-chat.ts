import "server-only";
// POST /api/lab/chat: the lab assistant. Facts come from the lab instructions and the help pages; a configured
// model answers grounded on them, otherwise the offline assistant quotes them and says what it is.
import type { LabChatInput, LabLanguage } from "@/lib/schemas/labs";
import { helpCorpus, type HelpEntry } from "@/lib/server/ai/help-corpus";
import { activeProvider, completeWithModel } from "@/lib/server/ai/provider";
import { consumeAiQuota } from "@/lib/server/ai/quota";
import { findBeginnerAnswer } from "@/lib/server/ai/offline/beginner-errors";
import { searchHelpConfident, searchTerms, stem, words } from "@/lib/server/ai/text-search";
import { db } from "@/lib/server/db/client";
import { labChatPrompt } from "./lab-prompts";
import { describeFindings, staticCheck } from "./static-check";

export const OFFLINE_LAB_NOTE =
  "I'm LearnHub's built-in offline lab assistant, not a language model: I answer only from the lab instructions and LearnHub's help pages.";

const LAB_CHAT_MAX_TOKENS = 500;

type LabHit = { labId: number; title: string; cellId: number; preText: string; language: LabLanguage; score: number };

/** Lab cells whose title or instructions share words with the question (the labs are few; scored in memory). */
async function searchLabCells(prompt: string, language: LabLanguage | null, { strict }: { strict: boolean }, limit = 3): Promise<LabHit[]> {
  const terms = searchTerms(prompt);
  if (!terms.length) return [];
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: language ? { language } : {},
    select: { labId: true, title: true, cellId: true, preText: true, language: true },
    orderBy: [{ labId: "asc" }, { cellId: "asc" }],
    take: 2_000,
  });
  return (
    cells
      .map((c) => {
        const title = new Set(words(c.title).map(stem));
        const body = new Set(words(c.preText).map(stem));
        const score = terms.reduce((n, t) => n + (title.has(t) ? 2 : 0) + (body.has(t) ? 1 : 0), 0);
        const covered = terms.filter((t) => title.has(t) || body.has(t)).length;
        return { ...c, score, covered };
      })
      // Offline, a cell is quoted only when it covers half the question's terms or more: one shared word
      // ("number") is not an answer. A model gets the looser list and judges relevance itself.
      .filter((h) => h.covered > 0 && (!strict || h.covered * 2 >= terms.length))
      .sort((a, b) => b.score - a.score || a.labId - b.labId || a.cellId - b.cellId)
      .slice(0, limit)
      .map(({ covered: _c, ...h }) => h)
  );
}

function looksLikeCode(text: string): boolean {
  return text.includes("\n") && /[(){}\[\]:;=]/.test(text);
}

export const LAB_CAN_HELP_WITH =
  "I don't have an answer to that in the lab instructions or my notes. I can help with:\n" +
  "• error messages beginners meet: SyntaxError, IndentationError, NameError, TypeError (Python); Unexpected token, ReferenceError, TypeError (JavaScript); ';' expected, cannot find symbol, NullPointerException (Java)\n" +
  "• reading input (input() in Python, Scanner in Java)\n" +
  "• a lab's task: ask with its words (for example 'loops' or 'strings'), or press Need Help? to check your code.";

export function composeOffline({ prompt, language, labs, help }: { prompt: string; language: LabLanguage | null; labs: LabHit[]; help: HelpEntry[] }): string {
  const curated = findBeginnerAnswer(prompt, language);
  if (curated && !looksLikeCode(prompt)) return `${curated.title}\n\n${curated.answer}\n\n${OFFLINE_LAB_NOTE}`;
  const parts: string[] = [];
  if (curated) parts.push(`${curated.title}\n${curated.answer}`);
  if (/\b(answers?|solutions?|solve it|full code|complete code)\b/i.test(prompt)) {
    parts.push("I can't write the lab's solution for you, but the cell's instructions below say what to try, and Need Help? checks your saved code.");
  }
  if (looksLikeCode(prompt)) {
    const findings = staticCheck(prompt, language ?? "python");
    parts.push(
      findings.length ? `In the code you sent:\n${describeFindings(findings)}` : "I found no unbalanced brackets or similar slips in the code you sent.",
    );
  }
  for (const h of labs) parts.push(`From the lab “${h.title}” (lab ${h.labId}, cell ${h.cellId}): ${h.preText}`);
  if (help[0]) parts.push(`${help[0].title}: ${help[0].body}`);
  if (!parts.length) parts.push(LAB_CAN_HELP_WITH);
  return `${parts.join("\n\n")}\n\n${OFFLINE_LAB_NOTE}`;
}

export async function answerLabChat({ input, subject }: { input: LabChatInput; subject: string }): Promise<{ response: string; provider: string }> {
  const provider = activeProvider();
  const language = input.language ?? null;
  const refund = await consumeAiQuota(subject);
  try {
    const [labs, help] = [
      await searchLabCells(input.prompt, language, { strict: provider.kind === "offline" }),
      searchHelpConfident(helpCorpus, input.prompt, 1),
    ];
    if (provider.kind === "offline") return { response: composeOffline({ prompt: input.prompt, language, labs, help }), provider: provider.name };
    const response = await completeWithModel({
      prompt: labChatPrompt({ prompt: input.prompt, language, platform: { labs: labs.map(({ score: _s, ...h }) => h), help } }),
      maxTokens: LAB_CHAT_MAX_TOKENS,
    });
    return { response, provider: provider.name };
  } catch (e) {
    await refund();
    throw e;
  }
}
