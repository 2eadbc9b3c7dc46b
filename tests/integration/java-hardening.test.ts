// The Java runner against hostile programs found by the security review: huge class files (the app's event loop
// and the warm compiler must not suffer), odd class names (Unicode, very long), Stop during a compile, and a run
// spinning every core. Real javac and java in the real sandbox, like java-runner.test.ts.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { javaDefaults, javaMain as main, setJavaEnv as setEnv } from "../support/java-env";
import { findJavaEntry } from "../../lib/server/labs/java/find-main-class";
import { javaRunnerState, runJava } from "../../lib/server/labs/java/run-java";
import { warmCompilerState } from "../../lib/server/labs/java/warm-compiler";

jest.setTimeout(90_000);

const UID_BASE = 61_700; // apart from java-runner.test.ts (61_500) and the default pool, so parallel runs never share uids
const DEFAULTS = javaDefaults(UID_BASE);

/** Prints where the classes came from: "false true" when the warm compiler made them (no source in the sandbox). */
const WHERE = main('System.out.println(new java.io.File("/src").exists() + " " + new java.io.File("/classes/Main.class").exists());');

async function untilReady(slots = 2) {
  // A run starts the slots' compilers; until they are up, runs compile with javac in their sandbox.
  await runJava({ code: main('System.out.println("start");') });
  for (let i = 0; i < 200 && warmCompilerState().ready < slots; i++) await new Promise((r) => setTimeout(r, 100));
  expect(warmCompilerState()).toEqual({ slots, ready: slots });
}

/**
 * A 16-character string doubled 11 times by constant folding (32 KB), then `n` constants of it: javac stores each
 * whole in the class file (800 make a 26 MB Main.class from 8 KB of source).
 */
function hugeConstants(n: number): string {
  const doublings = Array.from({ length: 11 }, (_, i) => `    static final String S${i + 1} = S${i} + S${i};`).join("\n");
  const values = Array.from({ length: n }, (_, i) => `S11+"${i}"`).join(",");
  return `public class Main {
    static final String S0 = "0123456789abcdef";
${doublings}
    static final String[] U = {${values}};
    public static void main(String[] args) { System.out.println(U.length); }
}
`;
}

/** The longest time the event loop was blocked (ms) while `work` ran. */
async function longestBlock<T>(work: () => Promise<T>): Promise<{ result: T; maxMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  try {
    const result = await work();
    return { result, maxMs: h.max / 1e6 };
  } finally {
    h.disable();
  }
}

beforeAll(() => setEnv(DEFAULTS));

afterAll(() => {
  setEnv({ ...Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k, undefined])) });
});

describe("class files too large", () => {
  const TOO_LARGE = /^Your program compiles to more than 4 MB of class files/;

  it("refuses a program that compiles to 26 MB without blocking the app's event loop, and the compiler lives on", async () => {
    setEnv(DEFAULTS);
    await untilReady();
    const { result, maxMs } = await longestBlock(() => runJava({ code: hugeConstants(800) }));
    console.log(`java hardening: event loop's longest block while a 26 MB class compiled: ${Math.round(maxMs)} ms`);
    expect(result.output).toBeUndefined();
    expect(result.error).toMatch(TOO_LARGE);
    expect(maxMs).toBeLessThan(300);
    // The slot's compiler survived: still two ready, and the next program compiles warm.
    expect(warmCompilerState()).toEqual({ slots: 2, ready: 2 });
    expect(await runJava({ code: WHERE })).toEqual({ output: "false true\n" });
  });

  it("survives larger ones too (1,000 and 3,000 constants: the latter fills the compiler's heap)", async () => {
    setEnv(DEFAULTS);
    await untilReady();
    for (const n of [1_000, 3_000]) {
      const { result, maxMs } = await longestBlock(() => runJava({ code: hugeConstants(n) }));
      console.log(`java hardening: ${n} constants: ${Math.round(maxMs)} ms longest block, answer ${JSON.stringify(result).slice(0, 120)}`);
      expect(result.error).toMatch(n === 1_000 ? TOO_LARGE : /^Your program (compiles to more than 4 MB of class files|needs more memory to compile)/);
      expect(maxMs).toBeLessThan(300);
      expect(warmCompilerState()).toEqual({ slots: 2, ready: 2 });
    }
    expect(await runJava({ code: WHERE })).toEqual({ output: "false true\n" });
  });

  it("gives the same clear answer when javac compiles in the run's sandbox (its files are capped there)", async () => {
    setEnv({ ...DEFAULTS, JAVA_WARM_COMPILER: "off" });
    try {
      const r = await runJava({ code: hugeConstants(800) });
      expect(r.error).toMatch(TOO_LARGE);
    } finally {
      setEnv(DEFAULTS);
    }
  });

  it("a program writing a 2 MB file is stopped at the sandbox's file size cap", async () => {
    const r = await runJava({
      code: main(
        `try { java.nio.file.Files.write(java.nio.file.Path.of("/work/big"), new byte[2 * 1024 * 1024]); System.out.println("wrote"); }
        catch (Exception e) { System.out.println("refused: " + e.getMessage()); }`,
      ),
    });
    expect(r.output).toMatch(/^refused: File too large/);
  });

  // The quadratic scan took up to 450 ms on 50 KB sources. Judged by how the time grows, not by a bound a busy
  // machine can miss (a linear scan once took 241 ms there): 8 times the source takes about 8 times as long
  // linearly, 64 times quadratically. Each the fastest of 5 tries.
  it("finds the entry point of a 50 KB source without a quadratic scan", () => {
    const fastest = (code: string) => {
      let best = Infinity;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        findJavaEntry(code);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    for (const unit of ["class A ", "class A{", "public class A{}"]) {
      const source = (bytes: number) => unit.repeat(Math.floor(bytes / unit.length));
      const small = fastest(source(10_000));
      const large = fastest(source(80_000));
      console.log(`java hardening: entry point of ${JSON.stringify(unit)} × 10 KB ${small.toFixed(1)} ms, × 80 KB ${large.toFixed(1)} ms`);
      expect(large / Math.max(small, 0.5)).toBeLessThan(30);
    }
  });
});

describe("class names", () => {
  it("runs a program with a nested class named Ä, warm, and a public class named Ö", async () => {
    setEnv(DEFAULTS);
    await untilReady();
    const nested = `public class Main {
    static class Ä { String hi() { return "Hallo " + getClass().getSimpleName(); } }
    public static void main(String[] args) { System.out.println(new Ä().hi()); }
}
`;
    expect(await runJava({ code: nested })).toEqual({ output: "Hallo Ä\n" });
    expect(warmCompilerState()).toEqual({ slots: 2, ready: 2 });
    const top = 'public class Öl {\n  public static void main(String[] a) { System.out.println("Öl " + new java.io.File("/classes/Öl.class").exists()); }\n}\n';
    expect(findJavaEntry(top)).toEqual({ fileName: "Öl.java", mainClass: "Öl" });
    expect(await runJava({ code: top })).toEqual({ output: "Öl true\n" });
    expect(warmCompilerState()).toEqual({ slots: 2, ready: 2 });
  });

  it("runs a public class with a 221-character name, and the compiler stays up", async () => {
    setEnv(DEFAULTS);
    await untilReady();
    const name = `Long${"x".repeat(217)}`;
    const r = await runJava({ code: `public class ${name} {\n  public static void main(String[] a) { System.out.println("long ok"); }\n}\n` });
    expect(r).toEqual({ output: "long ok\n" });
    expect(warmCompilerState()).toEqual({ slots: 2, ready: 2 });
  });

  it.each([
    [
      "a nested class past the file-name limit",
      `public class Long${"x".repeat(217)} {\n  static class Inner${"y".repeat(40)} { }\n  public static void main(String[] a) { new Inner${"y".repeat(40)}(); System.out.println("no"); }\n}\n`,
    ],
    ["a public class of 130 Ä (260 bytes)", `public class ${"Ä".repeat(130)} {\n  public static void main(String[] a) { System.out.println("no"); }\n}\n`],
  ])("answers %s with a clear error, and the compiler stays up", async (_label, code) => {
    setEnv(DEFAULTS);
    await untilReady();
    const r = await runJava({ code });
    expect(r.error).toMatch(/^A class name in your program is too long/);
    expect(warmCompilerState()).toEqual({ slots: 2, ready: 2 });
    expect(await runJava({ code: WHERE })).toEqual({ output: "false true\n" });
  });

  it("answers the same when javac compiles in the run's sandbox", async () => {
    setEnv({ ...DEFAULTS, JAVA_WARM_COMPILER: "off" });
    try {
      for (const code of [
        `public class Long${"x".repeat(217)} {\n  static class Inner${"y".repeat(40)} { }\n  public static void main(String[] a) { new Inner${"y".repeat(40)}(); }\n}\n`,
        `public class ${"Ä".repeat(130)} {\n  public static void main(String[] a) { }\n}\n`,
      ]) {
        const r = await runJava({ code });
        expect(r.error).toMatch(/^A class name in your program is too long/);
      }
    } finally {
      setEnv(DEFAULTS);
    }
  });

  it("Stop during a slow compile frees the slot at once", async () => {
    setEnv({ ...DEFAULTS, JAVA_MAX_CONCURRENT: "1", JAVA_TIME_LIMIT_MS: "20000" });
    try {
      await untilReady(1);
      // Nested generic calls: javac's inference takes seconds (about 6 s cold for 28, more for 40).
      let expr = "1";
      for (let i = 0; i < 40; i++) expr = `id(id2(${expr}))`;
      const slow = `public class Main {
    static <T> T id(T t) { return t; }
    static <T extends Comparable<? super T>> T id2(T t) { return t; }
    public static void main(String[] a) { System.out.println(${expr}); }
}
`;
      const controller = new AbortController();
      const first = runJava({ code: slow, learner: "stopper", signal: controller.signal }).catch((e: Error) => e);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(javaRunnerState()).toMatchObject({ busy: 1 });
      const stoppedAt = Date.now();
      controller.abort();
      let runningAfterMs = -1;
      const next = runJava({ code: main('System.out.println("next");'), learner: "next", onRunning: () => (runningAfterMs = Date.now() - stoppedAt) });
      expect(await first).toMatchObject({ message: "The run was stopped." });
      expect(Date.now() - stoppedAt).toBeLessThan(500);
      expect(await next).toEqual({ output: "next\n" });
      console.log(`java hardening: the next run started ${runningAfterMs} ms after Stop`);
      expect(runningAfterMs).toBeGreaterThanOrEqual(0);
      expect(runningAfterMs).toBeLessThan(500);
      // A fresh compiler takes the killed one's place.
      for (let i = 0; i < 200 && warmCompilerState().ready < 1; i++) await new Promise((r) => setTimeout(r, 100));
      expect(warmCompilerState()).toEqual({ slots: 1, ready: 1 });
    } finally {
      setEnv(DEFAULTS);
    }
  });
});

describe("CPU cap per run", () => {
  const mounts = readFileSync("/proc/self/mountinfo", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [left, right = ""] = line.split(" - ");
      const [fsType = "", , options = ""] = right.split(" ");
      return { mountPoint: left!.split(" ")[4]!, fsType, options: options.split(",") };
    });
  const cpuV1 = mounts.find((m) => m.fsType === "cgroup" && m.options.includes("cpu"))?.mountPoint;
  const unified = mounts.find((m) => m.fsType === "cgroup2")?.mountPoint;

  /**
   * The CPU cap (cores) the kernel puts on a process: the smallest CFS quota of its cpu cgroup and that cgroup's
   * ancestors (Infinity: none). Read from the host's view, whatever the runner named or did.
   */
  /** The CPU cap (cores) over `pid`'s cgroup and its parents; null when that cgroup is already gone (the run ended). */
  function cpuCapCores(pid: number): number | null {
    const lines = readFileSync(`/proc/${pid}/cgroup`, "utf8").split("\n");
    const v1 = lines.map((l) => l.split(":")).find(([, controllers = ""]) => controllers.split(",").includes("cpu"));
    const v2 = lines.find((l) => l.startsWith("0::"))?.slice(3);
    let cap = Infinity;
    const read = (f: string) => readFileSync(f, "utf8").trim();
    let gone = false;
    const walk = (root: string, rel: string, quota: (dir: string) => number) => {
      // A process seen as its run ends may still name the run's cgroup after it was removed: only its parents'
      // (uncapped) limits would be read, so that sample says nothing about the run's cap.
      if (!existsSync(path.join(root, rel))) gone = true;
      for (let p = rel; ; p = path.dirname(p)) {
        try {
          cap = Math.min(cap, quota(path.join(root, p)));
        } catch {
          /* no such file at this level */
        }
        if (p === "/" || p === ".") break;
      }
    };
    if (cpuV1 && v1) {
      walk(cpuV1, v1.slice(2).join(":"), (d) => {
        const q = Number(read(path.join(d, "cpu.cfs_quota_us")));
        return q < 0 ? Infinity : q / Number(read(path.join(d, "cpu.cfs_period_us")));
      });
    } else if (unified && v2) {
      walk(unified, v2, (d) => {
        const [q, period] = read(path.join(d, "cpu.max")).split(" ");
        return q === "max" ? Infinity : Number(q) / Number(period);
      });
    }
    return gone ? null : cap;
  }

  /** The uid a process runs as, or null when it has ended. */
  function uidOf(pid: string): number | null {
    try {
      return Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    } catch {
      return null;
    }
  }

  /** The pids of the live processes of `uids`. */
  function cpuProcesses(uids: number[]): number[] {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name) && uids.includes(uidOf(name) ?? -1))
      .map(Number);
  }

  /**
   * utime + stime (clock ticks, all threads) of each live process of a run (the run uids, the warm compilers left
   * out), as the host's /proc tells it, and the CPU cap each is under; returns how many there were.
   */
  function cpuTicks(uids: number[], into: Map<number, number>, caps: Map<number, number>, starts: Map<number, number>, before: Set<number>): number {
    let live = 0;
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name) || before.has(Number(name)) || !uids.includes(uidOf(name) ?? -1)) continue;
      try {
        if (readFileSync(`/proc/${name}/cmdline`, "utf8").includes("CompileServer")) continue;
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        into.set(Number(name), Number(fields[11]) + Number(fields[12]));
        starts.set(Number(name), Number(fields[19]));
        const cap = cpuCapCores(Number(name));
        if (cap !== null) caps.set(Number(name), Math.min(cap, caps.get(Number(name)) ?? Infinity));
        live++;
      } catch {
        /* the process ended meanwhile */
      }
    }
    return live;
  }
  const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

  const spinners = {
    threads: main(`long end = System.nanoTime() + 2_000_000_000L;
        Thread[] ts = new Thread[8];
        for (int i = 0; i < ts.length; i++) { ts[i] = new Thread(() -> { long x = 0; while (System.nanoTime() < end) x++; }); ts[i].start(); }
        for (Thread t : ts) t.join();
        System.out.println("done");`),
    processes: main(`for (int i = 0; i < 8; i++) new ProcessBuilder("/bin/sh", "-c", "while :; do :; done").start();
        Thread.sleep(2_000);
        System.out.println("done");
        System.exit(0);`),
  };

  it.each(Object.keys(spinners) as (keyof typeof spinners)[])("a run spinning 8 busy %s gets about one core, not all of them", async (kind) => {
    setEnv(DEFAULTS);
    await untilReady(); // compiled warm: the run's processes are the program's only
    const uids = [UID_BASE, UID_BASE + 1];
    const ticks = new Map<number, number>();
    const caps = new Map<number, number>();
    const starts = new Map<number, number>();
    // Seconds since boot, the clock of a process's start time: the wall time runs from the run's first process's
    // start (not from the first sample, which a busy machine may take late while that process already used CPU).
    const uptime = () => Number(readFileSync("/proc/uptime", "utf8").split(" ")[0]);
    // A process of these uids that is already there is no part of the run: a warm compiler of an earlier test's
    // pool (with one slot, slot 0's compiler has the uid of slot 1's runs) that ends meanwhile reads with an empty
    // command line, and its whole life's CPU, in the server's cgroup, counted as the run's uncapped time.
    const before = new Set(cpuProcesses(uids));
    let last = 0;
    const sampler = setInterval(() => {
      const live = cpuTicks(uids, ticks, caps, starts, before);
      if (live > 0) last = uptime();
    }, 50);
    const r = await runJava({ code: spinners[kind] }).finally(() => clearInterval(sampler));
    expect(r).toEqual({ output: "done\n" });
    const cpuSeconds = [...ticks.values()].reduce((a, b) => a + b, 0) / TICKS_PER_SECOND;
    const wallSeconds = last - Math.min(...starts.values()) / TICKS_PER_SECOND;
    const cores = cpuSeconds / wallSeconds;
    console.log(
      `java hardening: 8 spinning ${kind}: ${cpuSeconds.toFixed(2)} s CPU in ${wallSeconds.toFixed(2)} s = ${cores.toFixed(2)} cores (caps: ${[...new Set(caps.values())].join(", ")})`,
    );
    expect(wallSeconds).toBeGreaterThan(1.5);
    // What it used (on a machine busy with other work it may get less than a core anyway)…
    expect(cores).toBeLessThan(1.25);
    // …and what the kernel would let it use, whatever else the machine does: every process of the run is held to a core.
    // (Each process's tightest cap seen: as the run ends, its processes are moved out of its cgroup before it is
    // removed, so a last sample may show the parent's. A process never seen capped counts against the rule, which is
    // on the CPU time: what ran uncapped is under a tenth of it.)
    expect(caps.size).toBeGreaterThan(0);
    const uncapped = [...caps].filter(([, cap]) => cap > 1).reduce((n, [pid]) => n + (ticks.get(pid) ?? 0), 0);
    const total = [...ticks.values()].reduce((a, b) => a + b, 0);
    expect(uncapped).toBeLessThan(total / 10);
  });

  it("health says whether runs are capped to a core", () => {
    // This machine has the cpu controller (cgroup v1 cpu, writable by root); without it health says "none".
    expect(javaRunnerState()).toMatchObject({ cgroup: expect.stringMatching(/^v[12]$/), cpuCap: "1 core per run" });
  });
});
