// The read-only code shown while Monaco loads (components/labs/code-preview.tsx) and on the teacher's screens,
// highlighted from the language's Lezer grammar (lib/labs/syntax.ts): comments, strings, numbers and keywords.
// Each grammar is its own chunk, fetched the first time code of its language is shown (about 15–30 KB of gzip
// each beside 18 KB shared, against Monaco's 1 MB): until it is here the code shows unhighlighted.
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { LRParser } from "@lezer/lr";
import type { LabLanguage } from "./lab-api";
import type { Run, TokenKind } from "@/lib/labs/syntax";

export type { TokenKind };

const GRAMMARS: Record<LabLanguage, () => Promise<LRParser>> = {
  python: () => import("@lezer/python").then((m) => m.parser),
  javascript: () => import("@lezer/javascript").then((m) => m.parser),
  java: () => import("@lezer/java").then((m) => m.parser),
};

/** How long highlighting may hold the page: past it, the rest of a (huge or garbled) source stays plain. */
const BUDGET_MS = 30;

type Tokenizer = (code: string) => Run[];

const loaded = new Map<LabLanguage, Tokenizer>();
const loading = new Map<LabLanguage, Promise<Tokenizer>>();
const listeners = new Set<() => void>();

/** Fetches the language's grammar (and the tree walk) once; `highlight` uses it from then on. */
export function loadHighlighter(language: LabLanguage): Promise<unknown> {
  let p = loading.get(language);
  if (!p) {
    p = Promise.all([import("@/lib/labs/syntax"), GRAMMARS[language]()]).then(([{ tokenRuns }, parser]) => {
      const tokenize: Tokenizer = (code) => tokenRuns(parser, code, BUDGET_MS).runs;
      loaded.set(language, tokenize);
      for (const l of listeners) l();
      return tokenize;
    });
    // A failed fetch (offline) may be tried again by the next view.
    p.catch(() => loading.delete(language));
    loading.set(language, p);
  }
  return p;
}

export type HighlightRun = { kind: TokenKind; text: string };

/** The code cut into highlighted runs; joined back together they are exactly the code (all plain before the grammar is here). */
export function highlight(code: string, language: LabLanguage): HighlightRun[] {
  const tokenize = loaded.get(language);
  return tokenize ? runsOf(tokenize, code) : plain(code);
}

const plain = (code: string): HighlightRun[] => (code ? [{ kind: "plain", text: code }] : []);

function runsOf(tokenize: Tokenizer, code: string): HighlightRun[] {
  const out: HighlightRun[] = [];
  let at = 0;
  for (const r of tokenize(code)) {
    if (r.from < at) continue;
    if (r.from > at) out.push({ kind: "plain", text: code.slice(at, r.from) });
    out.push({ kind: r.kind, text: code.slice(r.from, r.to) });
    at = r.to;
  }
  if (at < code.length) out.push({ kind: "plain", text: code.slice(at) });
  return out;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** `highlight` for a view: plain at first, highlighted once the language's grammar has arrived. */
export function useHighlight(code: string, language: LabLanguage): HighlightRun[] {
  const tokenize = useSyncExternalStore(
    subscribe,
    () => loaded.get(language) ?? null,
    () => null,
  );
  useEffect(() => {
    loadHighlighter(language).catch(() => {});
  }, [language]);
  return useMemo(() => (tokenize ? runsOf(tokenize, code) : plain(code)), [tokenize, code]);
}

/** Lines of the editor's box for this much code (the editor uses the same rule). */
export function editorHeight(code: string): number {
  const lines = code.split("\n").length;
  return Math.min(480, Math.max(140, (lines + 2) * 20));
}
