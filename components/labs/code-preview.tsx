// The cell's code, read-only and highlighted, shown the moment the lab's data is here: Monaco is about 1 MB of
// gzip to fetch and parse, and the learner can read the exercise in the meantime. Same size as the editor, so
// nothing moves when Monaco takes its place.
import type { LabLanguage } from "@/lib/client/labs/lab-api";
import { editorHeight, useHighlight, type TokenKind } from "@/lib/client/labs/highlight-code";
import { texts } from "./texts";

// The colours of Monaco's "vs" theme, so the switch to the editor does not flash.
const COLOUR: Record<TokenKind, string> = {
  comment: "text-[#008000]",
  string: "text-[#a31515]",
  number: "text-[#098658]",
  keyword: "text-[#0000ff]",
  plain: "",
};

type Props = { code: string; language: LabLanguage; label: string; failed?: boolean };

export function CodePreview({ code, language, label, failed = false }: Props) {
  const runs = useHighlight(code, language);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white" data-testid="code-preview" style={{ height: editorHeight(code) }}>
      {failed ? (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-3 py-1 text-xs text-red-800">
          {texts.editorFailed}
        </p>
      ) : (
        <p role="status" className="border-b border-slate-200 bg-slate-50 px-3 py-1 text-xs text-ink-500">
          {texts.editorLoading}
        </p>
      )}
      <pre aria-label={label} className="h-full overflow-auto px-3 py-1 font-mono text-[14px] leading-5 text-ink-900">
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
    </div>
  );
}
