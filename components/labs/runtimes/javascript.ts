// JavaScript in a fresh sandboxed frame per run (lib/client/labs/javascript/): the cell's code with its test code
// appended to the same run; the frame is removed at the time limit or on Stop. prompt() asks in the cell's input box,
// as Python's input() does; an error names the line of the cell (or of its test code) it happened on.
import { checkedSource, JS_TIME_LIMIT_MS, prefetchSandbox, runJavaScript, type JsRun } from "@/lib/client/labs/javascript/sandbox-runner";
import { messageWithLine, placeOfLine } from "@/lib/labs/js-error-line";
import { texts } from "../texts";
import type { CellRuntime } from "./types";

export function javascriptRuntime(): CellRuntime {
  let current: JsRun | null = null;
  let inputs: string[] = [];
  return {
    available: true,
    prepare: prefetchSandbox,
    async run({ code, checks }, io) {
      const started = performance.now();
      const testCode = checks?.testCode ?? null;
      // What the learner's code printed, and where an error came from: before the tests start, or in them.
      let printed = "";
      let inTests = false;
      let codeError: string | null = null;
      let testError: string | null = null;
      inputs = [];
      current?.cancel();
      const run = runJavaScript(testCode !== null ? checkedSource(code, testCode) : code, {
        onLog: (text, level) => {
          const err = level === "error" || level === "warn";
          if (!err && !inTests) printed += `${text}\n`;
          io.line(err ? "err" : "out", text);
        },
        onHTML: io.html,
        onChart: io.chart,
        onError: (raw, line) => {
          const message = messageWithLine(raw, placeOfLine(line, code, testCode !== null));
          // A failing test is the check's ✗ (with its message), not an error of the learner's cell.
          if (inTests) testError ??= message;
          else {
            codeError ??= message;
            io.line("err", texts.error(message));
          }
        },
        onInputRequest: (message) => {
          // Like input("Name: "): the question is part of what the program printed.
          if (message) {
            io.write("out", message);
            if (!inTests) printed += message;
          }
          io.askInput();
        },
        onCheckStart: () => {
          inTests = true;
        },
      });
      current = run;
      const outcome = await run.done;
      if (current === run) current = null;
      performance.measure("labs:js-run", { start: started, end: performance.now() });
      if (outcome === "cancelled") {
        io.line("info", texts.stopped);
        return { status: "stopped" };
      }
      if (outcome === "timeout") {
        const limit = texts.timeLimit(JS_TIME_LIMIT_MS / 1000);
        io.line("err", texts.error(limit));
        codeError ??= limit;
      }
      return { status: "done", printed, codeError, testError, testsRan: inTests, inputs };
    },
    stop: () => current?.cancel(),
    input(line) {
      inputs.push(line);
      current?.input(line);
    },
    dispose: () => current?.cancel(),
  };
}
