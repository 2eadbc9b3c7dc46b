"use client";
// One lab cell: its description, the editor, Save Code, Run Code (Compile & Run for Java), Need Help?,
// and what the run printed or drew.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { resetOwnCode } from "@/lib/client/labs/lab-api";
import type { PythonRuntime } from "@/lib/client/labs/python/python-runtime";
import { LANGUAGES } from "@/lib/labs/languages";
import { BarChart, InputPrompt, OutputLog, PlotArea, VisualArea, type OutputChunk } from "./cell-output";
import { ChecksInfo, CheckResultPanel } from "./check-result";
import { useCellReports } from "./use-cell-reports";
import { SaveFeedback, useSaveCode } from "./use-save-code";
import { useCellRun } from "./use-cell-run";
import { TurtleArea } from "./turtle-drawing";
import { texts } from "./texts";
import { CellEditor } from "./cell-editor";
import type { LabCellModel } from "./lab-cell-model";

export type { LabCellModel };

/** What the toolbar asks of a cell: run it (true when it ended without an error) and clear its output. */
export type LabCellHandle = { run: () => Promise<boolean>; clear: () => void };

type Props = {
  cell: LabCellModel;
  python: PythonRuntime | null;
  /** Lines shown in this cell's output before its first run (the Python runtime's start-up). */
  bootLines?: OutputChunk[];
  /** Another cell holds the shared Python interpreter. */
  blocked?: boolean;
  onRunningChange?: (running: boolean) => void;
};

export const LabCell = forwardRef<LabCellHandle, Props>(function LabCell({ cell, python, bootLines = [], blocked = false, onRunningChange }, ref) {
  const [code, setCode] = useState(cell.code);
  const [stdin, setStdin] = useState("");
  const checks = cell.checks ?? null;
  const spec = LANGUAGES[cell.language];
  const pass = useCellReports(cell);
  const page = useMemo(() => ({ python }), [python]);
  const { state, run, stop, submitInput, clear } = useCellRun(cell.language, page, { checks, cellId: cell.serverId, onRun: pass.onRun });
  const save = useSaveCode(cell);
  const starter = cell.starterCode ?? (cell.saved ? undefined : cell.code);
  const [ownSaved, setOwnSaved] = useState(Boolean(cell.saved));
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetNote, setResetNote] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  useEffect(() => {
    if (save.notice?.kind === "ok") setOwnSaved(true);
  }, [save.notice]);

  // What the editor and the input box hold now. Set from their change events, not from a render: Monaco's input
  // events are not React's, so the render for a keystroke can come after a Ctrl+Enter or a click that follows it,
  // and a run or a save must take what the learner sees (editor-value-sync.ts).
  const latest = useRef({ code, stdin });
  const changeCode = useCallback((text: string) => {
    latest.current.code = text;
    setCode(text);
  }, []);
  const changeStdin = (text: string) => {
    latest.current.stdin = text;
    setStdin(text);
  };
  // Run all waits for each cell: a run is over at the first render after it was asked for with running false.
  const waiting = useRef<Array<(ok: boolean) => void>>([]);
  const requested = useRef(false);
  useEffect(() => {
    if (!requested.current || state.running) return;
    requested.current = false;
    const done = waiting.current;
    waiting.current = [];
    const ok = !state.chunks.some((c) => c.kind === "err");
    done.forEach((f) => f(ok));
  }, [state]);
  const runNow = () => {
    requested.current = true;
    run(latest.current.code, latest.current.stdin);
  };
  useImperativeHandle(ref, () => ({
    run: () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        runNow();
      }),
    clear,
  }));

  // Shift+Enter or Ctrl/Cmd+Enter runs the cell, as in Jupyter. Caught before the editor sees the keys.
  const onEditorKeys = (e: KeyboardEvent) => {
    if (e.key !== "Enter" || !(e.shiftKey || e.ctrlKey || e.metaKey)) return;
    e.preventDefault();
    e.stopPropagation();
    if (!state.running && !blocked) runNow();
  };

  const doReset = async () => {
    setConfirmReset(false);
    setResetNote(null);
    try {
      const fresh = cell.serverId && ownSaved ? (await resetOwnCode(cell.serverId)).code : starter;
      if (fresh === undefined) return;
      changeCode(fresh);
      setOwnSaved(false);
      setResetNote({ kind: "ok", text: texts.resetDone });
    } catch (e) {
      setResetNote({ kind: "error", text: texts.resetFailed(e instanceof Error ? e.message : texts.javaUnknownError) });
    }
  };
  const upfrontInput = spec.stdin === "upfront";
  const headingId = `cell-${cell.key}-heading`;
  const stoppable = state.running;

  const reportRunning = useRef(onRunningChange);
  reportRunning.current = onRunningChange;
  useEffect(() => reportRunning.current?.(state.running), [state.running]);

  const chunks = state.chunks.length === 0 && !state.running ? bootLines : state.chunks;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`lab-cell-${cell.number}`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {texts.cellHeading(cell.number)}
        </h2>
        <span className="flex flex-wrap gap-2">
          {checks && (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900" data-testid={`checked-tag-${cell.number}`}>
              {pass.passed ? texts.passedTag : texts.checkedTag}
            </span>
          )}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-ink-700">{spec.name}</span>
        </span>
      </header>
      <p className="whitespace-pre-line text-ink-700">{cell.preText}</p>
      {checks && <ChecksInfo checks={checks} />}
      <div onKeyDownCapture={onEditorKeys}>
        <CellEditor value={code} onChange={changeCode} language={cell.language} label={texts.editorLabel(cell.number, spec.name)} />
      </div>
      {upfrontInput && (
        <div>
          <label htmlFor={`stdin-${cell.key}`} className="text-sm font-medium text-ink-700">
            {texts.javaStdinLabel(cell.number)}
          </label>
          <textarea
            id={`stdin-${cell.key}`}
            value={stdin}
            onChange={(e) => changeStdin(e.target.value)}
            rows={2}
            className="mt-1 w-full rounded-md border border-slate-300 p-2 font-mono text-sm"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void save.save(latest.current.code)}
          disabled={save.saving}
          className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {save.saving ? texts.saving : texts.saveCode}
        </button>
        <button
          type="button"
          onClick={runNow}
          disabled={state.running || blocked}
          aria-keyshortcuts="Shift+Enter Control+Enter"
          title={texts.runShortcut}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {state.running ? texts.running : spec.runLabel}
        </button>
        {stoppable && (
          <button type="button" onClick={stop} className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
            {texts.stop}
          </button>
        )}
        {ownSaved && starter !== undefined && (
          <button
            type="button"
            onClick={() => setConfirmReset(true)}
            aria-expanded={confirmReset}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-slate-100"
          >
            {texts.resetStarter}
          </button>
        )}
        <button
          type="button"
          aria-expanded={save.helpOpen}
          onClick={save.toggleHelp}
          className="ml-auto rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {save.helpOpen ? texts.gotIt : texts.needHelp}
        </button>
      </div>
      {confirmReset && (
        <div
          role="alertdialog"
          aria-label={texts.resetStarter}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p>{texts.resetConfirm}</p>
          <button type="button" onClick={() => void doReset()} className="rounded-md bg-amber-800 px-3 py-1.5 font-semibold text-white hover:bg-amber-900">
            {texts.resetYes}
          </button>
          <button
            type="button"
            onClick={() => setConfirmReset(false)}
            className="rounded-md border border-amber-400 px-3 py-1.5 font-semibold hover:bg-amber-100"
          >
            {texts.resetCancel}
          </button>
        </div>
      )}
      {resetNote && (
        <p
          role={resetNote.kind === "error" ? "alert" : "status"}
          className={`rounded-lg px-3 py-2 text-sm ${resetNote.kind === "ok" ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
        >
          {resetNote.text}
        </p>
      )}
      {state.running && state.waitingBehind !== null && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {texts.javaWaiting(state.waitingBehind)}
        </p>
      )}
      <SaveFeedback save={save} />
      {state.awaitingInput && <InputPrompt cell={cell.number} onSubmit={submitInput} />}
      <OutputLog cell={cell.number} chunks={chunks} />
      {state.check && !state.running && <CheckResultPanel cell={cell.number} result={state.check} note={pass.note} />}
      <PlotArea cell={cell.number} plots={state.plots} />
      <TurtleArea cell={cell.number} drawings={state.turtles} />
      <VisualArea cell={cell.number} html={state.html} />
      <BarChart cell={cell.number} bars={state.bars} />
    </article>
  );
});
