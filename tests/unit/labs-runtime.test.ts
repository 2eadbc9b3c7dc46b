// The pure parts of the lab runtimes: how Python failures read, and the JavaScript sandbox's worker
// script (console capture, flood cap, drawBarChart's data shapes, errors) run in a bare VM context.
import { runInNewContext } from "node:vm";
import { friendlyTraceback, lastLine, missingPackageMessage } from "@/lib/client/labs/python/python-errors";
import { sandboxDocument, SANDBOX_CSP, WORKER_SOURCE } from "@/lib/client/labs/javascript/sandbox-document";
import type { SandboxEvent } from "@/lib/client/labs/javascript/sandbox-protocol";
import { checkedSource } from "@/lib/client/labs/javascript/sandbox-runner";
import { messageWithLine, placeOfLine } from "@/lib/labs/js-error-line";

const traceback = `Traceback (most recent call last):
  File "/lib/python314.zip/_pyodide/_base.py", line 597, in eval_code
    .run(globals, locals)
  File "<cell>", line 2, in <module>
ZeroDivisionError: division by zero
`;

describe("Python errors", () => {
  it("keeps the last line as the message and drops Pyodide's own frames", () => {
    expect(lastLine(traceback)).toBe("ZeroDivisionError: division by zero");
    expect(friendlyTraceback(traceback)).toBe('Traceback (most recent call last):\n  File "<cell>", line 2, in <module>\nZeroDivisionError: division by zero');
  });

  it("tells the learner in a plain sentence which packages are missing, never the server's settings", () => {
    expect(missingPackageMessage(["numpy"], false)).toBe(
      "numpy is not available in this lab: only Python's standard library can be used here. Ask your teacher if you need this package.",
    );
    expect(missingPackageMessage(["numpy", "pandas"], false)).toContain("numpy, pandas are not available");
    expect(missingPackageMessage(["matplotlib"], true)).toBe("matplotlib could not be loaded. Check your internet connection and run the cell again.");
    for (const m of [missingPackageMessage(["numpy"], false), missingPackageMessage(["numpy"], true)]) expect(m).not.toMatch(/PYODIDE|_URL|administrator/);
  });
});

/** Runs learner code through the sandbox worker script with a fake worker scope; returns what it posted. */
async function runInSandboxWorker(code: string, lines?: string[]): Promise<SandboxEvent[]> {
  const events: SandboxEvent[] = [];
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const scope: Record<string, unknown> = {
    postMessage: (m: SandboxEvent) => {
      events.push(m);
      if (m.type === "done") done();
    },
    addEventListener: () => undefined,
    console: {},
    performance: { now: () => Date.now() },
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
  };
  scope.self = scope;
  // The server's check run replays typed lines this way (lib/server/labs/engines/check-run.ts).
  if (lines) scope.__labsReadLine = () => lines.shift() ?? null;
  runInNewContext(WORKER_SOURCE, scope);
  const onmessage = scope.onmessage as (e: { data: string }) => Promise<void>;
  await onmessage({ data: code });
  await finished;
  return events;
}

describe("JavaScript sandbox worker script", () => {
  it("captures console output and ends with done", async () => {
    const events = await runInSandboxWorker("console.log('a', 1, { b: 2 }); console.error(new TypeError('x'))");
    expect(events).toEqual([{ type: "log", level: "log", text: 'a 1 {"b":2}' }, { type: "log", level: "error", text: "TypeError: x" }, { type: "done" }]);
  });

  it("accepts drawBarChart(labels, values), an array of numbers or objects, and a label → value object", async () => {
    const bars = async (call: string) => (await runInSandboxWorker(call)).find((e) => e.type === "chart");
    expect(await bars("drawBarChart(['a', 'b'], [1, 2])")).toEqual({
      type: "chart",
      bars: [
        { label: "a", value: 1 },
        { label: "b", value: 2 },
      ],
    });
    expect(await bars("drawBarChart([3, 'x'])")).toEqual({
      type: "chart",
      bars: [
        { label: "1", value: 3 },
        { label: "2", value: 0 },
      ],
    });
    expect(await bars("drawBarChart([{ label: 'p', value: 4 }])")).toEqual({ type: "chart", bars: [{ label: "p", value: 4 }] });
    expect(await bars("drawBarChart({ mon: 5 })")).toEqual({ type: "chart", bars: [{ label: "mon", value: 5 }] });
  });

  it("waits for pending timers: setTimeout and a cleared setInterval print before done", async () => {
    const events = await runInSandboxWorker(`
      setTimeout(() => console.log("later"), 300);
      const t = setTimeout(() => console.log("never"), 10); clearTimeout(t);
      let n = 0; const id = setInterval(() => { console.log("tick " + ++n); if (n === 3) clearInterval(id); }, 5);
      console.log("now");`);
    const lines = events.filter((e) => e.type === "log").map((e) => (e as { text: string }).text);
    expect(lines).toEqual(["now", "tick 1", "tick 2", "tick 3", "later"]);
    expect(events.at(-1)).toEqual({ type: "done" });
  });

  it("an error in a timer callback is reported and the run still ends", async () => {
    const events = await runInSandboxWorker("setTimeout(() => { throw new Error('late') }, 5)");
    expect(events).toEqual([{ type: "error", message: "late", line: 1 }, { type: "done" }]);
  });

  it("reports thrown errors by message and caps a flood of output", async () => {
    expect(await runInSandboxWorker("null.x")).toContainEqual({ type: "error", message: expect.stringContaining("Cannot read properties of null"), line: 1 });
    const flood = await runInSandboxWorker("for (let i = 0; i < 100000; i++) console.log('line ' + i)");
    const text = flood
      .filter((e) => e.type === "log")
      .map((e) => (e as { text: string }).text)
      .join("\n");
    expect(text).toContain("[output truncated after 200000 characters]");
    expect(flood.length).toBeLessThan(200);
  });
});

describe("JavaScript errors name their line, prompt() reads input", () => {
  it("names the kind of error and the line of the learner's code it happened on, also inside a function", async () => {
    const events = await runInSandboxWorker("let a = 1;\n\nfunction f() {\n  return missing + 1;\n}\nf();");
    expect(events).toContainEqual({ type: "error", message: "ReferenceError: missing is not defined", line: 4 });
    const thrown = await runInSandboxWorker("const x = 2;\nthrow new RangeError('too big');");
    expect(thrown).toContainEqual({ type: "error", message: "RangeError: too big", line: 2 });
  });

  it("prompt() prints its question and returns the next line given; null once none is left; alert() prints", async () => {
    const events = await runInSandboxWorker(
      "const name = prompt('Name? ');\nconsole.log('Hello, ' + name);\nconst age = prompt('Age? ');\nconsole.log(age === null ? 'no age' : age);\nalert('bye')",
      ["Ann"],
    );
    expect(events).toEqual([
      { type: "input-request", message: "Name? " },
      { type: "log", level: "log", text: "Hello, Ann" },
      { type: "input-request", message: "Age? " },
      { type: "log", level: "log", text: "no age" },
      { type: "log", level: "log", text: "bye" },
      { type: "done" },
    ]);
  });

  it("maps a line of the run's source to the cell's line or the test code's", () => {
    const code = "let a = 1;\nlet b = a.x.y;\nconsole.log(b);";
    expect(placeOfLine(2, code, false)).toEqual({ in: "code", line: 2 });
    // checkedSource: 3 lines of code, the check-start line, the block's "{", then the tests.
    const source = checkedSource(code, "if (a !== 1) throw new Error('a');\nnull.z;");
    expect(source.split("\n")[6]).toBe("null.z;");
    expect(placeOfLine(7, code, true)).toEqual({ in: "tests", line: 2 });
    expect(placeOfLine(7, code, false)).toBeNull();
    expect(placeOfLine(undefined, code, true)).toBeNull();
    expect(messageWithLine("TypeError: x", { in: "code", line: 2 })).toBe("TypeError: x, on line 2");
    expect(messageWithLine("Error: y", { in: "tests", line: 1 })).toBe("Error: y, on line 1 of the test code");
    expect(messageWithLine("late", null)).toBe("late");
  });
});

describe("sandbox document", () => {
  it("forbids network in its CSP and never carries the learner's code (it arrives by postMessage)", () => {
    expect(SANDBOX_CSP).toContain("connect-src 'none'");
    expect(SANDBOX_CSP).toContain("default-src 'none'");
    const doc = sandboxDocument();
    expect(doc.match(/<\/script>/g)).toHaveLength(1);
    expect(doc).toContain(`content="${SANDBOX_CSP}"`);
  });
});
