import "server-only";
// What a question file's parser hands the import: a question the studio can store (2-6 options, one right), or
// the line it starts on and why it was refused. The checks every format shares live here.
import { MAX_OPTIONS, MIN_OPTIONS } from "@/lib/schemas/quiz";
import { optionKey, type RefusedLine } from "@/lib/schemas/studio";

export type ParsedQuestion = { line: number; question: string; options: string[]; correct: number; explanation: string | null };
export type ParseResult = { questions: ParsedQuestion[]; refused: RefusedLine[] };

const MAX_QUESTION = 1000;
const MAX_OPTION = 300;

/** The shared checks; a reason when the question cannot be stored as it is. */
export function problemOf(q: Omit<ParsedQuestion, "line">): string | null {
  if (!q.question.trim()) return "The question has no text.";
  if (q.question.length > MAX_QUESTION) return `The question is longer than ${MAX_QUESTION} characters.`;
  if (q.options.length < MIN_OPTIONS) return `A question needs at least ${MIN_OPTIONS} options; this one has ${q.options.length}.`;
  if (q.options.length > MAX_OPTIONS) return `A question may have at most ${MAX_OPTIONS} options; this one has ${q.options.length}.`;
  if (q.options.some((o) => !o.trim())) return "An option is empty.";
  if (q.options.some((o) => o.length > MAX_OPTION)) return `An option is longer than ${MAX_OPTION} characters.`;
  if (new Set(q.options.map(optionKey)).size !== q.options.length) return "Two options are the same.";
  if (q.correct < 1 || q.correct > q.options.length) return "No option is marked as the right answer.";
  return null;
}

export const excerpt = (s: string) => (s.length > 120 ? `${s.slice(0, 117)}…` : s);
