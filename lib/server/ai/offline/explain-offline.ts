// The offline assistant's explanation of a wrong answer: only what LearnHub's own data says, nothing guessed.
import type { KnownAssessment } from "../find-assessment";
import type { CatalogueHit } from "../search-catalogue";
import { searchTerms, termCoverage } from "../text-search";

export const OFFLINE_EXPLANATION_NOTE =
  "(Written by LearnHub's built-in offline assistant, which is not a language model: it uses only this course's own questions and lectures.)";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const quote = (s: string) => `“${s}”`;

function asNumber(s: string): number | null {
  const t = s.trim().replace(/,/g, "");
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Facts that set the chosen option apart from the correct one, each drawn from the data. */
export function differences(a: KnownAssessment, chosen: string): string[] {
  const out: string[] = [];
  const x = asNumber(chosen);
  const y = asNumber(a.correct);
  if (x != null && y != null && x !== y) {
    const diff = Math.abs(x - y);
    out.push(`Your answer is ${Number(diff.toFixed(6))} ${x > y ? "more" : "less"} than the correct value, so check each step of the working again.`);
  }
  const elsewhere = a.siblings.find((s) => same(s.correct, chosen));
  if (elsewhere) {
    out.push(`${quote(chosen)} is the answer to a different question in the same lecture: ${quote(elsewhere.question)}. The two are easy to mix up.`);
  }
  // Whole words only, so an answer like "3" is not found inside "13".
  const escaped = a.correct.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const mention = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu");
  const said = lectureLines(a, mention);
  if (said.length) out.push(`The lecture ${quote(a.lecture.name)} says: ${said.map(quote).join(" ")}`);
  return out;
}

/**
 * The lecture's own sentences about this question: the one that states the correct answer, and the one
 * sharing most words with the question (at least half of them), in the lecture's order, at most two.
 */
export function lectureLines(a: KnownAssessment, mention?: RegExp): string[] {
  const all = sentences(a.lecture.description);
  const picked = new Set<string>();
  const stating = mention ? all.find((s) => mention.test(s)) : undefined;
  if (stating) picked.add(stating);
  const terms = searchTerms(a.question);
  const best = all
    .map((s) => ({ s, c: termCoverage(terms, s) }))
    .filter((x) => x.c >= 0.5)
    .sort((x, y) => y.c - x.c)[0];
  if (best) picked.add(best.s);
  return all.filter((s) => picked.has(s)).slice(0, 2);
}

/**
 * What the question's own lecture says about it when no sentence states the answer: its sentences that share
 * most words with the question and the right answer (at most two), else the lecture's summary itself, so the
 * learner is taught from the lecture the question belongs to rather than told that nothing more is known.
 */
export function fromTheLecture(a: KnownAssessment): string {
  const all = sentences(a.lecture.description);
  if (all.length === 0) return `Watch the lecture ${quote(a.lecture.name)} again: this question is about what it teaches.`;
  const terms = searchTerms(`${a.question} ${a.correct}`);
  const related = all
    .map((s, i) => ({ s, i, c: termCoverage(terms, s) }))
    .filter((x) => x.c > 0)
    .sort((x, y) => y.c - x.c || x.i - y.i)
    .slice(0, 2)
    .sort((x, y) => x.i - y.i)
    .map((x) => x.s);
  if (related.length) return `The lecture ${quote(a.lecture.name)} explains it: ${related.map(quote).join(" ")}`;
  return `This question is about what the lecture ${quote(a.lecture.name)} covers: ${all.slice(0, 2).map(quote).join(" ")}`;
}

export function explainKnownOffline(a: KnownAssessment, chosen: string): string {
  const lecture = `${quote(a.lecture.name)} (chapter ${quote(a.lecture.chapter)} of ${quote(a.lecture.course)})`;
  if (same(chosen, a.correct)) {
    return [`${quote(a.correct)} is the correct answer. Well done!`, `This question belongs to the lecture ${lecture}.`, OFFLINE_EXPLANATION_NOTE].join("\n\n");
  }
  const position = a.options.findIndex((o) => same(o, a.correct));
  const parts = [`The correct answer is ${quote(a.correct)}${position >= 0 ? ` (option ${position + 1})` : ""}. You chose ${quote(chosen)}.`];
  const diffs = differences(a, chosen);
  // Without a sentence that states the answer, the lecture's own lines about the question explain it.
  if (!diffs.some((d) => d.startsWith("The lecture "))) diffs.push(fromTheLecture(a));
  parts.push(diffs.join("\n"));
  parts.push(`Lecture to revisit: ${lecture}.`);
  parts.push(OFFLINE_EXPLANATION_NOTE);
  return parts.join("\n\n");
}

export const ANSWER_FIRST =
  "Answer this question in your skills test first: once your answer is recorded, this explanation tells you which option is right and why.";

/**
 * For a question LearnHub holds that the caller has not answered yet: where to learn it, and nothing that gives
 * the answer away (no option named, no line of the lecture quoted: the lecture's sentence about the question
 * usually states the answer).
 */
export function explainBeforeAnswered(a: KnownAssessment): string {
  const lecture = `${quote(a.lecture.name)} (chapter ${quote(a.lecture.chapter)} of ${quote(a.lecture.course)})`;
  return [ANSWER_FIRST, `This question belongs to the lecture ${lecture}: the best place to work it out.`, OFFLINE_EXPLANATION_NOTE].join("\n\n");
}

/** For a question LearnHub does not hold: say so, never guess, and point at lectures on the same words. */
export function explainUnknownOffline(related: CatalogueHit[]): string {
  const parts = [
    "I could not find this question in LearnHub's question bank, so I cannot tell which option is correct without guessing, and I will not guess.",
  ];
  const lectures = related.filter((h) => h.lectureName).slice(0, 3);
  if (lectures.length) {
    parts.push(["Lectures that cover the same words:", ...lectures.map((h) => `• ${quote(h.lectureName!)} in ${quote(h.courseName)}`)].join("\n"));
  } else {
    parts.push("Ask your teacher, or look for the topic in the course's lectures.");
  }
  parts.push(OFFLINE_EXPLANATION_NOTE);
  return parts.join("\n\n");
}
