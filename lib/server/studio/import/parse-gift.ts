import "server-only";
// Moodle's GIFT format, parsed by gift-pegjs (a maintained PEG grammar of GIFT). The file is cut into its
// questions at blank lines first, so one broken question is reported on its own line instead of stopping the
// whole file. Multiple choice with one right answer (=, or ~%100%) and true/false are taken; GIFT's other kinds
// (short answer, numerical, matching, essay, several right answers) are refused with the reason. $CATEGORY and
// comments are skipped. The general feedback (####) becomes the explanation.
import { parse, type GIFTQuestion } from "gift-pegjs";
import { excerpt, problemOf, type ParseResult } from "./parsed-question";

type Block = { line: number; text: string };

function blocks(text: string): Block[] {
  const out: Block[] = [];
  let current: string[] = [];
  let start = 0;
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  lines.forEach((l, i) => {
    const blank = !l.trim();
    if (blank) {
      if (current.length) out.push({ line: start + 1, text: current.join("\n") });
      current = [];
      return;
    }
    if (!current.length) start = i;
    current.push(l);
  });
  if (current.length) out.push({ line: start + 1, text: current.join("\n") });
  // A block of comments only is not a question.
  return out.filter((b) => b.text.split("\n").some((l) => !l.trim().startsWith("//")));
}

const KIND_NAMES: Record<string, string> = {
  Short: "short-answer",
  Numerical: "numerical",
  Matching: "matching",
  Essay: "essay",
};

const plain = (t: { text: string } | null | undefined) => (t?.text ?? "").trim();

export function parseGift(text: string): ParseResult {
  const result: ParseResult = { questions: [], refused: [] };
  for (const block of blocks(text)) {
    const firstLine = block.text.split("\n").find((l) => !l.trim().startsWith("//")) ?? block.text;
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(block.text + "\n");
    } catch (e) {
      const err = e as { message?: string; location?: { start?: { line?: number } } };
      const line = block.line + (err.location?.start?.line ?? 1) - 1;
      result.refused.push({ line, text: excerpt(firstLine), reason: `Not valid GIFT: ${err.message ?? "it could not be read"}` });
      continue;
    }
    for (const q of parsed) {
      if (q.type === "Category" || q.type === "Description") continue;
      const refuse = (reason: string) => result.refused.push({ line: block.line, text: excerpt(firstLine), reason });
      if (q.type === "TF") {
        const question = { question: plain(q.stem), options: ["True", "False"], correct: q.isTrue ? 1 : 2, explanation: plain(q.globalFeedback) || null };
        const problem = problemOf(question);
        if (problem) refuse(problem);
        else result.questions.push({ line: block.line, ...question });
        continue;
      }
      if (q.type !== "MC") {
        refuse(`A ${KIND_NAMES[q.type] ?? q.type} question cannot be imported: tests here take multiple-choice and true/false questions.`);
        continue;
      }
      if (q.hasEmbeddedAnswers) {
        refuse("Answers inside the question text cannot be imported: put the options after the question.");
        continue;
      }
      const right = q.choices.map((c, i) => (c.isCorrect || c.weight === 100 ? i : -1)).filter((i) => i >= 0);
      if (right.length !== 1) {
        refuse(right.length === 0 ? "No option is marked as the right answer (=)." : "More than one option is right: a question here has exactly one.");
        continue;
      }
      const question = {
        question: plain(q.stem),
        options: q.choices.map((c) => plain(c.text)),
        correct: right[0]! + 1,
        explanation: plain(q.globalFeedback) || null,
      };
      const problem = problemOf(question);
      if (problem) refuse(problem);
      else result.questions.push({ line: block.line, ...question });
    }
  }
  return result;
}
