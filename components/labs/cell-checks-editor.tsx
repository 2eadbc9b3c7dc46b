"use client";
// The Lab Creator's checks of one cell: expected output (exact or pattern) and test code, in Monaco, and
// "Try checks on starter code", which runs the cell's code with these checks the way the lab page does
// (Python and JavaScript in this browser's sandbox, Java on the server's runner) and shows ✓ or ✗.
import dynamic from "next/dynamic";
import { useId, useMemo, useState } from "react";
import { draftChecks, type DraftCell, type LabLanguage, type OutputMatch } from "@/lib/client/labs-admin/lab-form";
import type { PythonRuntime } from "@/lib/client/labs/python/python-runtime";
import { hasChecks } from "@/lib/labs/output-check";
import { LANGUAGES } from "@/lib/labs/languages";
import { InputPrompt, OutputLog } from "./cell-output";
import { CheckResultPanel } from "./check-result";
import { useCellRun } from "./use-cell-run";
import { texts } from "./texts";

const CodeEditor = dynamic(() => import("./code-editor").then((m) => m.CodeEditor), {
  ssr: false,
  loading: () => <p className="rounded-lg border border-slate-300 p-3 text-sm text-ink-500">{texts.editorLoading}</p>,
});

type Patch = Partial<Pick<DraftCell, "expectedOutput" | "outputMatch" | "testCode">>;

type Props = { cell: DraftCell; language: LabLanguage; python: PythonRuntime | null; onChange: (patch: Patch) => void };

export function CellChecksEditor({ cell, language, python, onChange }: Props) {
  const checks = draftChecks(cell, language);
  const checked = hasChecks(checks);
  const [open, setOpen] = useState(checked);
  const ids = useId();
  const n = cell.cellId;
  const page = useMemo(() => ({ python }), [python]);
  const { state, run, available, submitInput } = useCellRun(language, page, { checks: checked ? checks : null });
  const [tried, setTried] = useState(false);

  return (
    <div className="mt-3 rounded-lg border border-sky-200 bg-sky-50/40 p-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        onClick={() => setOpen((o) => !o)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        {open ? "▾" : "▸"} {texts.checksToggle(n)}
        {checked && ` · ${texts.checkedTag}`}
      </button>
      {open && (
        <div id={`${ids}-panel`} className="mt-2 space-y-3">
          <p className="text-xs text-ink-700">{texts.checksHint}</p>
          <div>
            <p className="text-sm font-medium text-ink-700">{texts.expectedOutputLabel(n)}</p>
            <CodeEditor
              value={cell.expectedOutput}
              onChange={(v) => onChange({ expectedOutput: v })}
              language={language}
              syntax="plaintext"
              label={texts.expectedOutputLabel(n)}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-match`} className="block text-sm font-medium text-ink-700">
              {texts.outputMatchLabel(n)}
            </label>
            <select
              id={`${ids}-match`}
              value={cell.outputMatch}
              onChange={(e) => onChange({ outputMatch: e.target.value as OutputMatch })}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink-900"
            >
              <option value="exact">{texts.matchExact}</option>
              <option value="pattern">{texts.matchPattern}</option>
            </select>
          </div>
          {!LANGUAGES[language].checks.testCode ? (
            <p className="text-xs text-ink-700">{texts.javaNoTestCode}</p>
          ) : (
            <div>
              <p className="text-sm font-medium text-ink-700">{texts.testCodeLabel(n)}</p>
              <p className="text-xs text-ink-700">{texts.testCodeHint}</p>
              <CodeEditor value={cell.testCode} onChange={(v) => onChange({ testCode: v })} language={language} label={texts.testCodeLabel(n)} />
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={!checked || state.running || !available}
              onClick={() => {
                setTried(true);
                run(cell.code);
              }}
              className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              {state.running ? texts.tryingChecks : texts.tryChecks}
              <span className="sr-only"> (cell {n})</span>
            </button>
            {!checked && <span className="text-xs text-ink-700">{texts.tryNoChecks}</span>}
          </div>
          {tried && (
            <>
              {/* Starter code that reads input (input(), prompt()) asks here, as on the lab page. */}
              {state.awaitingInput && <InputPrompt cell={n} onSubmit={submitInput} />}
              <OutputLog cell={n} chunks={state.chunks} label={texts.tryOutput(n)} />
              {state.check && !state.running && <CheckResultPanel cell={n} result={state.check} />}
            </>
          )}
        </div>
      )}
    </div>
  );
}
