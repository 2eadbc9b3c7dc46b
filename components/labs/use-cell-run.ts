"use client";
// Running one cell, whatever its language: the language's runtime (runtimes/registry.ts) runs it and streams
// output into the cell's state; a checked cell's verdict comes from the server when the server judged it, or is
// judged here (output-check.ts, patterns in a worker with the server's time limit). Every finished run is handed
// to `onRun` (its verdict, code and inputs): the cell reports it for the teacher's live view, and a pass for the
// gradebook.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { BarDatum } from "@/lib/client/labs/javascript/sandbox-protocol";
import type { CheckResult } from "@/lib/client/labs/lab-api";
import { judgeRunAsync } from "@/lib/labs/output-check";
import { testPatternInWorker } from "@/lib/client/labs/pattern-judge";
import type { LabLanguage } from "@/lib/labs/languages";
import type { TurtleDrawing } from "@/lib/labs/turtle-drawing";
import type { OutputChunk } from "./cell-output";
import { cellRuntime, type PageRuntimes } from "./runtimes/registry";
import type { CellChecks, RunIO } from "./runtimes/types";

export type { CellChecks };

export type CellRunState = {
  chunks: OutputChunk[];
  running: boolean;
  awaitingInput: boolean;
  plots: string[];
  turtles: TurtleDrawing[];
  html: string | null;
  bars: BarDatum[] | null;
  /** A server run waiting for a free sandbox: how many runs are ahead of it. */
  waitingBehind: number | null;
  /** A checked cell's verdict after its last run (null: no checks, still running, or stopped). */
  check: CheckResult | null;
};

/** A finished run, as the cell reports it. */
export type FinishedRun = { code: string; inputs: string[]; check: CheckResult | null; codeError: string | null; printed: string };

export type CellRunOptions = {
  checks?: CellChecks | null;
  /** The stored cell: a server run judges its checks and records the run. */
  cellId?: string;
  /** Told each run that finished (not one stopped, or one that never started). */
  onRun?: (run: FinishedRun) => void;
};

const idle: CellRunState = {
  chunks: [],
  running: false,
  awaitingInput: false,
  plots: [],
  turtles: [],
  html: null,
  bars: null,
  waitingBehind: null,
  check: null,
};

export function useCellRun(language: LabLanguage, page: PageRuntimes, { checks = null, cellId, onRun }: CellRunOptions = {}) {
  const [state, setState] = useState<CellRunState>(idle);
  const runListener = useRef(onRun);
  useEffect(() => {
    runListener.current = onRun;
  }, [onRun]);
  const runtime = useMemo(() => cellRuntime(language, page), [language, page]);
  useEffect(() => {
    runtime.prepare();
    return () => runtime.dispose();
  }, [runtime]);

  const append = useCallback((kind: OutputChunk["kind"], text: string) => {
    setState((s) => {
      const last = s.chunks[s.chunks.length - 1];
      if (last && last.kind === kind && kind !== "input") return { ...s, chunks: [...s.chunks.slice(0, -1), { kind, text: last.text + text }] };
      return { ...s, chunks: [...s.chunks, { kind, text }] };
    });
  }, []);

  const io = useMemo<RunIO>(
    () => ({
      write: append,
      line: (kind, text) => append(kind, text.endsWith("\n") ? text : `${text}\n`),
      askInput: () => setState((s) => ({ ...s, awaitingInput: true })),
      plot: (png) => setState((s) => ({ ...s, plots: [...s.plots, png] })),
      turtle: (drawing) => setState((s) => ({ ...s, turtles: [...s.turtles, drawing] })),
      html: (html) => setState((s) => ({ ...s, html })),
      chart: (bars) => setState((s) => ({ ...s, bars })),
      waiting: (ahead) => setState((s) => ({ ...s, waitingBehind: ahead })),
    }),
    [append],
  );

  const run = useCallback(
    (code: string, stdin = "") => {
      runtime.stop();
      setState({ ...idle, running: true });
      void (async () => {
        const result = await runtime.run({ code, stdin, checks, cellId }, io);
        let check: CheckResult | null = null;
        if (result.status === "done") {
          check =
            result.check ??
            (checks
              ? await judgeRunAsync({
                  checks,
                  output: result.printed,
                  codeError: result.codeError,
                  testError: result.testError,
                  testsRan: result.testsRan,
                  testPattern: testPatternInWorker,
                })
              : null);
        }
        setState((s) => ({ ...s, running: false, awaitingInput: false, waitingBehind: null, check }));
        if (result.status === "done") runListener.current?.({ code, inputs: result.inputs, check, codeError: result.codeError, printed: result.printed });
      })();
    },
    [runtime, io, checks, cellId],
  );

  const submitInput = useCallback(
    (value: string) => {
      append("input", `${value}\n`);
      setState((s) => ({ ...s, awaitingInput: false }));
      runtime.input(value);
    },
    [append, runtime],
  );

  /** Empties the output (Restart Python: the outputs of a gone interpreter no longer describe anything). */
  const clear = useCallback(() => setState(idle), []);

  return { state, run, stop: runtime.stop, submitInput, clear, available: runtime.available };
}
