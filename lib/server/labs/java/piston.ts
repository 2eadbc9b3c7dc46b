import "server-only";
// The second Java backend: runs go to a self-hosted Piston engine (github.com/engineer-man/piston), so a
// district runs N app instances and a pool of engine workers instead of a sandbox pool on every instance.
// API as documented in its docs/api-v2.md: POST {PISTON_URL}/api/v2/execute with
// { language, version (SemVer selector), files[{ name, content }], stdin, compile_timeout, run_timeout,
//   run_memory_limit } → 200 { language, version, run: { stdout, stderr, output, code, signal },
// compile?: { same } }, or 4xx/5xx { message }. Newer engines add `status`/`message` per stage ("TO" when a
// stage ran out of time); they are read when present. The answer is put in the local sandbox's terms
// (SandboxResult), so the lab shows the same words whichever backend ran the program.
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/server/log/logger";
import type { SandboxLimits, SandboxResult } from "./sandbox";

export type PistonConfig = { url: string; apiKey?: string; version: string };

export const ENGINE_UNREACHABLE_MESSAGE = "The code runner is not answering right now. Please try again in a minute.";
export const ENGINE_REFUSED_MESSAGE = "The code runner could not take this program. Please tell the administrator.";
export const ENGINE_BUSY_MESSAGE = "The code runner is busy right now. Please try again in a few seconds.";

const stage = z.object({
  stdout: z.string().default(""),
  stderr: z.string().default(""),
  output: z.string().default(""),
  code: z.number().int().nullable().default(null),
  signal: z.string().nullable().default(null),
  status: z.string().nullable().optional(),
});
const executeResponse = z.object({ run: stage, compile: stage.optional() });
const errorResponse = z.object({ message: z.string() });

/** Extra time over the two stages' limits before the HTTP call itself is given up. */
const HTTP_GRACE_MS = 5_000;

/** Engines write their job directory into compiler messages ("/piston/jobs/<uuid>/Main.java:3: error: ..."). */
function withoutJobPath(text: string): string {
  return text.replace(/\/piston\/jobs\/[0-9a-f-]+\//g, "");
}

type Run = { fileName: string; code: string; stdin: string; signal?: AbortSignal };

export async function runOnPiston(cfg: PistonConfig, run: Run, limits: SandboxLimits & { runMemoryMb: number }): Promise<SandboxResult> {
  const started = Date.now();
  const base = { stdout: "", stderr: "", exitCode: null, signal: null, truncated: false, oomKilled: false, cancelled: false };
  const timeout = AbortSignal.timeout(2 * limits.wallMs + HTTP_GRACE_MS);
  const signal = run.signal ? AbortSignal.any([run.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(new URL("api/v2/execute", cfg.url.endsWith("/") ? cfg.url : `${cfg.url}/`), {
      method: "POST",
      headers: { "content-type": "application/json", ...(cfg.apiKey ? { authorization: cfg.apiKey } : {}) },
      body: JSON.stringify({
        language: "java",
        version: cfg.version,
        files: [{ name: run.fileName, content: run.code }],
        stdin: run.stdin,
        compile_timeout: limits.wallMs,
        run_timeout: limits.wallMs,
        run_memory_limit: limits.runMemoryMb * 1024 * 1024,
      }),
      signal,
    });
  } catch (e) {
    if (run.signal?.aborted) return { ...base, compiled: false, compilerOutput: "", timedOut: false, cancelled: true, ms: Date.now() - started };
    log.error("piston unreachable", { error: e instanceof Error ? e.message : String(e), timedOut: timeout.aborted });
    throw new AppError("unavailable", ENGINE_UNREACHABLE_MESSAGE);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 429) throw new AppError("rate_limited", ENGINE_BUSY_MESSAGE, { headers: { "Retry-After": res.headers.get("retry-after") ?? "5" } });
  if (!res.ok) {
    const message = errorResponse.safeParse(body).data?.message ?? "";
    log.error("piston refused the run", { status: res.status, message: message.slice(0, 500) });
    throw new AppError("unavailable", res.status >= 500 ? ENGINE_UNREACHABLE_MESSAGE : ENGINE_REFUSED_MESSAGE);
  }
  const parsed = executeResponse.safeParse(body);
  if (!parsed.success) {
    log.error("piston answered in an unknown shape", { issues: parsed.error.issues.slice(0, 3).map((i) => i.path.join(".")) });
    throw new AppError("unavailable", ENGINE_UNREACHABLE_MESSAGE);
  }
  const { compile, run: ran } = parsed.data;
  const ms = Date.now() - started;
  if (compile && (compile.code !== 0 || compile.signal)) {
    const text = withoutJobPath(compile.output || compile.stderr || compile.stdout);
    return { ...base, compiled: false, compilerOutput: text, timedOut: compile.status === "TO" || (compile.signal === "SIGKILL" && !text.trim()), ms };
  }
  const cap = limits.outputBytes;
  const out = Buffer.from(ran.stdout, "utf8");
  const truncated = out.length > cap;
  return {
    ...base,
    compiled: true,
    compilerOutput: "",
    stdout: truncated ? out.subarray(0, cap).toString("utf8") : ran.stdout,
    stderr: ran.stderr.slice(0, cap),
    exitCode: ran.code,
    signal: ran.signal as NodeJS.Signals | null,
    timedOut: ran.status === "TO" || (ran.signal === "SIGKILL" && ms >= limits.wallMs),
    truncated,
    ms,
  };
}
