// A piece of code highlighted without Monaco (lib/client/labs/highlight-code.ts), in the colours of Monaco's "vs"
// theme, so the switch to the editor does not flash: the lab's preview before its editor, a teacher's view of a
// learner's code.
import type { LabLanguage } from "@/lib/client/labs/lab-api";
import { useHighlight, type TokenKind } from "@/lib/client/labs/highlight-code";

const COLOUR: Record<TokenKind, string> = {
  comment: "text-[#008000]",
  string: "text-[#a31515]",
  number: "text-[#098658]",
  keyword: "text-[#0000ff]",
  plain: "",
};

export function HighlightedCode({ code, language }: { code: string; language: LabLanguage }) {
  const runs = useHighlight(code, language);
  return (
    <code>
      {runs.map((t, i) =>
        t.kind === "plain" ? (
          t.text
        ) : (
          <span key={i} className={COLOUR[t.kind]}>
            {t.text}
          </span>
        ),
      )}
    </code>
  );
}
