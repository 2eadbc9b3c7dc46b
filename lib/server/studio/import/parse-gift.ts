import "server-only";
// Moodle's GIFT format, parsed by gift-pegjs (a maintained PEG grammar of GIFT). The file is cut into its
// questions at blank lines first, so one broken question is reported on its own line instead of stopping the
// whole file. Multiple choice with one right answer (=, or ~%100%) and true/false are taken; GIFT's other kinds
// (short answer, numerical, matching, essay, several right answers, a description without answers) are refused
// with the reason. $CATEGORY and comments are skipped. The general feedback (####) becomes the explanation. Text in Moodle's [html] format (how
// Moodle exports questions) is stored as plain text. A lone ":" in a question or an option ("10:30", "Note:") is
// read as text, as Moodle's own import does (gift-pegjs alone refuses it: the GIFT grammar asks for "\\:").
import { parse, type GIFTQuestion } from "gift-pegjs";
import sanitizeHtml from "sanitize-html";
import { excerpt, problemOf, type ParseResult } from "./parsed-question";

type Block = { line: number; text: string };

const isComment = (l: string) => l.trim().startsWith("//");
const isCategory = (l: string) => /^\s*\$CATEGORY:/i.test(l);

/** The block with each lone ":" escaped, except in comments, the $CATEGORY line and numerical answers ({#3:0.1}). */
function escapeLoneColons(text: string): string {
  let braces = false;
  let numerical = false;
  let firstInBraces = false;
  return text
    .split("\n")
    .map((line) => {
      if (isComment(line) || isCategory(line)) return line;
      let out = "";
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (firstInBraces && c.trim()) {
          numerical = c === "#";
          firstInBraces = false;
        }
        if (c === "\\") {
          out += line.slice(i, i + 2);
          i++;
        } else if (c === ":" && line[i + 1] === ":") {
          out += "::";
          i++;
        } else if (c === ":" && !(braces && numerical)) out += "\\:";
        else {
          if (c === "{") [braces, firstInBraces, numerical] = [true, true, false];
          if (c === "}") [braces, numerical] = [false, false];
          out += c;
        }
      }
      return out;
    })
    .join("\n");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML as the text it shows: tags dropped (line breaks and paragraphs as spaces), entities decoded. */
function htmlToText(html: string): string {
  const stripped = sanitizeHtml(html.replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, " "), { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    })
    .replace(/\s+/g, " ")
    .trim();
}

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
  return out.filter((b) => b.text.split("\n").some((l) => !isComment(l)));
}

const KIND_NAMES: Record<string, string> = {
  Short: "short-answer",
  Numerical: "numerical",
  Matching: "matching",
  Essay: "essay",
};

const plain = (t: { text: string; format?: string } | null | undefined) => (t?.format === "html" ? htmlToText(t.text) : (t?.text ?? "").trim());

export function parseGift(text: string): ParseResult {
  const result: ParseResult = { questions: [], refused: [] };
  for (const block of blocks(text)) {
    // The question's own first line (after any comments above it) is the line a refusal names.
    const lines = block.text.split("\n");
    const skipped = lines.findIndex((l) => !isComment(l));
    const line = block.line + skipped;
    const firstLine = lines[skipped]!;
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(escapeLoneColons(block.text) + "\n");
    } catch (e) {
      const err = e as { message?: string };
      result.refused.push({ line, text: excerpt(firstLine), reason: `Not valid GIFT: ${err.message ?? "it could not be read"}` });
      continue;
    }
    for (const q of parsed) {
      if (q.type === "Category") continue;
      const refuse = (reason: string) => result.refused.push({ line, text: excerpt(firstLine), reason });
      // Text with no answers is a "description" in GIFT; dropping it silently would hide a question whose braces
      // were forgotten.
      if (q.type === "Description") {
        refuse("No answers in braces { } after the text: GIFT reads it as a description, which a test here cannot hold.");
        continue;
      }
      if (q.type === "TF") {
        const question = { question: plain(q.stem), options: ["True", "False"], correct: q.isTrue ? 1 : 2, explanation: plain(q.globalFeedback) || null };
        const problem = problemOf(question);
        if (problem) refuse(problem);
        else result.questions.push({ line, ...question });
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
        const partial = q.choices.some((c) => c.weight !== null && c.weight > 0 && c.weight < 100);
        refuse(
          right.length > 1 || partial
            ? "More than one option is right (or each earns part of the mark): a question here has exactly one right option."
            : "No option is marked as the right answer (=).",
        );
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
      else result.questions.push({ line, ...question });
    }
  }
  return result;
}
