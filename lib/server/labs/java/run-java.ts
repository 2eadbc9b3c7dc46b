import "server-only";
// POST /api/lab/run-java's use case: compile and run a learner's program in the sandbox and say what happened
// in the words the Java lab shows ('Compilation or execution error:' + error, or the output), with whether it failed to
// compile or stopped while running, in a beginner's words.
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/server/log/logger";
import { cgroupState, cpuCapState, createRunCgroup } from "./cgroup";
import { FILE_NAME_MAX_BYTES, findJavaEntry, fitsFileName } from "./find-main-class";
import { CANCELLED_MESSAGE } from "./runner-pool";
import { existingRunnerQueue, resetRunnerQueueForTests, runnerQueue } from "../runner-queue";
import { javaBackend } from "./backend";
import { resetPistonForTests, runOnPiston } from "./piston";
import type { PistonConfig } from "./piston";
import { notCompiled, runInSandbox, type SandboxResult } from "./sandbox";
import { findToolchain, isProblem, type Toolchain } from "./toolchain";
import {
  MAX_CLASS_BYTES,
  MAX_CLASS_FILE_BYTES,
  stopWarmCompilers,
  warmCompilerFor,
  warmCompilerState,
  writeClasses,
  type CompileRefusal,
} from "./warm-compiler";
import { rm } from "node:fs/promises";
import { explainCompileError, explainRuntimeError, type JavaFailureKind } from "@/lib/labs/java-errors";

/**
 * The output, or the error with what was printed before it. `kind`: Java could not compile the program, it stopped
 * while running, or it hit a limit; `explanation`: what happened in a beginner's words (lib/labs/java-errors.ts).
 */
export type RunJavaResult = { output: string; error?: undefined } | { error: string; output?: string; kind?: JavaFailureKind; explanation?: string };

export const OUTPUT_TRUNCATED = "[output truncated]";
export const SANDBOX_FAILED_MESSAGE = "The Java sandbox could not start on this server. Please try again later or tell the administrator.";
export const RUNNER_OFF_MESSAGE = "Running Java on the server is switched off on this LearnHub installation.";

/** Tests change the pool's size between cases. */
export function resetJavaRunnerForTests() {
  resetRunnerQueueForTests();
  stopWarmCompilers();
  resetPistonForTests();
}

export const memoryCapMessage = (mb: number) => `Your program used more than ${mb} MB of memory (all its processes together) and was stopped.`;

/** A run's processes together get this many cores (the cgroup's CPU quota), so a spinning run cannot take the machine. */
export const RUN_CPUS = 1;

const MB = 1024 * 1024;
const BUILD_AT_RUN_TIME = "build long text while the program runs instead, for example with StringBuilder or String.repeat.";
/** What the learner reads when the program is more than the compiler or the sandbox takes (warm or cold compile alike). */
export const COMPILE_REFUSED: Record<CompileRefusal, string> = {
  "class-bytes":
    `Your program compiles to more than ${MAX_CLASS_BYTES / MB} MB of class files (or more than ${MAX_CLASS_FILE_BYTES / MB} MB in one class), ` +
    `more than this server runs. Constants joined from other constants (S + S) are stored whole in the class file: ${BUILD_AT_RUN_TIME}`,
  memory: `Your program needs more memory to compile than this server allows. Very large constants are the usual cause: ${BUILD_AT_RUN_TIME}`,
  name: `A class name in your program is too long: its class file's name would have more than ${FILE_NAME_MAX_BYTES} bytes, the most a file name can have. Please use a shorter name.`,
};

/** javac in the sandbox hits the same limits as files it cannot write: say so in the same words as the warm compiler. */
function refusalInJavacOutput(text: string): CompileRefusal | null {
  if (/error: error while writing [^\n]*: (File too large|No space left on device)$/m.test(text)) return "class-bytes";
  if (/error: error while writing [^\n]*: File name too long$/m.test(text)) return "name";
  return null;
}

function describe(r: SandboxResult, limits: { wallMs: number; cpuSeconds: number; runMemoryMb: number }, stdin = ""): RunJavaResult {
  const seconds = Math.round(limits.wallMs / 100) / 10;
  const out = r.truncated ? `${r.stdout}\n${OUTPUT_TRUNCATED}` : r.stdout;
  const limit = (error: string, output?: string): RunJavaResult => ({ error, ...(output !== undefined ? { output } : {}), kind: "limit" });
  if (r.oomKilled) return r.compiled ? limit(memoryCapMessage(limits.runMemoryMb), out) : limit(memoryCapMessage(limits.runMemoryMb));
  // A program that succeeds may still have written to System.err (warnings, debug prints): show it after stdout.
  const outWithErr = r.stderr ? `${out}${out && !out.endsWith("\n") ? "\n" : ""}${r.stderr}` : out;
  if (!r.compiled) {
    if (r.timedOut) return limit(`Time limit exceeded: compiling took longer than ${seconds} s.`);
    const text = r.compilerOutput.trim();
    const refused = refusalInJavacOutput(text);
    if (refused) return { error: COMPILE_REFUSED[refused], kind: "compile" };
    if (!text) return { error: "The compiler stopped without a message (it may have run out of memory or time).", kind: "compile" };
    return { error: text, kind: "compile", explanation: explainCompileError(text) };
  }
  if (r.timedOut) {
    return limit(
      `Time limit exceeded: the program was stopped after ${seconds} s. Check for a loop that never ends, or a program waiting for more input.`,
      out,
    );
  }
  if (r.truncated) return { output: out };
  if (r.exitCode === 0) return { output: outWithErr };
  // SIGXCPU (152) or SIGKILL after the CPU limit.
  if (r.exitCode === 152 || r.exitCode === 137 || r.signal === "SIGKILL") {
    return limit(`CPU time limit exceeded: the program used more than ${limits.cpuSeconds} s of processor time.`, out);
  }
  const err = r.stderr.trim();
  const explanation = explainRuntimeError(err, stdin.trim() !== "");
  return { error: err || `The program exited with code ${r.exitCode}.`, output: out, kind: "runtime", ...(explanation ? { explanation } : {}) };
}

export type RunJavaOptions = {
  code: string;
  stdin?: string;
  /** Whose run this is: the queue allows each learner one running and one waiting run (unset: a run of its own). */
  learner?: string;
  /** The request's signal: when the client goes away the run leaves the line or its sandbox is killed. */
  signal?: AbortSignal;
  onQueued?: (ahead: number) => void;
  onRunning?: () => void;
};

function limitsFromEnv() {
  const e = env();
  return {
    wallMs: e.JAVA_TIME_LIMIT_MS,
    cpuSeconds: e.JAVA_CPU_SECONDS,
    heapMb: e.JAVA_MEMORY_MB,
    outputBytes: e.JAVA_OUTPUT_LIMIT_BYTES,
    runMemoryMb: e.JAVA_RUN_MEMORY_MB,
  };
}

/** JAVA_RUNNER=piston: the same fair queue, then the engine instead of this instance's sandbox. */
async function runOnEngine(
  engine: PistonConfig | null,
  { code, stdin, learner, signal, onQueued, onRunning }: RunJavaOptions & { stdin: string; learner: string },
): Promise<RunJavaResult> {
  if (!engine) {
    log.error("JAVA_RUNNER=piston without PISTON_URL");
    throw new AppError("unavailable", SANDBOX_FAILED_MESSAGE);
  }
  const limits = limitsFromEnv();
  const result = await runnerQueue().withSlot(
    learner,
    async () => {
      onRunning?.();
      return runOnPiston(engine, { code, stdin, signal }, limits);
    },
    { signal, onPosition: onQueued },
  );
  if (result.cancelled) throw new AppError("bad_request", CANCELLED_MESSAGE);
  log.info("java run", { backend: "piston", ms: result.ms, compiled: result.compiled, exitCode: result.exitCode, timedOut: result.timedOut });
  return describe(result, limits, stdin);
}

/** For /api/health: cheap, never starts anything. */
export function javaRunnerState() {
  const e = env();
  const backend = javaBackend();
  if (backend.kind === "off") return { runner: "off" as const };
  return {
    runner: backend.kind,
    slots: backend.slots,
    busy: existingRunnerQueue()?.busy ?? 0,
    queued: existingRunnerQueue()?.queued ?? 0,
    averageRunMs: existingRunnerQueue()?.averageRunMs ?? null,
    cgroup: cgroupState().kind,
    cpuCap: cpuCapState(RUN_CPUS),
    warmCompiler: e.JAVA_RUNNER === "bwrap" && e.JAVA_WARM_COMPILER === "on" ? warmCompilerState() : "off",
  };
}

type WarmResult = { classesDir: string } | Omit<SandboxResult, "ms">;

/**
 * Compiles with the slot's warm compiler: the classes' directory, or the compile's failure (or Stop) in the
 * sandbox's terms, or null when the run should compile with javac in its sandbox (compiler off, starting, crashed).
 */
async function compileWarm(
  t: Toolchain,
  uid: number,
  { fileName, code, wallMs, signal }: { fileName: string; code: string; wallMs: number; signal?: AbortSignal },
): Promise<WarmResult | null> {
  const e = env();
  if (e.JAVA_WARM_COMPILER !== "on") return null;
  const outcome = await warmCompilerFor(t, uid + e.JAVA_MAX_CONCURRENT).compile(fileName, code, { timeoutMs: wallMs, signal });
  if (!outcome || outcome.kind === "crashed") return null;
  switch (outcome.kind) {
    case "compiled":
      return { classesDir: await writeClasses(outcome.classes) };
    case "error":
      return notCompiled({ compilerOutput: outcome.output });
    case "refused":
      return notCompiled({ compilerOutput: COMPILE_REFUSED[outcome.reason] });
    case "cancelled":
      return notCompiled({ cancelled: true });
    case "timed-out":
      return notCompiled({ timedOut: true });
  }
}

/** At server start: the slots' warm compilers begin warming up (when Java runs locally and a JDK is here). Never throws. */
export function prepareJavaRunner() {
  if (env().JAVA_RUNNER !== "bwrap") return;
  const toolchain = findToolchain();
  if (!isProblem(toolchain)) startCompilers(toolchain);
}

/**
 * Starts every slot's warm compiler that is not running (at server start, and with each run, so a compiler that
 * stopped comes back), so later runs find them ready. Cheap when they run: start() returns at once.
 */
function startCompilers(t: Toolchain) {
  const e = env();
  if (e.JAVA_WARM_COMPILER !== "on") return;
  for (let i = 0; i < e.JAVA_MAX_CONCURRENT; i++) warmCompilerFor(t, e.JAVA_SANDBOX_UID_BASE + e.JAVA_MAX_CONCURRENT + i).start();
}

let anonymousRuns = 0;

export async function runJava({
  code,
  stdin = "",
  learner = `anonymous-${++anonymousRuns}`,
  signal,
  onQueued,
  onRunning,
}: RunJavaOptions): Promise<RunJavaResult> {
  const e = env();
  const backend = javaBackend();
  if (backend.kind === "off") throw new AppError("unavailable", RUNNER_OFF_MESSAGE);
  if (backend.kind === "piston") return runOnEngine(backend.engine, { code, stdin, learner, signal, onQueued, onRunning });
  const toolchain = findToolchain();
  if (isProblem(toolchain)) {
    log.warn("java runner unavailable", { missing: toolchain.missing });
    throw new AppError(
      "unavailable",
      `Java cannot run on this server right now: ${toolchain.missing} is not installed. Ask the administrator to run scripts/ensure-system.sh.`,
    );
  }
  startCompilers(toolchain);
  const { fileName, mainClass } = findJavaEntry(code);
  // Its source file could not be written (the sandbox's javac) or named: nothing to compile.
  if (!fitsFileName(fileName)) return { error: COMPILE_REFUSED.name };
  const limits = limitsFromEnv();
  // Where a run's time goes (logged with the run): compile, making its cgroup, the sandbox, cleaning up.
  const phases = { compileMs: 0, cgroupMs: 0, sandboxMs: 0, cleanupMs: 0 };
  const queuedAt = Date.now();
  let waitedMs = 0;
  const result = await runnerQueue().withSlot(
    learner,
    async (uid) => {
      waitedMs = Date.now() - queuedAt;
      onRunning?.();
      const started = Date.now();
      const compiled = await compileWarm(toolchain, uid, { fileName, code, wallMs: limits.wallMs, signal });
      phases.compileMs = Date.now() - started;
      if (compiled && "compiled" in compiled) return { ...compiled, cancelled: compiled.cancelled || (signal?.aborted ?? false), ms: Date.now() - started };
      const cgroup = await createRunCgroup({ memoryBytes: e.JAVA_RUN_MEMORY_MB * MB, pids: e.JAVA_RUN_PIDS, cpus: RUN_CPUS });
      phases.cgroupMs = Date.now() - started - phases.compileMs;
      try {
        return await runInSandbox(toolchain, { uid, fileName, mainClass, code, stdin, cgroup, signal, classesDir: compiled?.classesDir }, limits);
      } finally {
        phases.sandboxMs = Date.now() - started - phases.compileMs - phases.cgroupMs;
        await cgroup?.remove();
        if (compiled?.classesDir) await rm(compiled.classesDir, { recursive: true, force: true });
        phases.cleanupMs = Date.now() - started - phases.compileMs - phases.cgroupMs - phases.sandboxMs;
      }
    },
    { signal, onPosition: onQueued },
  );
  if (result.cancelled) throw new AppError("bad_request", CANCELLED_MESSAGE);
  log.info("java run", {
    ms: result.ms,
    waitedMs,
    ...phases,
    oomKilled: result.oomKilled,
    compiled: result.compiled,
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    truncated: result.truncated,
  });
  // javac writes to fd 3, so text on stderr before anything was compiled comes from the sandbox tools
  // themselves (bwrap, setpriv, prlimit): the sandbox did not start, which is the server's fault, not the learner's.
  if (!result.compiled && !result.timedOut && !result.compilerOutput.trim() && result.stderr.trim()) {
    log.error("java sandbox failed to start", { stderr: result.stderr.slice(0, 2_000), exitCode: result.exitCode });
    throw new AppError("unavailable", SANDBOX_FAILED_MESSAGE);
  }
  return describe(result, limits, stdin);
}
