"use client";
// A checked cell's verdict after Run: ✓ Passed, or ✗ Not yet with what differed (a line diff of expected and
// got, the pattern and the output, or the failing test's message). Said in words and signs, not colour only.
import type { CheckResult, DiffLine } from "@/lib/client/labs/lab-api";
import type { CellChecks } from "./use-cell-run";
import { texts } from "./texts";

const sign: Record<DiffLine["kind"], string> = { same: "  ", expected: "− ", got: "+ " };
const lineClass: Record<DiffLine["kind"], string> = { same: "text-ink-700", expected: "bg-red-100 text-red-900", got: "bg-emerald-100 text-emerald-900" };

export function CheckResultPanel({ cell, result, note }: { cell: number; result: CheckResult; note?: string | null }) {
  return (
    <div
      role="status"
      aria-label={texts.checkPanel(cell)}
      data-testid={`check-${cell}`}
      data-passed={result.passed}
      className={`rounded-lg border px-3 py-2 text-sm ${result.passed ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-950"}`}
    >
      <p className="font-semibold">{result.passed ? texts.checkPassed : texts.checkFailed}</p>
      {result.passed ? (
        <p>{texts.checkPassedDetail}</p>
      ) : (
        <>
          <p>{result.message}</p>
          {result.detail && <p className="mt-1 font-mono text-xs">{texts.checkDetail(result.detail)}</p>}
          {result.diff && <Diff lines={result.diff} />}
          {result.expected !== undefined && (
            <div className="mt-2 space-y-1">
              <p>{texts.patternExpected}</p>
              <pre className="overflow-auto rounded bg-white p-2 font-mono text-xs">{result.expected}</pre>
              <p>{texts.patternGot}</p>
              <pre className="overflow-auto rounded bg-white p-2 font-mono text-xs">{result.got || texts.emptyOutput}</pre>
            </div>
          )}
        </>
      )}
      {note && <p className="mt-1">{note}</p>}
    </div>
  );
}

function Diff({ lines }: { lines: DiffLine[] }) {
  return (
    <div className="mt-2">
      <p className="text-xs">{texts.diffLegend}</p>
      <pre data-testid="check-diff" className="mt-1 max-h-64 overflow-auto rounded bg-white p-2 font-mono text-xs">
        {lines.map((l, i) => (
          <span key={i} className={`block ${lineClass[l.kind]}`}>
            {sign[l.kind]}
            {l.text || " "}
          </span>
        ))}
      </pre>
    </div>
  );
}

/** What the checks expect, shown to the learner (a practice exercise: nothing to hide). */
export function ChecksInfo({ checks }: { checks: CellChecks }) {
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-ink-700">
      <summary className="cursor-pointer font-medium">{texts.checksSummary}</summary>
      {checks.expectedOutput !== null && (
        <>
          <p className="mt-2">{checks.outputMatch === "pattern" ? texts.checksExpectedPattern : texts.checksExpectedOutput}</p>
          <pre className="mt-1 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs">{checks.expectedOutput}</pre>
        </>
      )}
      {checks.testCode !== null && (
        <>
          <p className="mt-2">{texts.checksTestCode}</p>
          <pre className="mt-1 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs">{checks.testCode}</pre>
        </>
      )}
    </details>
  );
}
