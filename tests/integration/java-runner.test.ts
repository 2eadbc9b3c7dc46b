// POST /api/lab/run-java and the bubblewrap sandbox behind it: real javac and java on this machine.
// Each hostile program must be contained (time, CPU, processes, files, network, output) and leave nothing behind.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { POST as runJavaRoute } from "../../app/api/lab/run-java/route";
import { javaDefaults, javaMain as main, setJavaEnv as setEnv, TIME_LIMIT_MS } from "../support/java-env";
import { cgroupState, cgroupSupport } from "../../lib/server/labs/java/cgroup";
import type { AppError } from "../../lib/errors";
import { RunnerPool } from "../../lib/server/labs/java/runner-pool";
import { findJavaEntry } from "../../lib/server/labs/java/find-main-class";
import { runJava } from "../../lib/server/labs/java/run-java";
import { findToolchain } from "../../lib/server/labs/java/toolchain";
import { warmCompilerState } from "../../lib/server/labs/java/warm-compiler";
import { call } from "../support/route-client";
import { makeUser } from "./courses-fixtures";

jest.setTimeout(60_000);

const UID_BASE = 61_500; // apart from the default pool, so a dev server on the same machine never shares uids
const DEFAULTS = javaDefaults(UID_BASE);

/**
 * Processes still owned by the pool's uids, zombies included: a contained run leaves none (bwrap runs the
 * program --as-pid-1, so no orphaned init is left for the host's init to reap).
 */
function leftoverProcesses(poolSize = 2): string {
  // The run uids only: the slots' warm compilers (the next poolSize uids) live on between runs by design.
  const uids = Array.from({ length: poolSize }, (_, i) => UID_BASE + i).join(",");
  try {
    return execFileSync("ps", ["-o", "pid=,stat=,user=,comm=", "-u", uids], { encoding: "utf8" }).trim();
  } catch {
    return ""; // ps exits 1 when nothing matches
  }
}

/** Run cgroups this test process left behind (each run removes its own). */
function runCgroupsLeft(): string[] {
  const s = cgroupSupport();
  const dirs = s.kind === "v1" ? [s.memoryBase, s.pidsBase] : s.kind === "v2" ? [s.base] : [];
  return dirs.flatMap((d) => readdirSync(d).filter((n) => n.startsWith(`run-${process.pid}-`)));
}

let learner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  setEnv(DEFAULTS);
  learner = await makeUser("user");
});

afterAll(() => {
  setEnv({ ...Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k, undefined])) });
});

describe("finding the entry point", () => {
  it("names the file after the public class and runs the class that declares main", () => {
    expect(findJavaEntry("public class Main { public static void main(String[] a) {} }")).toEqual({ fileName: "Main.java", mainClass: "Main" });
    expect(findJavaEntry("import java.util.*;\npublic class Greeter {\n  public static void main(String... a) {}\n}")).toEqual({
      fileName: "Greeter.java",
      mainClass: "Greeter",
    });
    expect(findJavaEntry("class Helper { int f() { return 1; } }\nclass App { public static void main(String[] a) {} }")).toEqual({
      fileName: "Main.java",
      mainClass: "App",
    });
    expect(
      findJavaEntry(
        'public class Outer {\n  // class Fake { static void main(\n  static String s = "class Nope {";\n  static class Inner { public static void main(String[] a) {} }\n}',
      ),
    ).toEqual({
      fileName: "Outer.java",
      mainClass: "Outer$Inner",
    });
    expect(findJavaEntry("System.out.println(1);")).toEqual({ fileName: "Main.java", mainClass: "Main" });
  });
});

describe("compile and run", () => {
  it("prints hello world", async () => {
    const r = await runJava({ code: main('System.out.println("Hello, world!");') });
    expect(r).toEqual({ output: "Hello, world!\n" });
  });

  it("runs a public class of any name, and the seed's printf", async () => {
    const r = await runJava({ code: 'public class Greeter {\n  public static void main(String[] a) {\n    System.out.printf("%.2f%n", 1.5);\n  }\n}\n' });
    expect(r).toEqual({ output: "1.50\n" });
  });

  it("returns the compiler's error text", async () => {
    const r = await runJava({ code: main('int x = "text";\nSystem.out.println(x)') });
    expect(r.output).toBeUndefined();
    expect(r.error).toMatch(/Main\.java:\d+: error: /);
    expect(r.error).toMatch(/incompatible types|';' expected/);
    expect(r.error).not.toContain("/src/");
    expect(r).toMatchObject({
      kind: "compile",
      explanation: expect.stringMatching(/^Compile error on line \d+: Java could not understand your program, so none of it ran\./),
    });
  });

  it("returns a runtime exception with the output printed before it", async () => {
    const r = await runJava({ code: main('System.out.println("before");\nint z = 0;\nSystem.out.println(10 / z);') });
    expect(r.error).toMatch(/Exception in thread "main" java\.lang\.ArithmeticException: \/ by zero/);
    expect(r.output).toBe("before\n");
    expect(r).toMatchObject({
      kind: "runtime",
      explanation: expect.stringMatching(/^Runtime error on line \d+: your program compiled and started, then stopped with ArithmeticException: \/ by zero\.$/),
    });
  });

  it("shows what a successful program wrote to System.err after its output", async () => {
    const r = await runJava({ code: main('System.out.println("result 42");\nSystem.err.println("debug: done");') });
    expect(r).toEqual({ output: "result 42\ndebug: done\n" });
  });

  it("reports a non-zero exit without an exception", async () => {
    const r = await runJava({ code: main('System.out.println("bye");\nSystem.exit(3);') });
    expect(r).toEqual({ error: "The program exited with code 3.", output: "bye\n", kind: "runtime" });
  });

  it("feeds stdin to the program", async () => {
    const code = main(
      'Scanner in = new Scanner(System.in);\nString name = in.nextLine();\nint n = in.nextInt();\nSystem.out.println("Hi " + name + ", twice " + (2 * n));',
      "import java.util.Scanner;",
    );
    expect(await runJava({ code, stdin: "Asha\n21\n" })).toEqual({ output: "Hi Asha, twice 42\n" });
  });

  it("says so when the program waits for input that never comes", async () => {
    const code = main("Scanner in = new Scanner(System.in);\nSystem.out.println(in.nextLine());", "import java.util.Scanner;");
    const r = await runJava({ code });
    expect(r.error).toMatch(/NoSuchElementException/);
    // In a beginner's words (issue 24 row 8), with the line that read it.
    expect(r).toMatchObject({ kind: "runtime", explanation: expect.stringMatching(/^Your program wanted input but none was given \(line \d+ reads it\)\./) });
  });
});

describe("containment", () => {
  it("stops a sleeping program at the wall-clock limit", async () => {
    const started = Date.now();
    const r = await runJava({ code: main('System.out.println("tick");\nwhile (true) Thread.sleep(1000);') });
    const ms = Date.now() - started;
    expect(r.error).toMatch(/^Time limit exceeded/);
    expect(r.output).toBe("tick\n");
    expect(ms).toBeLessThan(TIME_LIMIT_MS + 1_500);
    expect(leftoverProcesses()).toBe("");
  });

  it("stops a busy infinite loop (CPU or wall-clock limit, whichever comes first)", async () => {
    const started = Date.now();
    const r = await runJava({ code: main("long i = 0;\nwhile (true) { i++; }") });
    expect(r.error).toMatch(/Time limit exceeded|CPU time limit exceeded/);
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS + 1_500);
    expect(leftoverProcesses()).toBe("");
  });

  it("stops a busy loop at the CPU limit (RLIMIT_CPU) when that comes before the clock", async () => {
    // A generous clock so that only RLIMIT_CPU can stop it, even on a loaded machine (javac gets 2 s of CPU too).
    setEnv({ ...DEFAULTS, JAVA_CPU_SECONDS: "2", JAVA_TIME_LIMIT_MS: "20000" });
    try {
      const started = Date.now();
      const r = await runJava({ code: main("long i = 0;\nwhile (true) { i++; }") });
      expect(r.error).toMatch(/^CPU time limit exceeded: the program used more than 2 s/);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(leftoverProcesses()).toBe("");
    } finally {
      setEnv(DEFAULTS);
    }
  });

  describe("network", () => {
    let server: Server;
    let port: number;
    let connections = 0;
    beforeAll(async () => {
      server = createServer((s) => {
        connections++;
        s.end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("cannot reach the host or the internet", async () => {
      const code = main(
        `for (String host : new String[] {"127.0.0.1", "1.1.1.1"}) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(host, ${port}), 1000);
                System.out.println("CONNECTED " + host);
            } catch (Exception e) {
                System.out.println("blocked " + host + ": " + e.getClass().getSimpleName());
            }
        }
        try (ServerSocket server = new ServerSocket(0)) {
            System.out.println("LISTENING " + server.getLocalPort());
        } catch (Exception e) {
            System.out.println("listen refused: " + e.getClass().getSimpleName());
        }
        System.out.println(new String(java.nio.file.Files.readAllBytes(java.nio.file.Path.of("/proc/self/status"))).lines().filter(l -> l.startsWith("Seccomp:")).findFirst().orElse("no seccomp line"));`,
        "import java.net.*;",
      );
      const r = await runJava({ code });
      expect(r.output).toMatch(/blocked 127\.0\.0\.1/);
      // Inside the empty network namespace loopback still exists; the seccomp filter refuses sockets there too.
      expect(r.output).toContain("listen refused: SocketException");
      expect(r.output).toMatch(/Seccomp:\s+2/);
      expect(r.output).toMatch(/blocked 1\.1\.1\.1/);
      expect(r.output).not.toContain("CONNECTED");
      expect(connections).toBe(0);
    });
  });

  it("cannot write outside its work folder; its /tmp is its own", async () => {
    const marker = `learnhub-escape-${process.pid}-${Date.now()}`;
    const code = main(
      `for (String p : new String[] {"/usr/${marker}", "/${marker}", "/etc/${marker}", "/tmp/${marker}", "/work/${marker}"}) {
            try {
                Files.writeString(Path.of(p), "x");
                System.out.println("wrote " + p);
            } catch (Exception e) {
                System.out.println("refused " + p);
            }
        }`,
      "import java.nio.file.*;",
    );
    const r = await runJava({ code });
    expect(r.output).toContain(`refused /usr/${marker}`);
    expect(r.output).toContain(`refused /${marker}`);
    expect(r.output).toContain(`refused /etc/${marker}`);
    expect(r.output).toContain(`wrote /work/${marker}`);
    // The sandbox's /tmp is a private tmpfs: nothing appears on the host.
    for (const p of [`/tmp/${marker}`, `/usr/${marker}`, `/${marker}`, `/etc/${marker}`]) expect(existsSync(p)).toBe(false);
  });

  it("cannot read the host's files beyond /usr and the JDK", async () => {
    const code = main(
      `for (String p : new String[] {"/etc/passwd", "/root", "${process.cwd()}/package.json", "/proc/1/cmdline"}) {
            System.out.println(p + " " + (Files.exists(Path.of(p)) ? "visible" : "absent"));
        }`,
      "import java.nio.file.*;",
    );
    const r = await runJava({ code });
    expect(r.output).toContain("/etc/passwd absent");
    expect(r.output).toContain("/root absent");
    expect(r.output).toContain(`${process.cwd()}/package.json absent`);
    // In its own pid namespace, pid 1 is the sandboxed program itself, never the host's init.
    expect(r.output).toContain("/proc/1/cmdline visible");
  });

  it("cannot create a user namespace (bwrap --disable-userns)", async () => {
    // clone(CLONE_NEWUSER) through the one tool in /usr that does it: bwrap itself. Without --disable-userns
    // the namespace is created and bwrap only fails later (mounting its tmpfs).
    const code = main(
      `Process p = new ProcessBuilder("/usr/bin/bwrap", "--unshare-user", "--dev-bind", "/", "/", "/usr/bin/true").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).trim();
        System.out.println("exit " + p.waitFor() + ": " + out);`,
    );
    const r = await runJava({ code });
    expect(r.output).toMatch(/^exit 1: bwrap: Creating new namespace failed/);
  });

  it("contains a fork bomb and leaves no process behind", async () => {
    const code = main(
      `int started = 0;
        try {
            for (int i = 0; i < 10000; i++) {
                new ProcessBuilder("/usr/bin/sh", "-c", "sleep 60").start();
                started++;
            }
        } catch (Exception e) {
            System.out.println("stopped after " + started + ": " + e.getClass().getSimpleName());
        }`,
    );
    const r = await runJava({ code });
    const text = `${r.output ?? ""}${r.error ?? ""}`;
    // Stopped by the process limit (RLIMIT_NPROC 256 counts the JVM's threads too), not by the clock.
    const m = /stopped after (\d+): IOException/.exec(text);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeLessThan(256);
    await new Promise((r2) => setTimeout(r2, 300));
    expect(leftoverProcesses()).toBe("");
  });

  it("contains a thread bomb", async () => {
    const code = main(
      `int n = 0;
        try {
            while (true) {
                Thread t = new Thread(() -> { try { Thread.sleep(60_000); } catch (InterruptedException e) { } });
                t.setDaemon(true);
                t.start();
                n++;
            }
        } catch (Throwable e) {
            System.out.println("threads: " + n + " then " + e.getClass().getSimpleName());
        }`,
    );
    const r = await runJava({ code });
    const text = `${r.output ?? ""}${r.error ?? ""}`;
    const m = /threads: (\d+) then OutOfMemoryError/.exec(text);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeLessThan(256);
    expect(leftoverProcesses()).toBe("");
  });

  it("caps the heap", async () => {
    const code = main("java.util.List<long[]> hog = new java.util.ArrayList<>();\nwhile (true) hog.add(new long[1_000_000]);");
    const r = await runJava({ code });
    expect(r.error).toMatch(/OutOfMemoryError: Java heap space/);
  });

  describe("per-run cgroup", () => {
    // The program (~100 MB) and one child JVM (~150 MB): each is under its own limits, together they are over the
    // run's cap (200 MB here rather than the default 512 MB, so that a loaded test machine starts one child JVM, not three).
    const hog = main(
      `java.util.List<byte[]> keep = new java.util.ArrayList<>();
        int mb = args.length > 0 ? 120 : 90;
        for (int i = 0; i < mb / 10; i++) { byte[] b = new byte[10 * 1024 * 1024]; java.util.Arrays.fill(b, (byte) 1); keep.add(b); }
        if (args.length > 0) { System.out.println("child filled"); Thread.sleep(20_000); return; }
        String java = System.getProperty("java.home") + "/bin/java";
        Process child = new ProcessBuilder(java, "-Xmx150m", "-XX:+UseSerialGC", "-XX:CompressedClassSpaceSize=64m", "-XX:ReservedCodeCacheSize=32m", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", "/work/classes", "Main", "child").inheritIO().start();
        System.out.println("child exit " + child.waitFor());
        System.out.println("parent done " + keep.size());`,
    );

    it("applies on this machine (cgroup v1 memory + pids writable by root)", () => {
      expect(cgroupState()).toEqual({ kind: expect.stringMatching(/^v[12]$/) });
    });

    it("stops a run whose processes together exceed the run's cap, while another learner's run succeeds", async () => {
      setEnv({ ...DEFAULTS, JAVA_TIME_LIMIT_MS: "40000", JAVA_RUN_MEMORY_MB: "200" });
      try {
        const [big, small] = await Promise.all([runJava({ code: hog }), runJava({ code: main('System.out.println("still fine");') })]);
        expect(big.error).toBe("Your program used more than 200 MB of memory (all its processes together) and was stopped.");
        expect(big.output ?? "").not.toContain("parent done");
        expect(small).toEqual({ output: "still fine\n" });
        await new Promise((r2) => setTimeout(r2, 300));
        expect(leftoverProcesses()).toBe("");
        expect(runCgroupsLeft()).toEqual([]);
      } finally {
        setEnv(DEFAULTS);
      }
    });

    it("caps the run's processes and threads together (pids.max)", async () => {
      setEnv({ ...DEFAULTS, JAVA_RUN_PIDS: "64", JAVA_TIME_LIMIT_MS: "20000" });
      try {
        const code = main(
          `int n = 0;
            try {
                while (true) {
                    Thread t = new Thread(() -> { try { Thread.sleep(60_000); } catch (InterruptedException e) { } });
                    t.setDaemon(true);
                    t.start();
                    n++;
                }
            } catch (Throwable e) {
                System.out.println("threads: " + n + " then " + e.getClass().getSimpleName());
            }`,
        );
        const r = await runJava({ code });
        const m = /threads: (\d+) then OutOfMemoryError/.exec(`${r.output ?? ""}${r.error ?? ""}`);
        expect(m).not.toBeNull();
        expect(Number(m![1])).toBeLessThan(64);
      } finally {
        setEnv(DEFAULTS);
      }
    });
  });

  it("caps the output and says '[output truncated]'", async () => {
    setEnv({ ...DEFAULTS, JAVA_OUTPUT_LIMIT_BYTES: "4096" });
    try {
      const started = Date.now();
      const r = await runJava({ code: main('while (true) System.out.println("spam spam spam");') });
      expect(r.output).toBeDefined();
      expect(r.output!.endsWith("[output truncated]")).toBe(true);
      expect(Buffer.byteLength(r.output!)).toBeLessThanOrEqual(4096 + 20);
      // Killed as soon as the cap is reached, not at the time limit.
      expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS);
    } finally {
      setEnv(DEFAULTS);
    }
  });

  it("runs two programs at once under different uids", async () => {
    const code = main(
      'System.out.println(new String(Files.readAllBytes(Path.of("/proc/self/status"))).lines().filter(l -> l.startsWith("Uid:")).findFirst().get());',
      "import java.nio.file.*;",
    );
    const [a, b] = await Promise.all([runJava({ code }), runJava({ code })]);
    const uid = (r: { output?: string }) => /Uid:\s+(\d+)/.exec(r.output ?? "")?.[1];
    expect([uid(a), uid(b)].sort()).toEqual([String(UID_BASE), String(UID_BASE + 1)]);
  });
});

describe("POST /api/lab/run-java", () => {
  const post = (body: unknown, who: { headers: Record<string, string> } | null = learner, rawBody?: string) =>
    call(runJavaRoute, "/api/lab/run-java", {
      method: "POST",
      ...(rawBody !== undefined ? { rawBody } : { body }),
      headers: { "content-type": "application/json", ...(who ? who.headers : {}) },
    });

  it("needs a login", async () => {
    const res = await post({ code: main("") }, null);
    expect(res.status).toBe(401);
  });

  it("answers { output } on success and { error } on a compile error, both 200", async () => {
    const ok = await post({ code: main('System.out.println("ok");') });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ output: "ok\n" });
    const bad = await post({ code: main("this is not java") });
    expect(bad.status).toBe(200);
    expect(bad.json.error).toMatch(/error:/);
  });

  it.each([
    ["malformed JSON", undefined, "{code:"],
    ["no code", {}, undefined],
    ["empty code", { code: "   " }, undefined],
    ["code as a number", { code: 42 }, undefined],
    ["stdin as an object", { code: "class Main {}", stdin: { a: 1 } }, undefined],
  ])("answers 400 for %s", async (_l, body, raw) => {
    const res = await post(body, learner, raw);
    expect(res.status).toBe(400);
    expect(typeof res.json.message).toBe("string");
  });

  it("answers 413 for a huge body", async () => {
    const res = await post({ code: "x".repeat(200_000) });
    expect(res.status).toBe(413);
  });

  it("answers 429 when the queue is full", async () => {
    setEnv({ ...DEFAULTS, JAVA_MAX_CONCURRENT: "1", JAVA_QUEUE_MAX: "0" });
    try {
      const slow = main("Thread.sleep(1500);");
      const results = await Promise.all([post({ code: slow }), post({ code: slow })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
      expect(results.find((r) => r.status === 429)!.json.message).toMatch(/busy/);
    } finally {
      setEnv(DEFAULTS);
    }
  });

  it("streams {running} then the result as NDJSON when asked, and the plain JSON answer is unchanged", async () => {
    setEnv({ ...DEFAULTS, JAVA_TIME_LIMIT_MS: "20000" });
    const res = await call(runJavaRoute, "/api/lab/run-java", {
      method: "POST",
      body: { code: main('System.out.println("streamed");') },
      headers: { ...learner.headers, accept: "application/x-ndjson" },
    }).finally(() => setEnv(DEFAULTS));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const lines = String(res.json)
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([{ running: true }, { output: "streamed\n" }]);
  });

  it("streams {queued: n} while waiting behind another learner", async () => {
    setEnv({ ...DEFAULTS, JAVA_MAX_CONCURRENT: "1", JAVA_TIME_LIMIT_MS: "20000" });
    try {
      const other = await makeUser("user");
      const first = post({ code: main("Thread.sleep(1500);") }, other);
      await new Promise((r) => setTimeout(r, 100));
      const res = await call(runJavaRoute, "/api/lab/run-java", {
        method: "POST",
        body: { code: main('System.out.println("after");') },
        headers: { ...learner.headers, accept: "application/x-ndjson" },
      });
      const lines = String(res.json)
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(lines).toEqual([{ queued: 0 }, { running: true }, { output: "after\n" }]);
      expect((await first).status).toBe(200);
    } finally {
      setEnv(DEFAULTS);
    }
  });

  it("answers 503 with a clear message when switched off or when the JDK is missing, never running unsandboxed", async () => {
    try {
      setEnv({ ...DEFAULTS, JAVA_RUNNER: "off" });
      const off = await post({ code: main("") });
      expect(off.status).toBe(503);
      expect(off.json.message).toMatch(/switched off/);
      setEnv({ ...DEFAULTS, JAVA_HOME: "/nonexistent/jdk" });
      const missing = await post({ code: main("") });
      expect(missing.status).toBe(503);
      expect(missing.json.message).toMatch(/JAVA_HOME/);
    } finally {
      setEnv(DEFAULTS);
    }
  });
});

describe("fair queue", () => {
  const sleeper = (ms: number) => main(`System.out.println("sleeping");\nThread.sleep(${ms});`);

  it("one learner's many sleeping runs do not hold up another learner's hello world", async () => {
    setEnv({ ...DEFAULTS, JAVA_TIME_LIMIT_MS: "20000" });
    try {
      const hogRuns = Array.from({ length: 6 }, () =>
        runJava({ code: sleeper(8000), learner: "hog" }).then(
          (r) => ({ r }),
          (e: Error) => ({ e }),
        ),
      );
      await new Promise((r) => setTimeout(r, 200));
      const t0 = Date.now();
      const hello = await runJava({ code: main('System.out.println("my turn");'), learner: "other" });
      const waited = Date.now() - t0;
      expect(hello).toEqual({ output: "my turn\n" });
      // Served by the second slot while the hog's first run still sleeps (8 s): the hog has one running, one waiting.
      expect(waited).toBeLessThan(8_000);
      const settled = await Promise.all(hogRuns);
      const replaced = settled.filter((x) => "e" in x && /replaced by your newer run/.test(x.e.message));
      expect(replaced).toHaveLength(4);
      expect(settled.filter((x) => "r" in x && x.r.output === "sleeping\n")).toHaveLength(2);
    } finally {
      setEnv(DEFAULTS);
    }
  });

  it("kills the sandbox at once when the request goes away while running, and drops a waiting run", async () => {
    setEnv({ ...DEFAULTS, JAVA_MAX_CONCURRENT: "1", JAVA_TIME_LIMIT_MS: "20000" });
    try {
      const controller = new AbortController();
      let running!: () => void;
      const isRunning = new Promise<void>((r) => (running = r));
      const run = runJava({ code: sleeper(15_000), learner: "a", signal: controller.signal, onRunning: () => running() }).catch((e: Error) => e);
      const waitingAbort = new AbortController();
      const positions: number[] = [];
      const waiting = runJava({ code: sleeper(1), learner: "b", signal: waitingAbort.signal, onQueued: (n) => positions.push(n) }).catch((e: Error) => e);
      await isRunning;
      await new Promise((r) => setTimeout(r, 1_500)); // javac and the JVM are up
      waitingAbort.abort();
      expect(await waiting).toMatchObject({ message: "The run was stopped." });
      expect(positions).toEqual([0]);
      const t0 = Date.now();
      controller.abort();
      const r = await run;
      expect(r).toMatchObject({ message: "The run was stopped." });
      expect(Date.now() - t0).toBeLessThan(2_000);
      await new Promise((r2) => setTimeout(r2, 300));
      expect(leftoverProcesses(1)).toBe("");
      expect(runCgroupsLeft()).toEqual([]);
    } finally {
      setEnv(DEFAULTS);
    }
  });

  it("refuses with 429 and Retry-After only when the estimated wait is past JAVA_QUEUE_MAX_WAIT_S", async () => {
    const pool = new RunnerPool({ size: 1, uidBase: 1, queueMax: 1_000, maxWaitSeconds: 3 });
    const gates: Array<() => void> = [];
    const task = () => new Promise<string>((r) => gates.push(() => r("done")));
    const first = pool.withSlot("l0", task);
    // The average run starts at 1.5 s: one waiting run is 1.5 s away, two are 3 s, a third would be 4.5 s.
    const second = pool.withSlot("l1", task);
    const third = pool.withSlot("l2", task);
    const fourth = pool.withSlot("l3", task).catch((e: AppError) => e);
    const refused = (await fourth) as AppError;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers!["Retry-After"])).toBeGreaterThanOrEqual(1);
    expect(pool.queued).toBe(2);
    gates.shift()!();
    await first;
    await new Promise((r) => setImmediate(r));
    gates.shift()!();
    await second;
    await new Promise((r) => setImmediate(r));
    gates.shift()!();
    expect(await third).toBe("done");
  });

  it("lets a class of 40 wait instead of refusing them", async () => {
    const pool = new RunnerPool({ size: 2, uidBase: 1, queueMax: 1_000, maxWaitSeconds: 45 });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pool.withSlot(`learner-${i}`, async () => new Promise((r) => setTimeout(() => r(i), 20)))),
    );
    expect(results).toHaveLength(40);
  });
});

describe("a sandbox that cannot start", () => {
  it("answers 503 (the server's fault), not a compile error", async () => {
    // A JDK outside /usr is bound into the sandbox; once it vanishes, bwrap itself fails before javac runs.
    const fake = mkdtempSync(path.join(tmpdir(), "learnhub-fake-jdk-"));
    for (const tool of ["javac", "java"]) {
      mkdirSync(path.join(fake, "bin"), { recursive: true });
      writeFileSync(path.join(fake, "bin", tool), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
    }
    setEnv({ ...DEFAULTS, JAVA_HOME: fake });
    try {
      findToolchain(); // cached with the fake JDK's folder as a bind source
      rmSync(fake, { recursive: true, force: true });
      const res = await call(runJavaRoute, "/api/lab/run-java", { method: "POST", body: { code: main("") }, headers: learner.headers });
      expect(res.status).toBe(503);
      expect(res.json.message).toMatch(/sandbox could not start/);
    } finally {
      rmSync(fake, { recursive: true, force: true });
      setEnv(DEFAULTS);
    }
  });
});

describe("warm compiler", () => {
  const where = main('System.out.println(new java.io.File("/src").exists() + " " + new java.io.File("/classes/Main.class").exists());');
  const compilerUids = () => [UID_BASE + 2, UID_BASE + 3];
  // Live processes only: a killed one can linger as a zombie until its parent has reaped it.
  function compilerProcesses(): string[] {
    try {
      return execFileSync("ps", ["-o", "pid=,stat=", "-u", compilerUids().join(",")], { encoding: "utf8" })
        .trim()
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .filter(([pid, stat]) => pid && !stat?.startsWith("Z"))
        .map(([pid]) => pid!);
    } catch {
      return [];
    }
  }
  async function untilReady() {
    // The first run starts the slots' compilers; until they are up, runs compile with javac in their sandbox.
    for (let i = 0; i < 100 && warmCompilerState().ready < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(warmCompilerState()).toEqual({ slots: 2, ready: 2 });
  }

  it("once up, compiles in memory: the run's sandbox gets class files, never the source", async () => {
    setEnv(DEFAULTS);
    expect(await runJava({ code: where })).toEqual({ output: "true false\n" }); // compiled in its sandbox, cold
    await untilReady();
    expect(await runJava({ code: where })).toEqual({ output: "false true\n" });
    // The compiler's words are javac's own: file, line, message, caret, count.
    const broken = await runJava({ code: main('System.out.println("x")') });
    expect(broken.error).toMatch(/^Main\.java:4: error: ';' expected\n.*\n\s+\^\n1 error\n?$/);
  });

  it("a compiler that dies is replaced, and the run in hand still gets its answer", async () => {
    setEnv(DEFAULTS);
    await runJava({ code: where });
    await untilReady();
    const before = compilerProcesses();
    expect(before.length).toBeGreaterThan(0);
    execFileSync("pkill", ["-KILL", "-u", compilerUids().join(",")]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await runJava({ code: main('System.out.println("still here");') })).toEqual({ output: "still here\n" });
    await untilReady();
    expect(await runJava({ code: where })).toEqual({ output: "false true\n" });
    expect(compilerProcesses().some((p) => before.includes(p))).toBe(false);
  });

  it("is off with JAVA_WARM_COMPILER=off: every run compiles with javac in its own sandbox", async () => {
    setEnv({ ...DEFAULTS, JAVA_WARM_COMPILER: "off" });
    try {
      await runJava({ code: where });
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await runJava({ code: where })).toEqual({ output: "true false\n" });
      expect(warmCompilerState()).toEqual({ slots: 0, ready: 0 });
    } finally {
      setEnv(DEFAULTS);
    }
  });
});

describe("timing", () => {
  it("measures the median of 5 sandboxed compile + run of hello world", async () => {
    const code = main('System.out.println("Hello, world!");');
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const r = await runJava({ code });
      times.push(performance.now() - t0);
      expect(r).toEqual({ output: "Hello, world!\n" });
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[2]!;
    console.log(
      `java runner: sandboxed compile + run of hello world, median of 5 = ${Math.round(median)} ms (runs: ${times.map((t) => Math.round(t)).join(", ")} ms)`,
    );
    expect(median).toBeLessThan(5_000);
  });
});
