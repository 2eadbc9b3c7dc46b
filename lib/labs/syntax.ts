// Comments, strings, numbers and keywords of lab code, read from the language's Lezer grammar (@lezer/python,
// @lezer/javascript, @lezer/java): the browser's read-only highlight and the server's static review use the same
// runs. No grammar is imported here: the caller passes its parser, so the browser fetches only the one it shows.
import type { Tree, TreeCursor } from "@lezer/common";
import type { LRParser } from "@lezer/lr";
import { getStyleTags, tagHighlighter, tags } from "@lezer/highlight";

export type TokenKind = "comment" | "string" | "number" | "keyword" | "plain";
export type Run = { kind: Exclude<TokenKind, "plain">; from: number; to: number };

/**
 * The tree of `code`. A grammar's error recovery can take seconds on a few KB of garbage ("class A " 6,000 times:
 * 2.4 s), so the parse stops where it has got to at `deadline` (performance.now()): `parsedTo` says how far the
 * tree can be trusted.
 */
export function parseUntil(parser: LRParser, code: string, deadline: number): { tree: Tree; parsedTo: number } {
  const parse = parser.startParse(code);
  for (;;) {
    const tree = parse.advance();
    if (tree) return { tree, parsedTo: parse.stoppedAt ?? code.length };
    if (parse.stoppedAt == null && performance.now() > deadline) parse.stopAt(parse.parsedPos);
  }
}

/** The grammar's highlight tags, told apart as the read-only views colour them (Monaco's "vs" theme). */
const KINDS = tagHighlighter([
  { tag: tags.comment, class: "comment" },
  // Strings, characters, docstrings, f-strings and template literals (each one run, like Monaco), and JavaScript's
  // regular expressions: literals whose brackets are not code.
  { tag: [tags.string, tags.regexp], class: "string" },
  { tag: tags.number, class: "number" },
  // Keywords, true/false/None/null/this, and Java's primitive types, which Monaco colours as keywords.
  { tag: [tags.keyword, tags.bool, tags.null, tags.standard(tags.typeName)], class: "keyword" },
]);

const WORD = /^[\p{L}_]/u;
const STRING_OPEN = /^[A-Za-z]{0,2}("""|'''|"|'|`)/;
const LITERAL_START = /"""|'''|"|'|`/y;
const MULTI_LINE = new Set(['"""', "'''", "`", "/*"]);

/** Whether a string ends with the quote it opened with (not an escaped one). */
function closed(text: string): boolean {
  const m = STRING_OPEN.exec(text);
  if (!m) return true;
  const quote = m[1]!;
  const end = text.length - quote.length;
  if (end < m[0].length || !text.endsWith(quote)) return false;
  let backslashes = 0;
  while (text[end - 1 - backslashes] === "\\") backslashes++;
  return backslashes % 2 === 0;
}

const lineEnd = (code: string, at: number) => {
  const nl = code.indexOf("\n", at);
  return nl === -1 ? code.length : nl;
};

/**
 * Comment, string, number and keyword runs of `code`, in order, within `budgetMs` of parsing (`complete` is false
 * when the parse stopped before the end: the runs cover only the part before). An unterminated literal is what a
 * learner's editor often holds, and each grammar recovers from it its own way: like the editor, a string without
 * its closing quote runs to the end of its line (the code after it is parsed afresh from the next line), an open
 * block comment, text block or template literal to the end of the code.
 */
export function tokenRuns(parser: LRParser, code: string, budgetMs: number): { runs: Run[]; complete: boolean } {
  const deadline = performance.now() + budgetMs;
  const hasBlockComments = parser.nodeSet.types.some((t) => t.name === "BlockComment");
  const runs: Run[] = [];
  let from = 0;
  while (from < code.length) {
    const { tree, parsedTo } = parseUntil(parser, from ? code.slice(from) : code, deadline);
    const restart = collect(tree, code, from, from + parsedTo, hasBlockComments, runs);
    if (restart == null) return { runs, complete: from + parsedTo >= code.length };
    from = restart;
  }
  return { runs, complete: true };
}

/**
 * Adds the runs of `tree` (the parse of `code` from `offset` on) before `to` to `runs`; returns the position to
 * parse afresh from, after an unterminated string.
 */
function collect(tree: Tree, code: string, offset: number, to: number, hasBlockComments: boolean, runs: Run[]): number | null {
  const c = tree.cursor();
  for (;;) {
    const from = offset + c.from;
    const end = Math.min(offset + c.to, to);
    if (from >= to) return null;
    let descend = true;
    const styled = getStyleTags(c);
    const kind = styled ? (KINDS.style(styled.tags) as Run["kind"] | null) : null;
    if (kind === "string" || kind === "comment") {
      const text = code.slice(from, offset + c.to);
      const open = kind === "comment" ? (text.startsWith("/*") ? "/*" : "") : (STRING_OPEN.exec(text)?.[1] ?? "");
      const done = kind === "comment" ? open !== "/*" || (text.length >= 4 && text.endsWith("*/")) : closed(text);
      if (!done) return unterminated(code, from, open, runs);
      runs.push({ kind, from, to: end });
      descend = false;
    } else if (kind === "number" || (kind === "keyword" && WORD.test(code.slice(from, from + 1)))) {
      runs.push({ kind, from, to: end });
      descend = false;
    } else if (kind === null && c.to - c.from <= 3 && !hasChild(c)) {
      // A quote or comment opener the grammar could not make a literal of: an unterminated one.
      LITERAL_START.lastIndex = from;
      const quote = LITERAL_START.exec(code)?.[0] ?? (hasBlockComments && code.startsWith("/*", from) ? "/*" : null);
      if (quote) return unterminated(code, from, quote, runs);
    }
    if (descend && c.firstChild()) continue;
    while (!c.nextSibling()) if (!c.parent()) return null;
  }
}

function hasChild(c: TreeCursor): boolean {
  if (!c.firstChild()) return false;
  c.parent();
  return true;
}

/** Adds the run of an unterminated literal; returns where the code after it starts. */
function unterminated(code: string, at: number, open: string, runs: Run[]): number {
  const end = MULTI_LINE.has(open) ? code.length : lineEnd(code, at);
  runs.push({ kind: open === "/*" ? "comment" : "string", from: at, to: end });
  return end;
}
