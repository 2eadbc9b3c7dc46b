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
// next run starts a fresh one. What it may send back is capped (4 MB of class files, 1 MB per class: a few
// lines of constant folding otherwise make tens of MB) and read in one pass, so no reply costs the app's event loop. Sources of different learners pass through one slot's compiler one after
// another; nothing of one compile is kept for the next (a fresh file manager each time).
// When the compiler cannot start (no JDK module, no sandbox), runs fall back to javac inside their sandbox.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { log } from "@/lib/server/log/logger";
import { env } from "@/lib/env";
import { fitsFileName } from "./find-main-class";
import { seccompSupported } from "./seccomp";
import { bwrapArgs, FILE_SIZE_LIMIT_BYTES, openSeccompFilter } from "./sandbox";
import type { Toolchain } from "./toolchain";

export type CompileOutcome =
  | { kind: "compiled"; classes: { binaryName: string; bytes: Buffer }[]; warnings: string }
  | { kind: "error"; output: string }
  /** The program is more than the server compiles or runs: its class files, javac's heap, a class name. */
  | { kind: "refused"; reason: CompileRefusal }
  | { kind: "timed-out" }
  | { kind: "cancelled" }
  | { kind: "crashed" };

export type CompileRefusal = "class-bytes" | "memory" | "name";

/** All class files of one program together, and one class file (the sandbox's RLIMIT_FSIZE: the same for javac there). */
export const MAX_CLASS_BYTES = 4 * 1024 * 1024;
export const MAX_CLASS_FILE_BYTES = FILE_SIZE_LIMIT_BYTES;

const SOURCE = path.join(process.cwd(), "lib/server/labs/java/compiler/CompileServer.java");
const COMPILER_HEAP_MB = 256;
/** A class's binary name is one constant of its class file (at most 65535 bytes); its header line is not longer. */
const MAX_HEADER_BYTES = 70_000;
const MAX_CLASS_COUNT = 65_536;

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

/**
 * The compiler's replies as they arrive: chunks kept in a list and copied once, when a whole piece (a line, a
 * class file) is there. Concatenating the buffer on every 64 KB chunk cost seconds of the app's CPU for a 26 MB reply.
 */
class Inbox {
  private chunks: Buffer[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(c: Buffer) {
    this.chunks.push(c);
    this.size += c.length;
  }

  clear() {
    this.chunks = [];
    this.size = 0;
  }

  /** Takes the first line (UTF-8, without "\n"): undefined while incomplete, null when longer than `max` bytes. */
  line(max: number): string | null | undefined {
    let seen = 0;
    for (const c of this.chunks) {
      const nl = c.subarray(0, Math.max(0, max + 1 - seen)).indexOf(10);
      if (nl >= 0) return this.take(seen + nl + 1).toString("utf8", 0, seen + nl);
      seen += c.length;
      if (seen > max) return null;
    }
    return undefined;
  }

  /** Removes the first `n` bytes (n ≤ length) into a buffer of their own. */
  take(n: number): Buffer {
    const out = Buffer.allocUnsafe(n);
    let at = 0;
    while (at < n) {
      const c = this.chunks[0]!;
      const part = Math.min(c.length, n - at);
      c.copy(out, at, 0, part);
      at += part;
      if (part === c.length) this.chunks.shift();
      else this.chunks[0] = c.subarray(part);
    }
    this.size -= n;
    return out;
  }
}

type Reply =
  | { kind: "error"; textBytes: number }
  | {
      kind: "ok";
      textBytes: number;
      left: number;
      total: number;
      next: { binaryName: string; size: number } | null;
      classes: { binaryName: string; bytes: Buffer }[];
    };

type Pending = { resolve: (o: CompileOutcome) => void; timer: ReturnType<typeof setTimeout>; signal?: AbortSignal; onAbort?: () => void };

const HEAD = /^(?:OK (\d{1,9}) (\d{1,9})|ERROR (\d{1,9})|LIMIT (classes|memory))$/;
const CLASS_HEAD = /^(\S+) (\d{1,9})$/;
/** A class's binary name as javac writes it: identifiers joined by '.', each a file or folder name here. */
const usableBinaryName = (name: string) =>
  name.split(".").every((part, i, all) => JAVA_BINARY_PART.test(part) && fitsFileName(i === all.length - 1 ? `${part}.class` : part));
// Binary names of nested and local classes hold '$' and digits after the outer name (Main$1, Main$1Local).
const JAVA_BINARY_PART = /^[\p{L}\p{Nl}\p{Sc}\p{Pc}][\p{L}\p{Nl}\p{Sc}\p{Pc}\p{Nd}\p{Mn}\p{Mc}\p{Cf}]*$/u;

/** One compiler JVM; compiles one source at a time. */
class WarmCompiler {
  private child: ChildProcess | null = null;
  private readonly inbox = new Inbox();
  private reply: Reply | null = null;
  private ready = false;
  private disposed = false;
  private pending: Pending | null = null;
  private retryAt = 0;
  private maxDiagnosticChars = 65_536;

  constructor(
    private readonly t: Toolchain,
    private readonly uid: number,
  ) {}

  get isReady(): boolean {
    return this.ready;
  }

  /** Starts the JVM unless it runs or failed a moment ago. Never throws. */
  start() {
    if (this.disposed || this.child || Date.now() < this.retryAt) return;
    this.retryAt = Date.now() + 30_000;
    void this.spawn().catch((e: unknown) => {
      log.warn("java warm compiler unavailable; runs compile with javac in their sandbox", { error: e instanceof Error ? e.message : String(e) });
    });
  }

  private async spawn() {
    const dir = await buildServer(this.t);
    const filter = seccompSupported() ? await openSeccompFilter() : null;
    // Stopped for good (tests changed the pool) or started by someone else while this one waited.
    if (this.disposed || this.child) {
      await filter?.close();
      return;
    }
    const t = this.t;
    // Diagnostics: what a compile error may show, as much as a run's output (the sandbox's javac has the same cap).
    this.maxDiagnosticChars = env().JAVA_OUTPUT_LIMIT_BYTES;
    const chain = [
      ...(t.setpriv ? [`--reuid=${this.uid}`, `--regid=${this.uid}`, "--clear-groups", "--no-new-privs", t.prlimit] : []),
      `--as=${2 * 1024 * 1024 * 1024}`,
      "--nproc=64",
      `--fsize=${FILE_SIZE_LIMIT_BYTES}`,
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
      String(MAX_CLASS_BYTES),
      String(MAX_CLASS_FILE_BYTES),
      String(this.maxDiagnosticChars),
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
      this.inbox.push(c);
      this.parse();
    });
  }

  stop() {
    const child = this.child;
    this.child = null;
    this.ready = false;
    this.inbox.clear();
    this.reply = null;
    if (child && child.exitCode === null) child.kill("SIGKILL");
    this.settle({ kind: "crashed" });
  }

  /** Stops the JVM for good: nothing starts it again (tests changing the pool). */
  dispose() {
    this.disposed = true;
    this.stop();
  }

  private settle(o: CompileOutcome) {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(p.timer);
    if (p.onAbort) p.signal?.removeEventListener("abort", p.onAbort);
    p.resolve(o);
  }

  /**
   * Reads what the inbox holds of the reply, piece by piece; each piece is copied once, when it is all there. A reply
   * that breaks the protocol or the caps the server enforces means the compiler is not to be trusted: it is killed.
   */
  private parse() {
    for (;;) {
      if (!this.ready) {
        const l = this.inbox.line(64);
        if (l === undefined) return;
        if (l !== "READY") return this.stop();
        this.ready = true;
        this.retryAt = 0;
        continue;
      }
      if (!this.reply) {
        if (this.inbox.length === 0) return;
        if (!this.pending) return this.stop(); // nothing was asked
        const l = this.inbox.line(64);
        if (l === undefined) return;
        const m = l === null ? null : HEAD.exec(l);
        if (!m) return this.stop();
        if (m[4]) {
          this.settle({ kind: "refused", reason: m[4] === "classes" ? "class-bytes" : "memory" });
          continue;
        }
        const textBytes = Number(m[2] ?? m[3]);
        // UTF-8 takes at most 3 bytes per UTF-16 unit.
        if (textBytes > 3 * this.maxDiagnosticChars || Number(m[1] ?? 0) > MAX_CLASS_COUNT) return this.stop();
        this.reply = m[3] ? { kind: "error", textBytes } : { kind: "ok", textBytes, left: Number(m[1]), total: 0, next: null, classes: [] };
        continue;
      }
      const r = this.reply;
      if (r.kind === "ok" && r.left > 0) {
        if (!r.next) {
          const l = this.inbox.line(MAX_HEADER_BYTES);
          if (l === undefined) return;
          const m = l === null ? null : CLASS_HEAD.exec(l);
          if (!m) return this.stop();
          const size = Number(m[2]);
          r.total += size;
          if (size > MAX_CLASS_FILE_BYTES || r.total > MAX_CLASS_BYTES) return this.stop();
          r.next = { binaryName: m[1]!, size };
        }
        if (this.inbox.length < r.next.size) return;
        r.classes.push({ binaryName: r.next.binaryName, bytes: this.inbox.take(r.next.size) });
        r.next = null;
        r.left--;
        continue;
      }
      if (this.inbox.length < r.textBytes) return;
      const text = this.inbox.take(r.textBytes).toString("utf8");
      this.reply = null;
      if (r.kind === "error") this.settle({ kind: "error", output: text });
      // A name no file can carry (too long for the file system) cannot run: a clear answer, the compiler stays.
      else if (!r.classes.every((c) => usableBinaryName(c.binaryName))) this.settle({ kind: "refused", reason: "name" });
      else this.settle({ kind: "compiled", classes: r.classes, warnings: text });
    }
  }

  /**
   * Compiles one source; null when the compiler is not (yet) up or busy, so the caller compiles the old way.
   * A compile cannot be interrupted: when `signal` aborts, the caller hears "cancelled" at once and the JVM is
   * replaced (its slot is free for the next learner right away; the fresh JVM warms up meanwhile).
   */
  compile(fileName: string, code: string, { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal }): Promise<CompileOutcome> | null {
    if (!this.ready || !this.child || this.pending) {
      this.start();
      return null;
    }
    if (/[\s/]/.test(fileName) || !fileName.endsWith(".java")) return null;
    if (signal?.aborted) return Promise.resolve({ kind: "cancelled" });
    const child = this.child;
    return new Promise<CompileOutcome>((resolve) => {
      const replace = (o: CompileOutcome) => {
        this.settle(o);
        this.stop();
        this.start();
      };
      const pending: Pending = {
        resolve,
        // A compile that hangs takes its JVM with it; the next run starts a fresh one.
        timer: setTimeout(() => replace({ kind: "timed-out" }), timeoutMs),
        signal,
        onAbort: signal ? () => replace({ kind: "cancelled" }) : undefined,
      };
      this.pending = pending;
      if (signal && pending.onAbort) signal.addEventListener("abort", pending.onAbort, { once: true });
      const source = Buffer.from(code, "utf8");
      child.stdin!.write(Buffer.concat([Buffer.from(`COMPILE ${fileName} ${source.length}\n`, "utf8"), source]));
    });
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
  for (const c of compilers.values()) c.dispose();
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
