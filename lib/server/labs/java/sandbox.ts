import "server-only";
// One compile + run of a learner's Java program inside bubblewrap, as verified in NOTES-stack.md:
// timeout -s KILL → setpriv (own uid, no new privileges) → prlimit → bwrap with every namespace unshared,
// read-only /usr and JDK, size-capped tmpfs for /work and /tmp, no network, seccomp without sockets.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { mkdtemp, open, rm, writeFile, chmod } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSeccompFilter, seccompSupported } from "./seccomp";
import type { RunCgroup } from "./cgroup";
import type { Toolchain } from "./toolchain";

export type SandboxLimits = {
  wallMs: number;
  cpuSeconds: number;
  heapMb: number;
  outputBytes: number;
};

export type SandboxRun = {
  uid: number;
  fileName: string;
  mainClass: string;
  code: string;
  stdin: string;
  /** The run's own cgroup (total memory and processes), or null when the host has none to offer. */
  cgroup?: RunCgroup | null;
  /** Aborted when the learner's request is gone: the sandbox is killed at once. */
  signal?: AbortSignal;
  /** Class files already compiled by the warm compiler (warm-compiler.ts): the sandbox only runs them. */
  classesDir?: string;
};

export type SandboxResult = {
  compiled: boolean;
  compilerOutput: string;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  truncated: boolean;
  /** The kernel's OOM killer stopped a process of the run: its processes together went over the run's memory cap. */
  oomKilled: boolean;
  cancelled: boolean;
  ms: number;
};

/** A run that ended before its program ran: nothing compiled, printed or killed, but for what `over` says. */
export const notCompiled = (over: Partial<SandboxResult>): Omit<SandboxResult, "ms"> => ({
  compiled: false,
  compilerOutput: "",
  stdout: "",
  stderr: "",
  exitCode: null,
  signal: null,
  timedOut: false,
  truncated: false,
  oomKilled: false,
  cancelled: false,
  ...over,
});

// Run as root before exec'ing the sandbox chain: the first process joins the run's cgroups, so every process
// the sandbox starts is born inside them. $1 = how many cgroup.procs files follow, then the command.
const JOIN_CGROUPS =
  'n=$1; shift; while [ "$n" -gt 0 ]; do echo $$ > "$1" || { echo "learnhub: cannot join cgroup $1" >&2; exit 125; }; shift; n=$((n-1)); done; exec "$@"';

/** RLIMIT_FSIZE of every sandboxed process: no file it writes (a class file javac writes included) is larger. */
export const FILE_SIZE_LIMIT_BYTES = 1024 * 1024;

/** Written by the in-sandbox script on fd 3 after javac succeeds; fd 3 is closed before the learner's code runs. */
export const COMPILED_MARKER = "\n@@learnhub-compiled@@\n";

// $1 file name, $2 main class, $3 javac, $4 java; the rest are JVM flags for the learner's program.
// Descriptors 4-9 are closed first (bwrap already closed its own): the sandbox keeps only its pipes. The app
// opens every descriptor close-on-exec, so only what its own parent leaked without that flag could pass.
const SCRIPT = [
  "f=$1; m=$2; javac=$3; java=$4; shift 4",
  "exec 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-",
  "mkdir /work/classes || exit 70",
  '"$javac" -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-XX:-UsePerfData -J-Xmx192m -J-XX:CompressedClassSpaceSize=64m -J-XX:ReservedCodeCacheSize=32m ' +
    '-J-Djava.io.tmpdir=/tmp -encoding UTF-8 -Xlint:none -Xmaxerrs 20 -d /work/classes "/src/$f" </dev/null >&3 2>&3 || exit 0',
  'printf "\\n@@learnhub-compiled@@\\n" >&3',
  "exec 3>&-",
  'exec "$java" "$@" -cp /work/classes "$m"',
].join("\n");

// The same, for classes the warm compiler made: mounted read-only at /classes, nothing to compile.
const RUN_ONLY_SCRIPT = [
  "m=$2; java=$4; shift 4",
  "exec 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-",
  'printf "\\n@@learnhub-compiled@@\\n" >&3',
  "exec 3>&-",
  'exec "$java" "$@" -cp /classes "$m"',
].join("\n");

let seccompFile: Promise<string> | undefined;

async function seccompPath(): Promise<string> {
  seccompFile ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "learnhub-seccomp-"));
    const file = path.join(dir, "filter.bpf");
    await writeFile(file, buildSeccompFilter(), { mode: 0o444 });
    return file;
  })();
  return seccompFile;
}

/** The filter file, written again if something (a /tmp cleaner) removed it. */
export async function openSeccompFilter() {
  try {
    return await open(await seccompPath(), "r");
  } catch {
    seccompFile = undefined;
    return open(await seccompPath(), "r");
  }
}

/** The sandbox every Java process of the lab runs in; `binds` are the read-only paths it gets besides the JDK. */
export function bwrapArgs(t: Pick<Toolchain, "extraRoBinds">, binds: [host: string, inside: string][], seccompFd: number | null): string[] {
  const args = [
    "--info-fd",
    "4",
    "--unshare-all",
    // --unshare-all only tries a user namespace; ask for it outright so that --disable-userns can forbid the
    // learner's code from creating nested ones (clone(CLONE_NEWUSER) is otherwise allowed: seccomp only denies unshare()).
    "--unshare-user",
    "--disable-userns",
    // No separate init inside: bwrap's monitor then waits for the sandboxed process itself, so no orphaned
    // zombie is left for the host's init (containers often have none that reaps).
    "--as-pid-1",
    "--die-with-parent",
    "--new-session",
    "--clearenv",
    "--ro-bind",
    "/usr",
    "/usr",
    "--symlink",
    "usr/bin",
    "/bin",
    "--symlink",
    "usr/lib",
    "/lib",
    "--symlink",
    "usr/lib64",
    "/lib64",
  ];
  for (const dir of t.extraRoBinds) args.push("--ro-bind", dir, dir);
  args.push(
    "--proc",
    "/proc",
    // Device nodes one by one: a --dev /dev tmpfs would be writable without a size limit.
    "--dev-bind",
    "/dev/null",
    "/dev/null",
    "--dev-bind",
    "/dev/zero",
    "/dev/zero",
    "--dev-bind",
    "/dev/random",
    "/dev/random",
    "--dev-bind",
    "/dev/urandom",
    "/dev/urandom",
    ...binds.flatMap(([host, inside]) => ["--ro-bind", host, inside]),
    "--perms",
    "0700",
    "--size",
    String(32 * 1024 * 1024),
    "--tmpfs",
    "/work",
    "--perms",
    "0700",
    "--size",
    String(8 * 1024 * 1024),
    "--tmpfs",
    "/tmp",
    "--remount-ro",
    "/",
    "--chdir",
    "/work",
    "--setenv",
    "PATH",
    "/usr/bin",
    "--setenv",
    "HOME",
    "/work",
    "--setenv",
    "LANG",
    "C.UTF-8",
  );
  if (seccompFd != null) args.push("--seccomp", String(seccompFd));
  return args;
}

export function jvmFlags(limits: SandboxLimits): string[] {
  return [
    `-Xmx${limits.heapMb}m`,
    "-Xss1m",
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-XX:-UsePerfData",
    "-XX:CompressedClassSpaceSize=64m",
    "-XX:MaxMetaspaceSize=128m",
    "-XX:ReservedCodeCacheSize=32m",
    "-XX:ErrorFile=/dev/null",
    "-Djava.io.tmpdir=/tmp",
    "-Dfile.encoding=UTF-8",
    "-Dstdout.encoding=UTF-8",
  ];
}

/** Runs javac then java in one sandbox (or only java, for `classesDir`). Never throws for anything the learner's code does. */
export async function runInSandbox(t: Toolchain, run: SandboxRun, limits: SandboxLimits): Promise<SandboxResult> {
  const srcDir = await mkdtemp(path.join(tmpdir(), "learnhub-java-"));
  try {
    await chmod(srcDir, 0o755);
    await writeFile(path.join(srcDir, run.fileName), run.code, { mode: 0o444 });
    const r = await runSandboxed(
      t,
      {
        uid: run.uid,
        binds: run.classesDir ? [[run.classesDir, "/classes"]] : [[path.join(srcDir, run.fileName), `/src/${run.fileName}`]],
        argv: ["/usr/bin/sh", "-c", run.classesDir ? RUN_ONLY_SCRIPT : SCRIPT, "sh", run.fileName, run.mainClass, t.javac, t.java, ...jvmFlags(limits)],
        stdin: run.stdin,
        cgroup: run.cgroup,
        signal: run.signal,
      },
      limits,
    );
    const controlText = r.control;
    return {
      compiled: controlText.includes(COMPILED_MARKER),
      compilerOutput: controlText.replace(COMPILED_MARKER, "").replaceAll("/src/", ""),
      stdout: r.stdout,
      stderr: r.stderr,
      exitCode: r.exitCode,
      signal: r.signal,
      timedOut: r.timedOut,
      truncated: r.truncated,
      oomKilled: r.oomKilled,
      cancelled: r.cancelled,
      ms: r.ms,
    };
  } finally {
    await rm(srcDir, { recursive: true, force: true });
  }
}

/** The sandbox's tools (bwrap and the limits around it) and the paths it binds read-only besides /usr. */
export type SandboxTools = Pick<Toolchain, "bwrap" | "setpriv" | "prlimit" | "timeout" | "extraRoBinds">;

export type SandboxedProcess = {
  uid: number;
  /** Read-only binds besides /usr and the tools' own. */
  binds: [host: string, inside: string][];
  /** The command inside the sandbox. */
  argv: string[];
  stdin: string;
  cgroup?: RunCgroup | null;
  signal?: AbortSignal;
};

export type SandboxedResult = Omit<SandboxResult, "compiled" | "compilerOutput"> & {
  /** What the command wrote on fd 3 (a channel of the harness's own, closed before learner code runs). */
  control: string;
};

/**
 * One process tree in the sandbox every lab language runs in: timeout → setpriv (own uid, no new privileges) →
 * prlimit → bwrap (every namespace unshared, read-only /usr, size-capped tmpfs /work and /tmp, no network,
 * seccomp without sockets), inside the run's cgroup when there is one. Output is capped (a flood ends the run),
 * the wall clock is enforced, Stop (the signal) kills it at once. Never throws for anything the code inside does.
 */
export async function runSandboxed(
  t: SandboxTools,
  run: SandboxedProcess,
  limits: Pick<SandboxLimits, "wallMs" | "cpuSeconds" | "outputBytes">,
): Promise<SandboxedResult> {
  const started = Date.now();
  const useSeccomp = seccompSupported();
  const filter = useSeccomp ? await openSeccompFilter() : null;
  try {
    const limitsArgs = [
      `--cpu=${limits.cpuSeconds}`,
      `--as=${2 * 1024 * 1024 * 1024}`, // util-linux 2.38's prlimit crashes on "2G"; bytes work
      "--nproc=256",
      `--fsize=${FILE_SIZE_LIMIT_BYTES}`,
      "--nofile=128",
      "--core=0",
    ];
    // fd 3: the harness's own channel; fd 4: bwrap's info (the sandbox's pid); fd 5: the seccomp program.
    const seccompFd = filter ? 5 : null;
    const chain = [
      "-s",
      "KILL",
      `${Math.ceil(limits.wallMs / 1000) + 1}s`,
      ...(t.setpriv ? [t.setpriv, `--reuid=${run.uid}`, `--regid=${run.uid}`, "--clear-groups", "--no-new-privs"] : []),
      t.prlimit,
      ...limitsArgs,
      t.bwrap,
      ...bwrapArgs(t, run.binds, seccompFd),
      ...run.argv,
    ];
    const stdio: StdioOptions = ["pipe", "pipe", "pipe", "pipe", "pipe", ...(filter ? [filter.fd] : [])];
    const procsFiles = run.cgroup?.procsFiles ?? [];
    const [command, args] = procsFiles.length
      ? ["/bin/sh", ["-c", JOIN_CGROUPS, "join", String(procsFiles.length), ...procsFiles, t.timeout, ...chain]]
      : [t.timeout, chain];
    const child: ChildProcess = spawn(command as string, args as string[], {
      stdio,
      env: { PATH: "/usr/bin:/bin" } as unknown as NodeJS.ProcessEnv,
      // Its own process group, so the fallback kill below can take timeout, setpriv/prlimit and bwrap down together.
      detached: true,
    });

    const cap = limits.outputBytes;
    const stdout = new CappedBuffer(cap);
    const stderr = new CappedBuffer(cap);
    const control = new CappedBuffer(cap);
    let truncated = false;
    let timedOut = false;
    // The sandboxed process (pid 1 of its pid namespace, --as-pid-1) as bwrap reports it on --info-fd. Killing it
    // ends every process in the namespace; bwrap then exits and timeout reaps it, so nothing is orphaned.
    let sandboxPid: number | null = null;
    let killRequested = false;
    let info = "";
    (child.stdio[4] as NodeJS.ReadableStream | null)?.on("data", (c: Buffer) => {
      info += c.toString("utf8");
      const m = /"child-pid"\s*:\s*(\d+)/.exec(info);
      if (m) sandboxPid = Number(m[1]);
      if (m && killRequested) kill();
    });
    const kill = () => {
      killRequested = true;
      try {
        if (sandboxPid) process.kill(sandboxPid, "SIGKILL");
        // Before bwrap has reported (or if it never does), the whole group: timeout, setpriv/prlimit, bwrap.
        else if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    };

    child.stdout!.on("data", (c: Buffer) => {
      if (!stdout.add(c)) {
        truncated = true;
        kill(); // a program that floods its output has said enough
      }
    });
    child.stderr!.on("data", (c: Buffer) => void stderr.add(c));
    (child.stdio[3] as NodeJS.ReadableStream | null)?.on("data", (c: Buffer) => void control.add(c));

    child.stdin!.on("error", () => undefined); // the program may exit without reading its input
    child.stdin!.end(run.stdin);

    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, limits.wallMs);

    let cancelled = false;
    const onAbort = () => {
      cancelled = true;
      // Only the sandbox's pid 1: killing timeout/bwrap too would orphan them as zombies the host's init may never reap.
      kill();
    };
    if (run.signal?.aborted) onAbort();
    run.signal?.addEventListener("abort", onAbort, { once: true });

    // A child process killed by the OOM killer may leave its parent running on: stop the whole run at once.
    let oomKilled = false;
    const oomWatch = run.cgroup
      ? setInterval(() => {
          void run.cgroup!.oomKills().then((n) => {
            if (n > 0 && !oomKilled) {
              oomKilled = true;
              kill();
            }
          });
        }, 150)
      : null;

    const { exitCode, signal } = await new Promise<{ exitCode: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.on("error", () => resolve({ exitCode: null, signal: null }));
      child.on("close", (code: number | null, sig: NodeJS.Signals | null) => resolve({ exitCode: code, signal: sig }));
    });
    clearTimeout(timer);
    if (oomWatch) clearInterval(oomWatch);
    run.signal?.removeEventListener("abort", onAbort);
    if (run.cgroup && (await run.cgroup.oomKills()) > 0) oomKilled = true;

    return {
      control: control.text(),
      stdout: stdout.text(),
      stderr: stderr.text(),
      exitCode,
      signal,
      // `timeout` exits 137 when it had to kill (its own limit is a second behind ours).
      timedOut: timedOut || (exitCode === 137 && Date.now() - started >= limits.wallMs),
      truncated,
      oomKilled,
      cancelled,
      ms: Date.now() - started,
    };
  } finally {
    await filter?.close();
  }
}

/** Output kept up to a cap, collected once (chunks listed, joined at the end). False once the cap is passed. */
class CappedBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly cap: number) {}
  add(chunk: Buffer): boolean {
    if (this.size >= this.cap) return false;
    const room = this.cap - this.size;
    this.chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    this.size += Math.min(chunk.length, room);
    return chunk.length <= room;
  }
  text(): string {
    return Buffer.concat(this.chunks, this.size).toString("utf8");
  }
}
