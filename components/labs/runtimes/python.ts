// Python in the page's shared Pyodide interpreter (a Worker; lib/client/labs/python/): the cell's code, then its
// test code in the same namespace, so the tests see its functions and variables.
import type { PythonRuntime } from "@/lib/client/labs/python/python-runtime";
import { parseTurtleDrawing } from "@/lib/labs/turtle-drawing";
import { texts } from "../texts";
import type { CellRuntime } from "./types";

export function pythonRuntime(python: PythonRuntime | null): CellRuntime {
  let inputs: string[] = [];
  return {
    available: python !== null,
    prepare() {},
    async run({ code, checks }, io) {
      if (!python) {
        io.line("err", texts.pythonNotReady);
        return { status: "not-run" };
      }
      if (python.status.state === "loading") io.line("info", texts.pythonLoading);
      if (!(await python.ready)) {
        io.line("err", texts.pythonLoadFailed);
        return { status: "not-run" };
      }
      inputs = [];
      let printed = "";
      const handlers = {
        onStdout: (t: string) => io.write("out", t),
        onStderr: (t: string) => io.write("err", t),
        onInputRequest: () => io.askInput(),
        onPlot: (png: string) => io.plot(png),
        onTurtle: (json: string) => {
          const drawing = parseTurtleDrawing(json);
          if (drawing) io.turtle(drawing);
        },
      };
      const outcome = await python.run(code, {
        ...handlers,
        onStdout: (t) => {
          printed += t;
          handlers.onStdout(t);
        },
      });
      if (outcome.status === "stopped") {
        io.line("info", outcome.restarted ? texts.stoppedRestarted : texts.stopped);
        return { status: "stopped" };
      }
      if (outcome.status === "error") {
        if (outcome.traceback) io.line("err", outcome.traceback);
        io.line("err", texts.error(outcome.message));
      }
      const codeError = outcome.status === "error" ? outcome.message : null;
      let testError: string | null = null;
      let testsRan = false;
      if (!codeError && checks?.testCode != null) {
        const test = await python.run(checks.testCode, handlers);
        if (test.status === "stopped") {
          io.line("info", texts.stopped);
          return { status: "stopped" };
        }
        testsRan = test.status === "ok";
        if (test.status === "error") testError = test.message;
      }
      return { status: "done", printed, codeError, testError, testsRan, inputs };
    },
    stop: () => python?.stop(),
    input(line) {
      inputs.push(line);
      python?.sendInput(line);
    },
    dispose() {},
  };
}
