// The cell's code, read-only and highlighted, shown the moment the lab's data is here: Monaco is about 1 MB of
// gzip to fetch and parse, and the learner can read the exercise in the meantime. Same size as the editor, so
// nothing moves when Monaco takes its place.
import type { LabLanguage } from "@/lib/client/labs/lab-api";
import { editorHeight } from "@/lib/client/labs/highlight-code";
import { HighlightedCode } from "./highlighted-code";
import { texts } from "./texts";

type Props = { code: string; language: LabLanguage; label: string; failed?: boolean };

export function CodePreview({ code, language, label, failed = false }: Props) {
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
        <HighlightedCode code={code} language={language} />
      </pre>
    </div>
  );
}
