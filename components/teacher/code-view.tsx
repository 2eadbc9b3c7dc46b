// A learner's code, read-only and highlighted as in the lab (components/labs/highlighted-code.tsx); and a run's
// output or error as plain text.
import type { LabLanguage } from "@/lib/client/labs/lab-api";
import { HighlightedCode } from "@/components/labs/highlighted-code";

export function CodeView({ code, language, label }: { code: string; language: LabLanguage; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-[13px] leading-5 text-ink-900"
      data-testid="code-view"
    >
      <HighlightedCode code={code} language={language} />
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
