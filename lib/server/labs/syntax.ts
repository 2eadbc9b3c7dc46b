// The labs' grammars on the server (the browser loads each one on demand: lib/client/labs/highlight-code.ts), and
// lab code with its comments and strings blanked out, for the static review and for finding Java's entry point.
import "server-only";
import { parser as java } from "@lezer/java";
import { parser as javascript } from "@lezer/javascript";
import { parser as python } from "@lezer/python";
import type { LRParser } from "@lezer/lr";
import type { LabLanguage } from "@/lib/labs/languages";
import { tokenRuns } from "@/lib/labs/syntax";

export const GRAMMARS: Record<LabLanguage, LRParser> = { python, javascript, java };

/**
 * How long one parse may hold the server's event loop. A learner's whole program parses in a few ms (50 KB of
 * real Java: 20–30 ms warm); only error recovery over garbage takes longer, and the rest of such a source is
 * left unread.
 */
export const PARSE_BUDGET_MS = 50;

/**
 * The code with comments and string literals replaced by spaces (lengths and newlines kept), so that brackets,
 * keywords and colons can be read from it; `complete` is false when the parse ran out of time before the end.
 */
export function blankLiterals(code: string, language: LabLanguage): { text: string; complete: boolean } {
  const { runs, complete } = tokenRuns(GRAMMARS[language], code, PARSE_BUDGET_MS);
  let text = "";
  let at = 0;
  for (const r of runs) {
    if (r.kind !== "comment" && r.kind !== "string") continue;
    text += code.slice(at, r.from) + code.slice(r.from, r.to).replace(/[^\n]/g, " ");
    at = r.to;
  }
  return { text: text + code.slice(at), complete };
}
