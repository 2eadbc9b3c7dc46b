// A learner's code, read-only and highlighted without Monaco (lib/client/labs/highlight-code.ts), in the colours
// of the lab editor's theme; and a run's output or error as plain text.
import { useHighlight, type TokenKind } from "@/lib/client/labs/highlight-code";
import type { LabLanguage } from "@/lib/client/labs/lab-api";

const COLOUR: Record<TokenKind, string> = {
  comment: "text-[#008000]",
  string: "text-[#a31515]",
  number: "text-[#098658]",
  keyword: "text-[#0000ff]",
  plain: "",
};

export function CodeView({ code, language, label }: { code: string; language: LabLanguage; label: string }) {
  const runs = useHighlight(code, language);
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-[13px] leading-5 text-ink-900"
      data-testid="code-view"
    >
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
    </pre>
  );
}

export function OutputView({ text, label, error = false }: { text: string; label: string; error?: boolean }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className={`max-h-60 overflow-auto rounded-lg px-3 py-2 font-mono text-[13px] leading-5 whitespace-pre-wrap ${error ? "bg-red-50 text-red-900" : "bg-slate-900 text-slate-100"}`}
    >
      {text}
    </pre>
  );
}
