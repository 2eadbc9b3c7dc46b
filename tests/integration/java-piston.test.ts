// JAVA_RUNNER=piston: runs go to a Piston engine (docs/api-v2.md of engineer-man/piston). A local fake
// speaks the documented shapes; each case scripts its answer and checks what the app sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setEnvVars } from "../support/set-env";
import { resetJavaRunnerForTests, runJava } from "../../lib/server/labs/java/run-java";
import { ENGINE_BUSY_MESSAGE, ENGINE_REFUSED_MESSAGE, ENGINE_UNREACHABLE_MESSAGE } from "../../lib/server/labs/java/piston";

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | "hang";
type Received = { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };

let server: Server;
let url = "";
let answer: (req: Received) => Answer = () => ({ status: 500, body: {} });
const received: Received[] = [];

const stage = (o: Partial<{ stdout: string; stderr: string; code: number | null; signal: string | null; status: string }>) => ({
  stdout: o.stdout ?? "",
  stderr: o.stderr ?? "",
  output: `${o.stdout ?? ""}${o.stderr ?? ""}`,
  code: o.code ?? 0,
  signal: o.signal ?? null,
  ...(o.status ? { status: o.status } : {}),
});
const ok = (run: Parameters<typeof stage>[0], compile: Parameters<typeof stage>[0] = {}) => ({
  status: 200,
  body: { language: "java", version: "15.0.2", run: stage(run), compile: stage(compile) },
});

function setEnv(vars: Record<string, string | undefined>) {
  setEnvVars(vars);
  resetJavaRunnerForTests();
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const r: Received = { path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") as Record<string, unknown> };
      received.push(r);
      const a = answer(r);
      if (a === "hang") return; // never answers; the client's time-out must end it
      res.writeHead(a.status, { "content-type": "application/json", ...a.headers });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setEnv({ JAVA_RUNNER: "piston", PISTON_URL: url, PISTON_API_KEY: "engine-key", JAVA_TIME_LIMIT_MS: "1000", PISTON_JAVA_VERSION: undefined });
});

afterAll(async () => {
  setEnv({ JAVA_RUNNER: undefined, PISTON_URL: undefined, PISTON_API_KEY: undefined, JAVA_TIME_LIMIT_MS: undefined });
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

beforeEach(() => {
  received.length = 0;
});

const hello = 'public class Hello { public static void main(String[] a) { System.out.println("hi"); } }';

it("sends the documented request: java, the public class's file, stdin, the limits, the key", async () => {
  answer = () => ok({ stdout: "hi\n" });
  expect(await runJava({ code: hello, stdin: "5\n" })).toEqual({ output: "hi\n" });
  expect(received).toHaveLength(1);
  const r = received[0]!;
  expect(r.path).toBe("/api/v2/execute");
  expect(r.headers.authorization).toBe("engine-key");
  expect(r.body).toEqual({
    language: "java",
    version: "*",
    files: [{ name: "Hello.java", content: hello }],
    stdin: "5\n",
    compile_timeout: 1000,
    run_timeout: 1000,
    run_memory_limit: 512 * 1024 * 1024,
  });
});

it("shows a compile error in the compiler's words, without the engine's job path", async () => {
  answer = () => ok({}, { stderr: "/piston/jobs/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/Hello.java:1: error: ';' expected\n1 error\n", code: 1 });
  expect(await runJava({ code: hello })).toEqual({ error: "Hello.java:1: error: ';' expected\n1 error" });
});

it("shows a runtime exception with the output printed before it", async () => {
  answer = () => ok({ stdout: "before\n", stderr: 'Exception in thread "main" java.lang.ArithmeticException: / by zero\n', code: 1 });
  expect(await runJava({ code: hello })).toEqual({ error: 'Exception in thread "main" java.lang.ArithmeticException: / by zero', output: "before\n" });
});

it("says the time ran out when the engine reports it ('TO') or killed a run at the limit", async () => {
  answer = () => ok({ stdout: "tick\n", code: null, signal: "SIGKILL", status: "TO" });
  const r = await runJava({ code: hello });
  expect(r.error).toMatch(/^Time limit exceeded: the program was stopped after 1 s\./);
  expect(r.output).toBe("tick\n");
});

it("caps the output like the local runner", async () => {
  setEnv({ JAVA_OUTPUT_LIMIT_BYTES: "1024" });
  try {
    answer = () => ok({ stdout: "x".repeat(5_000) });
    expect(await runJava({ code: hello })).toEqual({ output: `${"x".repeat(1024)}\n[output truncated]` });
  } finally {
    setEnv({ JAVA_OUTPUT_LIMIT_BYTES: undefined });
  }
});

it("an engine's 400 {message} is the server's problem, not the learner's: 503 with a plain sentence", async () => {
  answer = () => ({ status: 400, body: { message: "java-99.0.0 runtime is unknown" } });
  await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_REFUSED_MESSAGE });
});

it("an engine's 429 becomes 429 with its Retry-After", async () => {
  answer = () => ({ status: 429, body: { message: "Requests exceeded" }, headers: { "retry-after": "7" } });
  await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 429, message: ENGINE_BUSY_MESSAGE, headers: { "Retry-After": "7" } });
});

it("an engine's 500 or an answer of an unknown shape is 503", async () => {
  answer = () => ({ status: 500, body: { message: "boom" } });
  await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
  answer = () => ({ status: 200, body: { nothing: true } });
  await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
});

it("an engine that never answers is given up after both stages' time and a grace period", async () => {
  answer = () => "hang";
  const t0 = Date.now();
  await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
  const waited = Date.now() - t0;
  expect(waited).toBeGreaterThanOrEqual(2 * 1000 + 5_000 - 100);
  expect(waited).toBeLessThan(20_000);
}, 30_000);

it("an unreachable engine is 503", async () => {
  setEnv({ PISTON_URL: "http://127.0.0.1:9" });
  try {
    await expect(runJava({ code: hello })).rejects.toMatchObject({ status: 503, message: ENGINE_UNREACHABLE_MESSAGE });
  } finally {
    setEnv({ PISTON_URL: url });
  }
});

it("a learner who goes away cancels the call to the engine", async () => {
  answer = () => "hang";
  const controller = new AbortController();
  const pending = runJava({ code: hello, signal: controller.signal });
  await new Promise((r) => setTimeout(r, 200));
  controller.abort();
  await expect(pending).rejects.toMatchObject({ message: "The run was stopped." });
});
