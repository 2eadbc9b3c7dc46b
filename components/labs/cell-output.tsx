"use client";
// What a cell shows after a run: the output log, the input box for input(), plots (Python), the visual
// area and bar chart (JavaScript).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { visualDocument } from "@/lib/client/labs/javascript/sandbox-document";
import type { BarDatum } from "@/lib/client/labs/javascript/sandbox-protocol";
import { texts } from "./texts";

export type OutputChunk = { kind: "out" | "err" | "info" | "ok" | "input"; text: string };

const chunkClass: Record<OutputChunk["kind"], string> = {
  out: "text-slate-100",
  err: "text-red-300",
  info: "text-sky-300",
  ok: "text-emerald-300",
  input: "text-amber-200",
};

export function OutputLog({ cell, chunks, label }: { cell: number; chunks: OutputChunk[]; label?: string }) {
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [chunks]);
  return (
    <pre
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={label ?? texts.output(cell)}
      tabIndex={0}
      data-testid={label ? `try-output-${cell}` : `output-${cell}`}
      className="max-h-80 min-h-16 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-900 p-3 font-mono text-sm"
    >
      {chunks.length === 0 ? (
        <span className="text-slate-300">{texts.outputEmpty}</span>
      ) : (
        chunks.map((c, i) => (
          <span key={i} className={chunkClass[c.kind]}>
            {c.text}
          </span>
        ))
      )}
    </pre>
  );
}

export function InputPrompt({ cell, onSubmit }: { cell: number; onSubmit: (line: string) => void }) {
  const [value, setValue] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value);
    setValue("");
  };
  const id = `lab-input-${cell}`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <label htmlFor={id} className="w-full text-sm font-medium text-ink-900">
        {texts.inputLabel(cell)}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
      />
      <button type="submit" className="rounded-md bg-amber-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-700">
        {texts.submitInput}
      </button>
    </form>
  );
}

export function PlotArea({ cell, plots }: { cell: number; plots: string[] }) {
  if (plots.length === 0) return null;
  return (
    <figure aria-label={texts.plotArea(cell)} className="rounded-lg border border-slate-200 bg-white p-3">
      {plots.map((png, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn by the learner's code
        <img key={i} src={`data:image/png;base64,${png}`} alt={texts.plotAlt(i + 1)} className="mx-auto max-w-full" />
      ))}
    </figure>
  );
}

/** renderHTML output, in an iframe with no scripts and no network (the learner's HTML never touches the page). */
export function VisualArea({ cell, html }: { cell: number; html: string | null }) {
  if (html === null) return null;
  return (
    <iframe
      title={texts.visualArea(cell)}
      sandbox=""
      srcDoc={visualDocument(html)}
      data-testid={`visual-${cell}`}
      className="h-56 w-full rounded-lg border border-slate-200 bg-white"
    />
  );
}

/** Contract §2: bars scaled so the tallest is 150 px. */
export const MAX_BAR_HEIGHT_PX = 150;

export function BarChart({ cell, bars }: { cell: number; bars: BarDatum[] | null }) {
  if (!bars || bars.length === 0) return null;
  const max = Math.max(...bars.map((b) => Math.abs(b.value)), 0);
  return (
    <figure aria-label={texts.chartLabel(cell)} data-testid={`chart-${cell}`} className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-end gap-3 overflow-x-auto" style={{ height: MAX_BAR_HEIGHT_PX + 40 }}>
        {bars.map((b, i) => {
          const h = max > 0 ? Math.round((Math.abs(b.value) / max) * MAX_BAR_HEIGHT_PX) : 0;
          return (
            <div key={i} className="flex min-w-10 flex-col items-center justify-end gap-1">
              <span className="text-xs text-ink-700">{b.value}</span>
              <div data-testid="bar" className="w-8 rounded-t bg-brand-600" style={{ height: h }} title={`${b.label}: ${b.value}`} />
              <span className="max-w-20 truncate text-xs text-ink-700">{b.label}</span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
