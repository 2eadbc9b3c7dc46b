"use client";
// Running one cell in its language: Python in the page's shared interpreter, JavaScript in a fresh
// sandbox, Java on the server. The hook owns the cell's output state, and for a checked cell the verdict:
// Python's test code runs after the cell in the same namespace, JavaScript's is appended to the same sandbox
// run, and Java's expected output is judged by the server (given the cell's id) or here (the creator's Try).
// Patterns are tested in a worker with the server's time limit (pattern-judge.ts), never on the page's thread.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { checkedSource, JS_TIME_LIMIT_MS, prefetchSandbox, runJavaScript, type JsRun } from "@/lib/client/labs/javascript/sandbox-runner";
import type { BarDatum } from "@/lib/client/labs/javascript/sandbox-protocol";
import { runJavaWithProgress, type CheckResult, type LabLanguage, type OutputMatch } from "@/lib/client/labs/lab-api";
import { judgeRunAsync } from "@/lib/labs/output-check";
import { testPatternInWorker } from "@/lib/client/labs/pattern-judge";
import type { PythonRuntime } from "@/lib/client/labs/python/python-runtime";
import type { OutputChunk } from "./cell-output";
import { texts } from "./texts";

export type CellRunState = {
  chunks: OutputChunk[];
  running: boolean;
  awaitingInput: boolean;
  plots: string[];
  html: string | null;
  bars: BarDatum[] | null;
  /** A Java run waiting for a free sandbox: how many runs are ahead of it. */
  waitingBehind: number | null;
  /** A checked cell's verdict after its last run (null: no checks, still running, or stopped). */
  check: CheckResult | null;
};

export type CellChecks = { expectedOutput: string | null; outputMatch: OutputMatch; testCode: string | null };

export type CellRunOptions = {
  checks?: CellChecks | null;
  /** Java: the stored cell whose checks the server judges (and whose pass it stores). */
  serverCheckId?: string;
  /** Told each checked run's verdict. */
  onCheck?: (check: CheckResult) => void;
};

/** The server's own message, if it sent one (contract §8: 'Error: {message or Unknown error occurred}'). */
function failureMessage(e: unknown): string {
  if (e instanceof ApiError) return e.status === 0 ? e.message : (((e.body as { message?: unknown } | null)?.message as string | undefined) ?? "");
  return e instanceof Error ? e.message : "";
}

const idle: CellRunState = { chunks: [], running: false, awaitingInput: false, plots: [], html: null, bars: null, waitingBehind: null, check: null };

export function useCellRun(language: LabLanguage, python: PythonRuntime | null, { checks = null, serverCheckId, onCheck }: CellRunOptions = {}) {
  const [state, setState] = useState<CellRunState>(idle);
  const checkListener = useRef(onCheck);
  useEffect(() => {
    checkListener.current = onCheck;
  }, [onCheck]);
  const jsRun = useRef<JsRun | null>(null);
  const javaAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (language === "javascript") prefetchSandbox();
  }, [language]);

  useEffect(
    () => () => {
      jsRun.current?.cancel();
      javaAbort.current?.abort();
    },
    [],
  );

  const append = useCallback((kind: OutputChunk["kind"], text: string) => {
    setState((s) => {
      const last = s.chunks[s.chunks.length - 1];
      if (last && last.kind === kind && kind !== "input") return { ...s, chunks: [...s.chunks.slice(0, -1), { kind, text: last.text + text }] };
      return { ...s, chunks: [...s.chunks, { kind, text }] };
    });
  }, []);
  const line = useCallback((kind: OutputChunk["kind"], text: string) => append(kind, text.endsWith("\n") ? text : `${text}\n`), [append]);

  const finish = useCallback((check: CheckResult | null = null) => {
    setState((s) => ({ ...s, running: false, awaitingInput: false, waitingBehind: null, check }));
    if (check) checkListener.current?.(check);
  }, []);

  const runPython = useCallback(
    async (code: string) => {
      if (!python) {
        line("err", texts.pythonNotReady);
        return finish();
      }
      if (python.status.state === "loading") line("info", texts.pythonLoading);
      if (!(await python.ready)) {
        line("err", texts.pythonLoadFailed);
        return finish();
      }
      let printed = "";
      const handlers = {
        onStdout: (t: string) => append("out", t),
        onStderr: (t: string) => append("err", t),
        onInputRequest: () => setState((s) => ({ ...s, awaitingInput: true })),
        onPlot: (png: string) => setState((s) => ({ ...s, plots: [...s.plots, png] })),
      };
      const outcome = await python.run(code, {
        ...handlers,
        onStdout: (t) => {
          printed += t;
          handlers.onStdout(t);
        },
      });
      if (outcome.status === "error") {
        if (outcome.traceback) line("err", outcome.traceback);
        line("err", texts.error(outcome.message));
      } else if (outcome.status === "stopped") {
        line("info", outcome.restarted ? texts.stoppedRestarted : texts.stopped);
        return finish();
      }
      if (!checks) return finish();
      const codeError = outcome.status === "error" ? outcome.message : null;
      let testError: string | null = null;
      let testsRan = false;
      if (!codeError && checks.testCode !== null) {
        // The tests run after the cell in the same namespace, so they see its functions and variables.
        const test = await python.run(checks.testCode, handlers);
        if (test.status === "stopped") {
          line("info", texts.stopped);
          return finish();
        }
        testsRan = test.status === "ok";
        if (test.status === "error") testError = test.message;
      }
      finish(await judgeRunAsync({ checks, output: printed, codeError, testError, testsRan, testPattern: testPatternInWorker }));
    },
    [python, append, line, finish, checks],
  );

  const runJs = useCallback(
    async (code: string) => {
      const started = performance.now();
      const testCode = checks?.testCode ?? null;
      // What the learner's code printed, and where an error came from: before the tests start, or in them.
      let printed = "";
      let inTests = false;
      let codeError: string | null = null;
      let testError: string | null = null;
      const run = runJavaScript(testCode !== null ? checkedSource(code, testCode) : code, {
        onLog: (text, level) => {
          const err = level === "error" || level === "warn";
          if (!err && !inTests) printed += `${text}\n`;
          line(err ? "err" : "out", text);
        },
        onHTML: (html) => setState((s) => ({ ...s, html })),
        onChart: (bars) => setState((s) => ({ ...s, bars })),
        onError: (message) => {
          // A failing test is the check's ✗ (with its message), not an error of the learner's cell.
          if (inTests) testError ??= message;
          else {
            codeError ??= message;
            line("err", texts.error(message));
          }
        },
        onCheckStart: () => {
          inTests = true;
        },
      });
      jsRun.current = run;
      const outcome = await run.done;
      if (jsRun.current === run) jsRun.current = null;
      performance.measure("labs:js-run", { start: started, end: performance.now() });
      if (outcome === "timeout") line("err", texts.error(texts.timeLimit(JS_TIME_LIMIT_MS / 1000)));
      else if (outcome === "cancelled") line("info", texts.stopped);
      if (!checks || outcome === "cancelled") return finish();
      if (outcome === "timeout") codeError ??= texts.timeLimit(JS_TIME_LIMIT_MS / 1000);
      finish(await judgeRunAsync({ checks, output: printed, codeError, testError, testsRan: inTests, testPattern: testPatternInWorker }));
    },
    [line, finish, checks],
  );

  const runJavaCell = useCallback(
    async (code: string, stdin: string) => {
      const abort = new AbortController();
      javaAbort.current = abort;
      let check: CheckResult | null = null;
      try {
        const res = await runJavaWithProgress({ code, ...(stdin ? { stdin } : {}), ...(serverCheckId ? { cellId: serverCheckId } : {}) }, abort.signal, (p) =>
          setState((s) => ({ ...s, waitingBehind: "queued" in p ? p.queued : null })),
        );
        if ("error" in res) {
          line("err", texts.javaCompileError);
          line("err", res.error);
        } else {
          line("ok", texts.javaSuccess);
          if (res.output) line("out", res.output);
        }
        // The server judged a stored cell; the creator's Try (checks not saved yet) is judged here.
        if (res.check) check = res.check;
        else if (checks?.expectedOutput != null && !serverCheckId)
          check = await judgeRunAsync({
            checks: { ...checks, testCode: null },
            output: res.output ?? "",
            codeError: "error" in res ? res.error : null,
            testPattern: testPatternInWorker,
          });
      } catch (e) {
        if ((e as Error).name === "AbortError") {
          line("info", texts.stopped);
          return;
        }
        line("err", texts.error(failureMessage(e) || texts.javaUnknownError));
        // The server compiles Java only for logged-in users (Python and JavaScript run in the browser for anyone).
        if (e instanceof ApiError && e.status === 401) line("info", texts.javaNeedsLogin);
      } finally {
        if (javaAbort.current === abort) javaAbort.current = null;
        finish(check);
      }
    },
    [line, finish, checks, serverCheckId],
  );

  const run = useCallback(
    (code: string, stdin = "") => {
      jsRun.current?.cancel();
      setState({ ...idle, running: true });
      if (language === "python") void runPython(code);
      else if (language === "javascript") void runJs(code);
      else void runJavaCell(code, stdin);
    },
    [language, runPython, runJs, runJavaCell],
  );

  const stop = useCallback(() => {
    if (language === "python") python?.stop();
    else if (language === "javascript") jsRun.current?.cancel();
    else javaAbort.current?.abort();
  }, [language, python]);

  const submitInput = useCallback(
    (value: string) => {
      append("input", `${value}\n`);
      setState((s) => ({ ...s, awaitingInput: false }));
      python?.sendInput(value);
    },
    [append, python],
  );

  /** Empties the output (Restart Python: the outputs of a gone interpreter no longer describe anything). */
  const clear = useCallback(() => setState(idle), []);

  return { state, run, stop, submitInput, clear };
}
