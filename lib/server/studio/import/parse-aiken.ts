import "server-only";
// Moodle's Aiken format: a question on one line, its options on the next lines as "A. text" or "A) text", then
// "ANSWER: B". Blank lines between questions are allowed. Each question is refused on its own line with the reason.
import { excerpt, problemOf, type ParseResult } from "./parsed-question";

const OPTION = /^([A-Za-z])[.)]\s+(.*\S)\s*$/;
const ANSWER = /^ANSWER\s*:\s*(.*?)\s*$/i;

type Open = { line: number; question: string; letters: string[]; options: string[]; broken: string | null };

export function parseAiken(text: string): ParseResult {
  const result: ParseResult = { questions: [], refused: [] };
  let open: Open | null = null;
  const refuse = (o: Open, reason: string) => result.refused.push({ line: o.line, text: excerpt(o.question), reason });
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const n = i + 1;
    if (!line) return;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!open) {
        result.refused.push({ line: n, text: excerpt(line), reason: "An ANSWER line without a question before it." });
        return;
      }
      const o: Open = open;
      open = null;
      if (o.broken) return refuse(o, o.broken);
      const letter = answer[1]!.toUpperCase();
      if (!/^[A-Z]$/.test(letter)) return refuse(o, `The ANSWER line must name one option's letter (found "${answer[1]}").`);
      const index = o.letters.indexOf(letter);
      if (index < 0) return refuse(o, `The answer ${letter} is not one of the options (${o.letters.join(", ") || "none"}).`);
      const q = { question: o.question, options: o.options, correct: index + 1, explanation: null };
      const problem = problemOf(q);
      if (problem) return refuse(o, problem);
      result.questions.push({ line: o.line, ...q });
      return;
    }
    const option = OPTION.exec(line);
    if (option && open) {
      const letter = option[1]!.toUpperCase();
      const expected = String.fromCharCode(65 + open.letters.length);
      if (letter !== expected && !open.broken) open.broken = `Option ${letter} is out of order: expected ${expected}.`;
      open.letters.push(letter);
      open.options.push(option[2]!);
      return;
    }
    // A new question line: the one before it never had its ANSWER.
    if (open)
      refuse(
        open,
        open.options.length
          ? "The question has no ANSWER line."
          : "A question line followed by another without options (Aiken puts each question on one line).",
      );
    open = { line: n, question: line, letters: [], options: [], broken: null };
  });
  if (open) refuse(open, "The question has no ANSWER line.");
  result.refused.sort((a, b) => a.line - b.line);
  return result;
}
