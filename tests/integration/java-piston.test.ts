// JAVA_RUNNER=piston: runs go to a Piston engine (engineer-man/piston, API v2). A local fake (tests/support/
// fake-piston.ts) speaks the documented shapes and checks requests as the engine does; each case scripts its
// answer or has the fake run the file with this machine's JDK the way the engine's java package does.
import { setEnvVars } from "../support/set-env";
import { startFakePiston, type FakePiston } from "../support/fake-piston";
import { resetJavaRunnerForTests, runJava } from "../../lib/server/labs/java/run-java";
import {
  ENGINE_BUSY_MESSAGE,
  ENGINE_NO_JAVA_MESSAGE,
  ENGINE_REFUSED_MESSAGE,
  ENGINE_TIMEOUT_MESSAGE,
  ENGINE_UNREACHABLE_MESSAGE,
} from "../../lib/server/labs/java/piston";

let fake: FakePiston;

function setEnv(vars: Record<string, string | undefined>) {
  setEnvVars(vars);
  resetJavaRunnerForTests();
}

const defaults = { JAVA_RUNNER: "piston", PISTON_API_KEY: "engine-key", PISTON_JAVA_VERSION: undefined, PISTON_MAX_CONCURRENT: undefined };

beforeAll(async () => {
  fake = await startFakePiston();
});

afterAll(async () => {
  setEnv({ JAVA_RUNNER: undefined, PISTON_URL: undefined, PISTON_API_KEY: undefined, JAVA_TIME_LIMIT_MS: undefined, JAVA_OUTPUT_LIMIT_BYTES: undefined });
  await fake.close();
});

beforeEach(() => {
  setEnv({ ...defaults, PISTON_URL: fake.url, JAVA_TIME_LIMIT_MS: undefined, JAVA_OUTPUT_LIMIT_BYTES: undefined });
  fake.received.length = 0;
  fake.runtimesRequests = 0;
  fake.runtimes = [
    { language: "java", version: "11.0.9", aliases: [] },
    { language: "java", version: "15.0.2", aliases: [] },
    { language: "python", version: "3.10.0", aliases: ["py"] },
  ];
  fake.limits.run_timeout = 60_000;
});

const hello = 'public class Hello { public static void main(String[] a) { System.out.println("hi"); } }';

describe("the request", () => {
  it("is the documented one: java at the engine's newest version (asked once), the public class's file, stdin, our limits, the key", async () => {
    fake.answer = () => ({ run: { stdout: "hi\n" } });
    expect(await runJava({ code: hello, stdin: "5\n" })).toEqual({ output: "hi\n" });
    expect(await runJava({ code: hello })).toEqual({ output: "hi\n" });
    expect(fake.runtimesRequests).toBe(1);
    expect(fake.received).toHaveLength(2);
    const r = fake.received[0]!;
    expect(r.headers.authorization).toBe("engine-key");
    expect(r.body).toEqual({
      language: "java",
      version: "15.0.2",
      files: [{ name: "Hello", content: hello }],
      stdin: "5\n",
      compile_timeout: 10_000,
      run_timeout: 10_000,
      compile_cpu_time: 5_000,
      run_cpu_time: 5_000,
      compile_memory_limit: 512 * 1024 * 1024,
      run_memory_limit: 512 * 1024 * 1024,
    });
  });

  it("uses PISTON_JAVA_VERSION as given, without asking for the runtimes", async () => {
    setEnv({ PISTON_JAVA_VERSION: "11.x" });
    fake.answer = () => ({ run: { stdout: "hi\n" } });
    expect(await runJava({ code: hello })).toEqual({ output: "hi\n" });
    expect(fake.received[0]!.body.version).toBe("11.x");
    expect(fake.runtimesRequests).toBe(0);
  });

  it("an engine without the java package: 503 saying so, and nothing is sent to run", async () => {
    fake.runtimes = [{ language: "python", version: "3.10.0", aliases: ["py"] }];
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_NO_JAVA_MESSAGE });
    expect(fake.received).toHaveLength(0);
  });
});

describe("through the java package's source launcher (the fake runs this machine's JDK)", () => {
  beforeEach(() => {
    fake.answer = () => "exec";
  });

  it("runs hello world with the learner's input", async () => {
    const code = [
      "import java.util.Scanner;",
      "public class Greeter {",
      "  public static void main(String[] args) {",
      '    System.out.println("Hello, " + new Scanner(System.in).nextLine() + "!");',
      "  }",
      "}",
    ].join("\n");
    expect(await runJava({ code, stdin: "Asha" })).toEqual({ output: "Hello, Asha!\n" });
    expect(fake.received[0]!.body.files).toEqual([{ name: "Greeter", content: code }]);
  });

  it("shows a compile error in the compiler's words, named after the learner's file, as the local runner does", async () => {
    const code = 'public class Hello {\n  public static void main(String[] a) { System.out.println("x") }\n}';
    const r = await runJava({ code });
    expect(r.output).toBeUndefined();
    expect(r.error).toMatch(/^Hello\.java:2: error: ';' expected\n[\s\S]*\n1 error$/);
  });

  it("runs the class declaring main even when a helper class comes first, keeping line numbers", async () => {
    const code = [
      "class Helper { static int zero() { return 0; } }",
      "public class Main {",
      "  public static void main(String[] args) {",
      '    System.out.println("start");',
      "    System.out.println(1 / Helper.zero());",
      "  }",
      "}",
    ].join("\n");
    const r = await runJava({ code });
    expect(r.output).toBe("start\n");
    expect(r.error).toMatch(/^Exception in thread "main" java\.lang\.ArithmeticException: \/ by zero\n\tat Main\.main\(Main\.java:5\)/);
  });
});

describe("the engine's answers in the lab's words", () => {
  it("a runtime exception (status RE, non-zero code) with the output printed before it", async () => {
    fake.answer = () => ({
      run: { stdout: "before\n", stderr: 'Exception in thread "main" java.lang.ArithmeticException: / by zero\n', code: 1, status: "RE" },
    });
    expect(await runJava({ code: hello })).toEqual({
      error: 'Exception in thread "main" java.lang.ArithmeticException: / by zero',
      output: "before\n",
      kind: "runtime",
      explanation: "Runtime error: your program compiled and started, then stopped with ArithmeticException: / by zero.",
    });
  });

  it("System.exit(3) without a message", async () => {
    fake.answer = () => ({ run: { code: 3, status: "RE", message: "Exited with error status 3" } });
    expect(await runJava({ code: hello })).toEqual({ error: "The program exited with code 3.", output: "", kind: "runtime" });
  });

  it("a wall-clock time-out (TO, SIGKILL) is the time limit, with the output so far", async () => {
    fake.answer = () => ({ run: { stdout: "tick\n", code: null, signal: "SIGKILL", status: "TO", message: "Time limit exceeded (wall clock)" } });
    const r = await runJava({ code: hello });
    expect(r.error).toBe("Time limit exceeded: the program was stopped after 10 s. Check for a loop that never ends, or a program waiting for more input.");
    expect(r.output).toBe("tick\n");
  });

  it("a CPU time-out (TO without 'wall clock') is the CPU limit", async () => {
    fake.answer = () => ({ run: { code: null, signal: "SIGKILL", status: "TO", message: "Time limit exceeded" } });
    expect(await runJava({ code: hello })).toEqual({
      error: "CPU time limit exceeded: the program used more than 5 s of processor time.",
      output: "",
      kind: "limit",
    });
  });

  it("a run killed by the engine's memory cgroup (SG, SIGKILL) is the memory cap", async () => {
    fake.answer = () => ({ run: { stdout: "allocating\n", code: null, signal: "SIGKILL", status: "SG", message: "Caught fatal signal 9" } });
    expect(await runJava({ code: hello })).toEqual({
      error: "Your program used more than 512 MB of memory (all its processes together) and was stopped.",
      output: "allocating\n",
      kind: "limit",
    });
  });

  it("output over the engine's limit (OL) or ours is cut with the local runner's marker", async () => {
    fake.answer = () => ({ run: { stdout: "x".repeat(1024), code: null, signal: "SIGKILL", status: "OL", message: "stdout length exceeded" } });
    expect(await runJava({ code: hello })).toEqual({ output: `${"x".repeat(1024)}\n[output truncated]` });
    setEnv({ JAVA_OUTPUT_LIMIT_BYTES: "1024" });
    fake.answer = () => ({ run: { stdout: "y".repeat(5_000) } });
    expect(await runJava({ code: hello })).toEqual({ output: `${"y".repeat(1024)}\n[output truncated]` });
  });

  it("an engine with a compile stage: its failure is a compile error", async () => {
    fake.answer = () => ({ compile: { stderr: "Hello.java:1: error: ';' expected\n1 error\n", code: 1, status: "RE" }, run: { stderr: "ignored", code: 1 } });
    expect(await runJava({ code: hello })).toEqual({
      error: "Hello.java:1: error: ';' expected\n1 error",
      kind: "compile",
      explanation:
        "Compile error on line 1: Java could not understand your program, so none of it ran. Fix the line Java names below, then press Compile & Run again.",
    });
  });
});

describe("the engine's failures: the server's problem (503 with a plain sentence), never the learner's", () => {
  it("400 { message } for a runtime it does not know", async () => {
    setEnv({ PISTON_JAVA_VERSION: "99" });
    fake.answer = () => ({ run: {} });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_REFUSED_MESSAGE });
  });

  it("400 { message } from an engine whose limits are below ours (its default run_timeout is 3 s)", async () => {
    fake.limits.run_timeout = 3_000;
    fake.answer = () => ({ run: {} });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_REFUSED_MESSAGE });
  });

  it("429 stays 429, with the engine's Retry-After or 5 s", async () => {
    fake.answer = () => ({ status: 429, body: { message: "Requests exceeded" }, headers: { "retry-after": "7" } });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 429, message: ENGINE_BUSY_MESSAGE, headers: { "Retry-After": "7" } });
    fake.answer = () => ({ status: 429, body: { message: "Requests exceeded" } });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "5" } });
  });

  it("500 with the engine's empty body, an answer of an unknown shape, an internal error (XX)", async () => {
    fake.answer = () => ({ status: 500 });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
    fake.answer = () => ({ status: 200, body: { nothing: true } });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
    fake.answer = () => ({ run: { code: null, status: "XX", message: "isolate failed" } });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
  });

  it("an engine that never answers: our time-out (both stages' limits + 5 s) ends the call with a clear message", async () => {
    setEnv({ JAVA_TIME_LIMIT_MS: "1000" });
    fake.answer = () => "hang";
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_TIMEOUT_MESSAGE });
    expect(await fake.received[0]!.settled).toBe("closed by the client");
  });

  it("an engine slower than one stage's limit but within the time-out is still waited for", async () => {
    setEnv({ JAVA_TIME_LIMIT_MS: "1000" });
    fake.answer = () => new Promise((r) => setTimeout(() => r({ run: { stdout: "late\n" } }), 1_500));
    expect(await runJava({ code: hello })).toEqual({ output: "late\n" });
  });

  it("an unreachable engine", async () => {
    setEnv({ PISTON_URL: "http://127.0.0.1:9", PISTON_JAVA_VERSION: "15.0.2" });
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
  });
});

describe("the fair queue in front of the engine", () => {
  it("a learner who goes away cancels the call to the engine", async () => {
    const controller = new AbortController();
    fake.answer = () => {
      controller.abort(); // Stop pressed while the engine runs the program
      return "hang";
    };
    await expect(runJava({ code: hello, signal: controller.signal })).rejects.toMatchObject({ message: "The run was stopped." });
    expect(fake.received).toHaveLength(1);
    expect(await fake.received[0]!.settled).toBe("closed by the client");
  });

  it("PISTON_MAX_CONCURRENT calls in flight; the next learner waits in line, then runs", async () => {
    setEnv({ PISTON_MAX_CONCURRENT: "1" });
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    let arrived = () => undefined as void;
    const firstArrived = new Promise<void>((r) => (arrived = r));
    fake.answer = async (body) => {
      if (body.stdin === "first\n") {
        arrived();
        await held;
      }
      return { run: { stdout: `${body.stdin}` } };
    };
    const first = runJava({ code: hello, stdin: "first\n", learner: "learner-a" });
    await firstArrived;
    let second: Promise<unknown> = Promise.resolve();
    const ahead = await new Promise<number>((onQueued) => {
      second = runJava({ code: hello, stdin: "second\n", learner: "learner-b", onQueued });
    });
    expect(ahead).toBe(0);
    expect(fake.received.map((r) => r.body.stdin)).toEqual(["first\n"]);
    release();
    expect(await first).toEqual({ output: "first\n" });
    expect(await second).toEqual({ output: "second\n" });
    expect(fake.received.map((r) => r.body.stdin)).toEqual(["first\n", "second\n"]);
  });
});
