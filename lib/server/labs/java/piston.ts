import "server-only";
// The second Java backend: runs go to a self-hosted Piston engine (github.com/engineer-man/piston), so a
// district runs N app instances and a pool of engine workers instead of a sandbox pool on every instance.
// API as read in the engine's docs/api-v2.md, readme.md ("Execute Endpoint") and api/src/api/v2.js + job.js:
// - GET  /api/v2/runtimes → [{ language, version, aliases, runtime? }]
// - POST /api/v2/execute  { language, version (a version or SemVer selector), files[{ name, content }], stdin,
//   args, compile_timeout, run_timeout, compile_cpu_time, run_cpu_time (ms), compile_memory_limit,
//   run_memory_limit (bytes) } → 200 { language, version, run, compile? }, each stage { stdout, stderr, output,
//   code, signal, message, status, memory, cpu_time, wall_time }. status: RE runtime error, SG killed by a
//   signal (isolate's cgroup OOM kill shows as SG + SIGKILL), TO time-out (message "Time limit exceeded" for
//   CPU time, "... (wall clock)" for wall time), OL/EL stdout/stderr over the engine's output_max_size,
//   XX internal error. A request over the engine's configured limits, or for a runtime it lacks, is
//   400 { message }; its own failures are 500 (with an empty body). The public emkc.org instance wants an
//   Authorization header and answers 429 past its rate limit; a gateway in front of a self-hosted pool may too.
// The answer is put in the local sandbox's terms (SandboxResult), so the lab shows the same words whichever
// backend ran the program.
import { constants } from "node:os";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/server/log/logger";
import { pistonSource } from "./piston-source";
import { notCompiled, type SandboxLimits, type SandboxResult } from "./sandbox";

export type PistonConfig = { url: string; apiKey?: string; version?: string };
type Limits = SandboxLimits & { runMemoryMb: number };
type Run = { code: string; stdin: string; signal?: AbortSignal };

export const ENGINE_UNREACHABLE_MESSAGE = "The code runner is not answering right now. Please try again in a minute.";
export const ENGINE_TIMEOUT_MESSAGE = "The code runner did not answer in time. Please try again in a minute.";
export const ENGINE_REFUSED_MESSAGE = "The code runner could not take this program. Please tell the administrator.";
export const ENGINE_BUSY_MESSAGE = "The code runner is busy right now. Please try again in a few seconds.";
export const ENGINE_NO_JAVA_MESSAGE = "Java is not installed on the code runner. Please tell the administrator.";

const stageSchema = z.object({
  stdout: z.string(),
  stderr: z.string(),
  code: z.number().int().nullable(),
  signal: z.string().nullable(),
  message: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});
type Stage = z.infer<typeof stageSchema>;
const executeSchema = z.object({ run: stageSchema, compile: stageSchema.optional() });
const runtimesSchema = z.array(z.object({ language: z.string(), version: z.string(), aliases: z.array(z.string()).default([]) }));
const errorSchema = z.object({ message: z.string() });

/** Extra time over the stages' limits before the HTTP call is given up (the engine's own queue, isolate set-up). */
const HTTP_GRACE_MS = 5_000;
const RUNTIMES_TIMEOUT_MS = 5_000;
/** The JDK's source launcher ends a failed compile with this line (exit code 1, nothing on stdout). */
const COMPILE_FAILED = /(?:^|\n)error: compilation failed\n?$/;

function endpoint(cfg: PistonConfig, path: string): URL {
  return new URL(`api/v2/${path}`, cfg.url.endsWith("/") ? cfg.url : `${cfg.url}/`);
}

function headers(cfg: PistonConfig): Record<string, string> {
  return { "content-type": "application/json", ...(cfg.apiKey ? { authorization: cfg.apiKey } : {}) };
}

/** Numeric comparison of dotted versions ("15.0.2" > "11.0.9"). */
function newer(a: string, b: string): boolean {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

async function fetchJavaVersion(cfg: PistonConfig): Promise<string> {
  let body: unknown;
  try {
    const res = await fetch(endpoint(cfg, "runtimes"), { headers: headers(cfg), signal: AbortSignal.timeout(RUNTIMES_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`GET runtimes answered ${res.status}`);
    body = await res.json();
  } catch (e) {
    log.error("piston runtimes unavailable", { error: e instanceof Error ? e.message : String(e) });
    throw new AppError("unavailable", ENGINE_UNREACHABLE_MESSAGE);
  }
  const parsed = runtimesSchema.safeParse(body);
  if (!parsed.success) {
    log.error("piston runtimes in an unknown shape");
    throw new AppError("unavailable", ENGINE_UNREACHABLE_MESSAGE);
  }
  const javas = parsed.data.filter((r) => r.language === "java" || r.aliases.includes("java")).map((r) => r.version);
  if (!javas.length) {
    log.error("the Piston engine has no java package (install it: cli/index.js ppman install java)");
    throw new AppError("unavailable", ENGINE_NO_JAVA_MESSAGE);
  }
  return javas.reduce((best, v) => (newer(v, best) ? v : best));
}

/** Unset PISTON_JAVA_VERSION: the engine's newest java, asked once per engine URL and kept (a failed ask is not kept). */
let cachedVersion: { url: string; version: Promise<string> } | undefined;
function javaVersion(cfg: PistonConfig): Promise<string> {
  if (cfg.version) return Promise.resolve(cfg.version);
  if (cachedVersion?.url !== cfg.url) {
    const entry = { url: cfg.url, version: fetchJavaVersion(cfg) };
    entry.version.catch(() => {
      if (cachedVersion === entry) cachedVersion = undefined;
    });
    cachedVersion = entry;
  }
  return cachedVersion.version;
}

export function resetPistonForTests() {
  cachedVersion = undefined;
}

/** Compiler messages and stack traces name the file relative to the job (older engines: /piston/jobs/<uuid>/). */
function withoutJobPath(text: string): string {
  return text.replace(/\/piston\/jobs\/[0-9a-f-]+\//g, "").replace(/\/box\/submission\//g, "");
}

function capped(text: string, cap: number): { text: string; cut: boolean } {
  const bytes = Buffer.from(text, "utf8");
  return bytes.length > cap ? { text: bytes.subarray(0, cap).toString("utf8"), cut: true } : { text, cut: false };
}

/** A stage ended by a signal has code null; the local runner sees the shell's 128 + signal number then. */
function exitCode(s: Stage): number | null {
  const n = s.signal ? (constants.signals as Record<string, number | undefined>)[s.signal] : undefined;
  return s.code ?? (n ? 128 + n : null);
}

const failedCompile = (compilerOutput: string, more: Partial<SandboxResult> = {}) => ({ compiled: false, compilerOutput, ...more });

/** One stage's outcome in the local sandbox's terms. */
function fromStage(s: Stage, limits: Limits, ms: number): Omit<SandboxResult, "ms" | "cancelled"> {
  if (s.status === "XX") {
    log.error("piston internal error", { message: s.message ?? "" });
    throw new AppError("unavailable", ENGINE_UNREACHABLE_MESSAGE);
  }
  const out = capped(s.stdout, limits.outputBytes);
  const err = capped(withoutJobPath(s.stderr), limits.outputBytes);
  // Older engines give no status; a SIGKILL then meant a time-out when the stage took the whole time.
  const wallTimeOut = s.status === "TO" ? !s.message || /wall/i.test(s.message) : !s.status && s.signal === "SIGKILL" && ms >= limits.wallMs;
  const cpuTimeOut = s.status === "TO" && !wallTimeOut;
  return {
    compiled: true,
    compilerOutput: "",
    stdout: out.text,
    stderr: err.text,
    exitCode: cpuTimeOut ? 137 : exitCode(s),
    signal: s.signal as NodeJS.Signals | null,
    timedOut: wallTimeOut,
    truncated: out.cut || s.status === "OL" || s.status === "EL",
    oomKilled: s.status === "SG" && s.signal === "SIGKILL",
  };
}

/** The engine's answer in the local sandbox's terms. */
function toSandboxResult(answer: z.infer<typeof executeSchema>, limits: Limits, ms: number): SandboxResult {
  const { compile, run } = answer;
  const base = { ms, cancelled: false };
  // A package with a compile stage: when it fails the engine copies it into `run` too (v2.js, "backward compatibility").
  if (compile && (compile.code !== 0 || compile.signal)) {
    const r = fromStage(compile, limits, ms);
    return { ...r, ...base, ...failedCompile(withoutJobPath(compile.stderr || compile.stdout), { stdout: "", stderr: "" }) };
  }
  if (run.code === 1 && !run.stdout && COMPILE_FAILED.test(run.stderr)) {
    const r = fromStage(run, limits, ms);
    return { ...r, ...base, ...failedCompile(withoutJobPath(run.stderr.replace(COMPILE_FAILED, "")), { stdout: "", stderr: "" }) };
  }
  return { ...fromStage(run, limits, ms), ...base };
}

function requestBody(version: string, run: Run, limits: Limits) {
  const memory = limits.runMemoryMb * 1024 * 1024;
  return {
    language: "java",
    version,
    files: [pistonSource(run.code)],
    stdin: run.stdin,
    compile_timeout: limits.wallMs,
    run_timeout: limits.wallMs,
    compile_cpu_time: limits.cpuSeconds * 1_000,
    run_cpu_time: limits.cpuSeconds * 1_000,
    compile_memory_limit: memory,
    run_memory_limit: memory,
  };
}

/** A non-2xx answer as the app's error: 429 stays 429, the rest is this server's problem (503), never the learner's. */
function engineError(cfg: PistonConfig, res: Response, body: unknown): AppError {
  if (res.status === 429) return new AppError("rate_limited", ENGINE_BUSY_MESSAGE, { headers: { "Retry-After": res.headers.get("retry-after") ?? "5" } });
  const message = errorSchema.safeParse(body).data?.message ?? "";
  log.error("piston refused the run", { status: res.status, message: message.slice(0, 500) });
  // A runtime removed since its version was read: read it again next time.
  if (/runtime is unknown/.test(message) && !cfg.version) cachedVersion = undefined;
  return new AppError("unavailable", res.status >= 500 ? ENGINE_UNREACHABLE_MESSAGE : ENGINE_REFUSED_MESSAGE);
}

export async function runOnPiston(cfg: PistonConfig, run: Run, limits: Limits): Promise<SandboxResult> {
  const started = Date.now();
  const cancelled = (): SandboxResult => ({ ...notCompiled({ cancelled: true }), ms: Date.now() - started });
  const version = await javaVersion(cfg);
  if (run.signal?.aborted) return cancelled();
  const timeout = AbortSignal.timeout(2 * limits.wallMs + HTTP_GRACE_MS);
  const signal = run.signal ? AbortSignal.any([run.signal, timeout]) : timeout;
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(endpoint(cfg, "execute"), { method: "POST", headers: headers(cfg), body: JSON.stringify(requestBody(version, run, limits)), signal });
    body = await res.json().catch(() => null);
  } catch (e) {
    if (run.signal?.aborted) return cancelled();
    log.error("piston unreachable", { error: e instanceof Error ? e.message : String(e), timedOut: timeout.aborted });
    throw new AppError("unavailable", timeout.aborted ? ENGINE_TIMEOUT_MESSAGE : ENGINE_UNREACHABLE_MESSAGE);
  }
  if (run.signal?.aborted) return cancelled();
  if (timeout.aborted) throw new AppError("unavailable", ENGINE_TIMEOUT_MESSAGE);
  if (!res.ok) throw engineError(cfg, res, body);
  const parsed = executeSchema.safeParse(body);
  if (!parsed.success) {
    log.error("piston answered in an unknown shape", { issues: parsed.error.issues.slice(0, 3).map((i) => i.path.join(".")) });
    throw new AppError("unavailable", ENGINE_UNREACHABLE_MESSAGE);
  }
  return toSandboxResult(parsed.data, limits, Date.now() - started);
}
