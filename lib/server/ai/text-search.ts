// Tokenising and ranking shared by the offline assistant's searches (help pages in memory, catalogue in SQL).
import type { HelpEntry } from "./help-corpus";

const STOPWORDS = new Set(
  (
    "a an and are as at be but by can could do does did for from had has have how i if in into is it its me my of on or " +
    "our please show so tell than that the their them then there these they this to us was we what when where which who " +
    "why will with would you your yours any all some about want need get give list find there's im i'm whats what's " +
    "hi hello hey thanks thank ok okay " +
    // Conversational words that say how to answer, not what about: matching them found unrelated pages.
    "explain explained explaining simply simple simplest briefly describe define mean means meaning understand " +
    "something anything thing things just really know learn"
  ).split(" "),
);

/** Words that only say what kind of thing is wanted; the intent parser handles them, search ignores them. */
const GENERIC = new Set("course courses available offer offered learnhub lesson lessons".split(" "));

/** Light English stemming, enough to match "fractions" with "fraction" and "enrolling" with "enrol". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 4 && w.endsWith("es") && /(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.endsWith("ll") && w.length > 4) w = w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Meaningful, stemmed, de-duplicated search terms of a question. */
export function searchTerms(text: string): string[] {
  const out = new Set<string>();
  for (const w of words(text)) {
    if (STOPWORDS.has(w) || GENERIC.has(w)) continue;
    if (w.length < 2 && !/\d/.test(w)) continue;
    out.add(stem(w));
  }
  return [...out].slice(0, 12);
}

/** A PostgreSQL tsquery matching any (or every) term by prefix; terms are [a-z0-9] only, so the syntax cannot be broken. */
export function toPrefixTsQuery(terms: string[], match: "any" | "all" = "any"): string | null {
  const safe = terms.filter((t) => /^[a-z0-9]+$/.test(t));
  return safe.length ? safe.map((t) => `${t}:*`).join(match === "all" ? " & " : " | ") : null;
}

/** The share of a question's terms that a text contains (by prefix, as the searches match). */
export function termCoverage(terms: string[], text: string): number {
  if (!terms.length) return 0;
  const tokens = words(text).map(stem);
  return terms.filter((t) => tokens.some((x) => x.startsWith(t))).length / terms.length;
}

/**
 * Help pages the assistants may quote: a BM25 hit that also covers at least half of the question's
 * terms. A single shared word ("policy", "simple") is not enough to quote a page as the answer.
 */
export function searchHelpConfident(corpus: HelpEntry[], query: string, limit = 1): HelpEntry[] {
  const terms = searchTerms(query);
  return searchHelp(corpus, query, limit + 2)
    .filter((h) => termCoverage(terms, `${h.entry.title} ${h.entry.keywords} ${h.entry.body}`) >= 0.5)
    .slice(0, limit)
    .map((h) => h.entry);
}

export type HelpHit = { entry: HelpEntry; score: number };

/** BM25 over the help pages (title and keywords weigh more than the body). */
export function searchHelp(corpus: HelpEntry[], query: string, limit = 3): HelpHit[] {
  const terms = searchTerms(query);
  if (!terms.length) return [];
  const docs = corpus.map((entry) => {
    const tokens = [
      ...words(entry.title).map(stem),
      ...words(entry.title).map(stem),
      ...words(entry.keywords).map(stem),
      ...words(entry.keywords).map(stem),
      ...words(entry.body).map(stem),
    ];
    return { entry, tokens };
  });
  const avgLen = docs.reduce((n, d) => n + d.tokens.length, 0) / docs.length;
  const df = new Map<string, number>();
  for (const t of terms) df.set(t, docs.filter((d) => d.tokens.some((x) => x.startsWith(t))).length);
  const k1 = 1.2;
  const b = 0.75;
  const hits = docs.map(({ entry, tokens }) => {
    let score = 0;
    for (const t of terms) {
      const tf = tokens.filter((x) => x.startsWith(t)).length;
      if (!tf) continue;
      const n = df.get(t) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * tokens.length) / avgLen));
    }
    return { entry, score };
  });
  return hits
    .filter((h) => h.score > 0)
    .sort((a, b2) => b2.score - a.score)
    .slice(0, limit);
}
