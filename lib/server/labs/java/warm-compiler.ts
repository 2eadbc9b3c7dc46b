import "server-only";
// The warm compiler: one long-lived JVM per runner slot compiles learners' sources in memory
// (compiler/CompileServer.java, javax.tools), so a run costs one JVM start (the learner's program, ~0.13 s)
// instead of two (javac's cold start alone is ~0.5 s of CPU). Measured on the 2-core machine: a hello world
// compiles in ~50 ms once warm.
//
// Threat model. Compiling does not execute the source: annotation processing is off, the class path is
// empty and the server never loads what it compiles. What a hostile source can still do is make javac work
// hard (deep generics, huge constants) or hit a javac bug. So the compiler JVM runs in the same bubblewrap
// sandbox as a run (no network, read-only JDK, its own uid, seccomp, size-capped tmpfs) and its own heap cap;
// a compile that takes longer than the run's time limit, or a reply that does not parse, kills it and the
// next run starts a fresh one. Sources of different learners pass through one slot's compiler one after
// another; nothing of one compile is kept for the next (a fresh file manager each time).
// When the compiler cannot start (no JDK module, no sandbox), runs fall back to javac inside their sandbox.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { log } from "@/lib/server/log/logger";
import { seccompSupported } from "./seccomp";
import { bwrapArgs, openSeccompFilter } from "./sandbox";
import type { Toolchain } from "./toolchain";

export type CompileOutcome =
  | { kind: "compiled"; classes: { binaryName: string; bytes: Buffer }[]; warnings: string }
  | { kind: "error"; output: string }
  | { kind: "timed-out" }
  | { kind: "crashed" };

const SOURCE = path.join(process.cwd(), "lib/server/labs/java/compiler/CompileServer.java");
const BINARY_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;
const COMPILER_HEAP_MB = 256;

let built: Promise<string> | undefined;

/** Compiles CompileServer.java once per process into a world-readable temp dir (the sandbox's uid reads it). */
function buildServer(t: Toolchain): Promise<string> {
  built ??= (async () => {
    const source = readFileSync(SOURCE);
    const dir = path.join(tmpdir(), `learnhub-compiler-${createHash("sha256").update(source).digest("hex").slice(0, 12)}`);
    if (existsSync(path.join(dir, "CompileServer.class"))) return dir;
    const work = await mkdtemp(path.join(tmpdir(), "learnhub-compiler-build-"));
    await new Promise<void>((resolve, reject) => {
      const p = spawn(t.javac, ["-d", work, SOURCE], { stdio: ["ignore", "ignore", "pipe"] });
      let err = "";
      p.stderr!.on("data", (c: Buffer) => (err += c.toString()));
      p.on("error", reject);
      p.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`javac CompileServer.java failed: ${err.slice(0, 500)}`))));
    });
    await chmod(work, 0o755);
    await rename(work, dir).catch(async () => rm(work, { recursive: true, force: true })); // another process won the race
    return dir;
  })();
  built.catch(() => (built = undefined));
  return built;
}

type Pending = { resolve: (o: CompileOutcome) => void; timer: ReturnType<typeof setTimeout> };

/** One compiler JVM; compiles one source at a time. */
class WarmCompiler {
  private child: ChildProcess | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private ready = false;
  private pending: Pending | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private retryAt = 0;

  constructor(
    private readonly t: Toolchain,
    private readonly uid: number,
  ) {}

  get isReady(): boolean {
    return this.ready;
  }

  /** Starts the JVM unless it runs or failed a moment ago. Never throws. */
  start() {
    if (this.child || Date.now() < this.retryAt) return;
    this.retryAt = Date.now() + 30_000;
    void this.spawn().catch((e: unknown) => {
      log.warn("java warm compiler unavailable; runs compile with javac in their sandbox", { error: e instanceof Error ? e.message : String(e) });
    });
  }

  private async spawn() {
    const dir = await buildServer(this.t);
    const filter = seccompSupported() ? await openSeccompFilter() : null;
    const t = this.t;
    const chain = [
      ...(t.setpriv ? [`--reuid=${this.uid}`, `--regid=${this.uid}`, "--clear-groups", "--no-new-privs", t.prlimit] : []),
      `--as=${2 * 1024 * 1024 * 1024}`,
      "--nproc=64",
      `--fsize=${1024 * 1024}`,
      "--nofile=256",
      "--core=0",
      t.bwrap,
      ...bwrapArgs(t, [[dir, "/compiler"]], filter ? 5 : null),
      t.java,
      `-Xmx${COMPILER_HEAP_MB}m`,
      "-XX:+UseSerialGC",
      "-XX:TieredStopAtLevel=1",
      "-XX:-UsePerfData",
      "-XX:ErrorFile=/dev/null",
      "-Djava.io.tmpdir=/tmp",
      "-cp",
      "/compiler",
      "CompileServer",
    ];
    const child = spawn(t.setpriv ?? t.prlimit, chain, {
      // fd 4: bwrap's --info-fd (read and dropped); fd 5: the seccomp program.
      stdio: ["pipe", "pipe", "pipe", "ignore", "pipe", ...(filter ? [filter.fd] : [])],
      env: { PATH: "/usr/bin:/bin" } as unknown as NodeJS.ProcessEnv,
    });
    this.child = child;
    child.on("spawn", () => void filter?.close());
    child.on("error", () => this.stop());
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr = (stderr + c.toString("utf8")).slice(-2_000)));
    child.on("close", (code) => {
      if (this.child !== child) return;
      const wasUp = this.ready;
      log.warn("java warm compiler stopped", { exitCode: code, ready: wasUp, stderr });
      this.stop();
      // One that was up and died (killed, out of memory) is replaced at once; one that never came up waits out its back-off.
      if (wasUp) this.start();
    });
    child.stdin!.on("error", () => undefined);
    (child.stdio[4] as NodeJS.ReadableStream | null)?.resume();
    child.stdout!.on("data", (c: Buffer) => {
      if (this.child !== child) return;
      this.buffer = Buffer.concat([this.buffer, c]);
      this.parse();
    });
  }

  stop() {
    const child = this.child;
    this.child = null;
    this.ready = false;
    this.buffer = Buffer.alloc(0);
    if (child && child.exitCode === null) child.kill("SIGKILL");
    this.settle({ kind: "crashed" });
  }

  private settle(o: CompileOutcome) {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(p.timer);
    p.resolve(o);
  }

  /** Reads whatever complete reply the buffer holds. A malformed reply means the compiler is not to be trusted: it is killed. */
  private parse() {
    const line = (from: number): [string, number] | null => {
      const nl = this.buffer.indexOf(10, from);
      return nl < 0 ? null : [this.buffer.subarray(from, nl).toString("latin1"), nl + 1];
    };
    if (!this.ready) {
      const l = line(0);
      if (!l) return;
      if (l[0] !== "READY") return this.stop();
      this.ready = true;
      this.retryAt = 0;
      this.buffer = this.buffer.subarray(l[1]);
      return;
    }
    const head = line(0);
    if (!head) return;
    const [kind, a, b] = head[0].split(" ");
    let at = head[1];
    if (kind === "ERROR") {
      const n = Number(a);
      if (this.buffer.length < at + n) return;
      const output = this.buffer.subarray(at, at + n).toString("utf8");
      this.buffer = this.buffer.subarray(at + n);
      return this.settle({ kind: "error", output });
    }
    if (kind !== "OK") return this.stop();
    const classes: { binaryName: string; bytes: Buffer }[] = [];
    for (let i = 0; i < Number(a); i++) {
      const l = line(at);
      if (!l) return;
      const [binaryName, size] = l[0].split(" ");
      if (!binaryName || !BINARY_NAME.test(binaryName) || !/^\d+$/.test(size ?? "")) return this.stop();
      if (this.buffer.length < l[1] + Number(size)) return;
      classes.push({ binaryName, bytes: Buffer.from(this.buffer.subarray(l[1], l[1] + Number(size))) });
      at = l[1] + Number(size);
    }
    if (this.buffer.length < at + Number(b)) return;
    const warnings = this.buffer.subarray(at, at + Number(b)).toString("utf8");
    this.buffer = this.buffer.subarray(at + Number(b));
    this.settle({ kind: "compiled", classes, warnings });
  }

  /** Compiles one source; null when the compiler is not (yet) up, so the caller compiles the old way. */
  compile(fileName: string, code: string, timeoutMs: number): Promise<CompileOutcome> | null {
    if (!this.ready || !this.child) {
      this.start();
      return null;
    }
    const run = this.chain.then(
      () =>
        new Promise<CompileOutcome>((resolve) => {
          if (!this.ready || !this.child) return resolve({ kind: "crashed" });
          const source = Buffer.from(code, "utf8");
          this.pending = {
            resolve,
            timer: setTimeout(() => {
              this.pending = null;
              resolve({ kind: "timed-out" });
              this.stop(); // a compile that hangs takes its JVM with it; the next run starts a fresh one
              this.start();
            }, timeoutMs),
          };
          this.child.stdin!.write(Buffer.concat([Buffer.from(`COMPILE ${fileName} ${source.length}\n`, "latin1"), source]));
        }),
    );
    this.chain = run;
    return run;
  }
}

// Process-wide: instrumentation.ts starts the compilers and the route handlers use them, and Next builds those
// as separate server entries, each with its own copy of this module (vercel/next.js#69544). A map per copy
// left the started compilers idle while the first run started a second set.
const compilers = ((globalThis as { __learnhubWarmCompilers?: Map<number, WarmCompiler> }).__learnhubWarmCompilers ??= new Map());

/** The slot's compiler (started on first use). Its uid is the slot's uid plus the pool's size: a range of its own. */
export function warmCompilerFor(t: Toolchain, compilerUid: number): WarmCompiler {
  let c = compilers.get(compilerUid);
  if (!c) {
    c = new WarmCompiler(t, compilerUid);
    compilers.set(compilerUid, c);
  }
  return c;
}

/** Tests change the toolchain and the pool between cases: every compiler JVM goes, and the next run starts new ones. */
export function stopWarmCompilers() {
  for (const c of compilers.values()) c.stop();
  compilers.clear();
}

export function warmCompilerState(): { slots: number; ready: number } {
  return { slots: compilers.size, ready: [...compilers.values()].filter((c) => c.isReady).length };
}

/** Writes compiled classes where the run's sandbox can read them (mounted read-only at /classes). */
export async function writeClasses(classes: { binaryName: string; bytes: Buffer }[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "learnhub-classes-"));
  await chmod(dir, 0o755);
  for (const c of classes) {
    const file = path.join(dir, ...c.binaryName.split(".")) + ".class";
    await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
    await writeFile(file, c.bytes, { mode: 0o444 });
  }
  return dir;
}
