import "server-only";
// The server's own run of a Python or JavaScript cell's checks, to verify a pass the learner's browser reported:
// the learner's code, then the cell's test code in the same namespace, in the same sandbox, with the same limits
// and in the same fair line as a Java run. A small harness runs them and reports, on a channel of its own (fd 3),
// what the learner's code printed, whether it raised (and the error's last line) and whether the tests ran and
// raised — the same four facts the browser's runtimes give the judge (lib/labs/output-check.ts).
//
// Interpreters: CPython (Debian's python3, 3.11) where the browser runs Pyodide (Python 3.14); Node.js running the
// browser sandbox's own worker source (console formatting, renderHTML, drawBarChart, timers) where the browser
// runs a Worker. docs/labs.md lists the differences a learner could notice.
//
// What this proves: the server ran the submitted code against the cell's checks and they passed. Code written to
// defeat the harness itself (reaching into its frames to forge its report) is not prevented; the teacher sees the
// code that passed.
import { mkdir, mkdtemp, rm, writeFile, chmod } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { env } from "@/lib/env";
import type { LabLanguage } from "@/lib/labs/languages";
import { WORKER_SOURCE } from "@/lib/client/labs/javascript/sandbox-document";
import { TURTLE_SOURCE } from "@/lib/client/labs/python/turtle-module";
import { JS_TIME_LIMIT_MS } from "@/lib/labs/js-limits";
import { createRunCgroup } from "../java/cgroup";
import { runSandboxed } from "../java/sandbox";
import { findSandboxTools, isProblem } from "../java/toolchain";

export type CheckRunFacts = { printed: string; codeError: string | null; testError: string | null; testsRan: boolean };
export type CheckRunOutcome = { ok: true; facts: CheckRunFacts; ms: number } | { ok: false; reason: string };

const MB = 1024 * 1024;
const RUN_CPUS = 1;

// Python: reads the cell and tests from /src, runs them in one namespace, reports on fd 3 (a JSON line).
const PYTHON_HARNESS = String.raw`
import io, json, os, sys, traceback
# The labs' own turtle module (the browser's), ahead of CPython's, which needs a Tk window.
sys.path.insert(0, "/src/modules")
report = os.fdopen(os.dup(3), "w")
os.close(3)
def last_line(e):
    return traceback.format_exception_only(type(e), e)[-1].strip()
src = open("/src/cell.py", encoding="utf-8").read()
test = open("/src/test.py", encoding="utf-8").read() if os.path.exists("/src/test.py") else None
ns = {"__name__": "__main__", "__builtins__": __builtins__}
printed = io.StringIO()
real_out = sys.stdout
sys.stdout = printed
code_error = None
try:
    exec(compile(src, "<cell>", "exec"), ns)
except BaseException as e:
    code_error = last_line(e) if not isinstance(e, SystemExit) or e.code not in (None, 0) else None
sys.stdout = io.StringIO()
test_error = None
tests_ran = False
if code_error is None and test is not None:
    try:
        exec(compile(test, "<tests>", "exec"), ns)
        tests_ran = True
    except BaseException as e:
        test_error = last_line(e)
sys.stdout = real_out
report.write(json.dumps({"printed": printed.getvalue(), "codeError": code_error, "testError": test_error, "testsRan": tests_ran}))
report.flush()
`;

// JavaScript: the browser sandbox's worker source in a vm context (postMessage collects its messages), given the
// cell with its tests appended exactly as the browser appends them; it ends at "done" or the browser's time limit.
const JAVASCRIPT_HARNESS = String.raw`
const fs = require("node:fs");
const vm = require("node:vm");
const report = 3;
const source = fs.readFileSync("/src/worker.js", "utf8");
const code = fs.readFileSync("/src/cell.js", "utf8");
const limitMs = Number(process.argv[2]);
const messages = [];
const listeners = {};
const ctx = {
  postMessage: (m) => messages.push(m),
  performance, setTimeout, clearTimeout, setInterval, clearInterval, console: {}, JSON, Math, Date,
  addEventListener: (type, fn) => { (listeners[type] ??= []).push(fn); },
};
ctx.self = ctx;
// prompt() reads the lines the learner typed, in order (null once they run out).
const given = (() => { try { return fs.readFileSync(0, "utf8"); } catch { return ""; } })();
const lines = given === "" ? [] : given.split("\n");
ctx.__labsReadLine = () => (lines.length > 0 ? lines.shift() : null);
vm.createContext(ctx);
process.on("unhandledRejection", (reason) => (listeners.unhandledrejection ?? []).forEach((fn) => fn({ reason, preventDefault() {} })));
process.on("uncaughtException", (error) => (listeners.error ?? []).forEach((fn) => fn({ error, message: String(error), preventDefault() {} })));
vm.runInContext(source, ctx);
let finished = false;
const finish = () => {
  if (finished) return;
  finished = true;
  let printed = "", codeError = null, testError = null, testsRan = false;
  for (const m of messages) {
    if (m.type === "check-start") testsRan = true;
    else if (m.type === "log" && !testsRan && (m.level === "log" || m.level === "info")) printed += m.text + "\n";
    else if (m.type === "input-request" && !testsRan) printed += m.message;
    else if (m.type === "error") { if (testsRan) testError ??= m.message; else codeError ??= m.message; }
  }
  if (!messages.some((m) => m.type === "done")) codeError ??= "Time limit of " + limitMs / 1000 + " s exceeded: the program was stopped.";
  fs.writeSync(report, JSON.stringify({ printed, codeError, testError, testsRan }));
  process.exit(0);
};
const poll = setInterval(() => { if (messages.some((m) => m.type === "done")) { clearInterval(poll); finish(); } }, 5);
setTimeout(finish, limitMs).unref?.();
// The synchronous part of the run under the time limit too (a busy loop never yields to the timer above).
ctx.__code = code;
try {
  vm.runInContext("self.__run = self.onmessage({ data: self.__code })", ctx, { timeout: limitMs });
  Promise.resolve(ctx.__run).catch(() => {});
} catch {
  finish();
}
`;

const CHECK_START_CALL = "__labsCheckStart();";

type Spec = {
  files: (code: string, testCode: string | null) => Record<string, string>;
  argv: (dir: string) => string[];
  /** Host folders the run reads, bound read-only at the same place. */
  binds?: () => string[];
};

const SPECS: Partial<Record<LabLanguage, Spec>> = {
  python: {
    files: (code, testCode) => ({
      "cell.py": code,
      ...(testCode !== null ? { "test.py": testCode } : {}),
      "harness.py": PYTHON_HARNESS,
      "modules/turtle.py": TURTLE_SOURCE,
    }),
    argv: () => ["/usr/bin/python3", "-I", "-B", "/src/harness.py"],
  },
  javascript: {
    // The same appended form as the browser (lib/client/labs/javascript/sandbox-runner.ts checkedSource).
    files: (code, testCode) => ({
      "cell.js": testCode !== null ? `${code}\n;${CHECK_START_CALL}\n{\n${testCode}\n}\n` : code,
      "worker.js": WORKER_SOURCE,
      "harness.js": JAVASCRIPT_HARNESS,
    }),
    argv: () => [process.execPath, "--max-old-space-size=128", "/src/harness.js", String(JS_TIME_LIMIT_MS)],
    // Node lives outside /usr on some hosts: its folder is bound read-only too.
    binds: () => {
      const nodeDir = path.dirname(process.execPath);
      return nodeDir.startsWith("/usr/") ? [] : [nodeDir];
    },
  },
};

/** Whether the server can run this language's checks itself. */
export function canRunChecks(language: LabLanguage): boolean {
  return SPECS[language] !== undefined;
}

export async function runChecksInSandbox({
  language,
  code,
  stdin,
  testCode,
  uid,
  signal,
}: {
  language: LabLanguage;
  code: string;
  stdin: string;
  testCode: string | null;
  uid: number;
  signal?: AbortSignal;
}): Promise<CheckRunOutcome> {
  const spec = SPECS[language];
  if (!spec) return { ok: false, reason: `the server does not run ${language} checks` };
  const tools = findSandboxTools();
  if (isProblem(tools)) return { ok: false, reason: `${tools.missing} is not installed on the server` };
  const e = env();
  const dir = await mkdtemp(path.join(tmpdir(), "learnhub-check-"));
  const cgroup = await createRunCgroup({ memoryBytes: e.JAVA_RUN_MEMORY_MB * MB, pids: e.JAVA_RUN_PIDS, cpus: RUN_CPUS });
  try {
    await chmod(dir, 0o755);
    for (const [name, text] of Object.entries(spec.files(code, testCode))) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true, mode: 0o755 });
      await writeFile(path.join(dir, name), text, { mode: 0o444 });
    }
    const binds: [string, string][] = [[dir, "/src"], ...(spec.binds?.() ?? []).map((d): [string, string] => [d, d])];
    const r = await runSandboxed(
      tools,
      { uid, binds, argv: spec.argv(dir), stdin, cgroup, signal },
      // One CPU second more than the JavaScript time limit, so the harness reports a busy loop itself.
      { wallMs: e.JAVA_TIME_LIMIT_MS, cpuSeconds: e.JAVA_CPU_SECONDS + 1, outputBytes: e.JAVA_OUTPUT_LIMIT_BYTES },
    );
    if (r.cancelled) return { ok: false, reason: "the run was stopped" };
    if (r.timedOut)
      return { ok: true, facts: { printed: r.stdout, codeError: "Time limit exceeded: the program was stopped.", testError: null, testsRan: false }, ms: r.ms };
    if (r.oomKilled)
      return { ok: true, facts: { printed: "", codeError: "The program used more memory than the lab allows.", testError: null, testsRan: false }, ms: r.ms };
    try {
      const facts = JSON.parse(r.control) as CheckRunFacts;
      if (typeof facts.printed !== "string" || typeof facts.testsRan !== "boolean") throw new Error("shape");
      return { ok: true, facts, ms: r.ms };
    } catch {
      // The harness said nothing: the program ended the process itself (os._exit, process.exit) or it crashed.
      return {
        ok: true,
        facts: {
          printed: r.stdout,
          codeError: (r.stderr.trim().split("\n").at(-1) ?? "") || "The program ended before its checks ran.",
          testError: null,
          testsRan: false,
        },
        ms: r.ms,
      };
    }
  } finally {
    await cgroup?.remove();
    await rm(dir, { recursive: true, force: true });
  }
}
