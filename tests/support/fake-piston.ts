// A local stand-in for a Piston engine (engineer-man/piston, API v2), speaking the shapes of its docs/api-v2.md
// and checking requests the way its api/src/api/v2.js does (415 for non-JSON, 400 { message } for a missing
// field, an unknown runtime or a limit over the configured one). Each test scripts the answer: stages, a raw
// status, "hang" (never answers), or "exec": run the file as the java package does
// (packages/java/15.0.2/run: `mv $1 $1.java; java $1.java`) with this machine's JDK.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type FakeStage = { stdout?: string; stderr?: string; code?: number | null; signal?: string | null; status?: string | null; message?: string | null };
export type FakeAnswer = { run: FakeStage; compile?: FakeStage } | { status: number; body?: unknown; headers?: Record<string, string> } | "hang" | "exec";
export type ExecuteBody = {
  language: string;
  version: string;
  files: { name?: string; content: string }[];
  stdin?: string;
  [limit: string]: unknown;
};
/** settled: how the exchange ended, "answered" or "closed by the client" before an answer. */
export type Received = { headers: IncomingMessage["headers"]; body: ExecuteBody; settled: Promise<"answered" | "closed by the client"> };
export type Runtime = { language: string; version: string; aliases: string[] };

const LIMITS = ["compile_timeout", "run_timeout", "compile_cpu_time", "run_cpu_time", "compile_memory_limit", "run_memory_limit"] as const;

export type FakePiston = {
  url: string;
  runtimes: Runtime[];
  /** The engine's configured maxima (PISTON_RUN_TIMEOUT etc.); <= 0 means none. */
  limits: Record<(typeof LIMITS)[number], number>;
  answer: (body: ExecuteBody) => FakeAnswer | Promise<FakeAnswer>;
  received: Received[];
  runtimesRequests: number;
  close: () => Promise<void>;
};

export const stage = (s: FakeStage) => ({
  stdout: s.stdout ?? "",
  stderr: s.stderr ?? "",
  output: `${s.stdout ?? ""}${s.stderr ?? ""}`,
  code: s.code === undefined ? 0 : s.code,
  signal: s.signal ?? null,
  message: s.message ?? null,
  status: s.status ?? null,
  memory: 40_000_000,
  cpu_time: 120,
  wall_time: 180,
});

/** "*", "15", "15.x", "15.0.2": enough of SemVer for the selectors the app sends. */
function matches(selector: string, version: string): boolean {
  if (selector === "*" || selector === "x") return true;
  const want = selector.split(".");
  const have = version.split(".");
  return want.every((part, i) => part === "x" || part === "*" || part === have[i]);
}

function validate(fake: FakePiston, body: Partial<ExecuteBody>): string | null {
  if (!body.language || typeof body.language !== "string") return "language is required as a string";
  if (!body.version || typeof body.version !== "string") return "version is required as a string";
  if (!Array.isArray(body.files)) return "files is required as an array";
  if (body.files.some((f) => typeof f?.content !== "string")) return "files[0].content is required as a string";
  const { language, version } = body;
  const rt = fake.runtimes.find((r) => (r.language === language || r.aliases.includes(language)) && matches(version, r.version));
  if (!rt) return `${language}-${version} runtime is unknown`;
  for (const name of LIMITS) {
    const value = body[name];
    if (!value) continue;
    if (typeof value !== "number") return `If specified, ${name} must be a number`;
    if (fake.limits[name] > 0 && value > fake.limits[name]) return `${name} cannot exceed the configured limit of ${fake.limits[name]}`;
  }
  return null;
}

/** What the java package's run script does, without the isolate sandbox (the tests run only their own programs). */
async function exec(body: ExecuteBody): Promise<{ run: FakeStage; compile?: FakeStage }> {
  const dir = await mkdtemp(join(tmpdir(), "fake-piston-"));
  const file = body.files[0]!;
  const name = `${file.name ?? "file0.code"}.java`;
  try {
    await writeFile(join(dir, name), file.content);
    const child = spawn("java", [name], { cwd: dir, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const stdin = body.stdin ?? "";
    child.stdin.end(stdin.endsWith("\n") ? stdin : `${stdin}\n`); // the engine adds a final newline
    const [code, signal] = await new Promise<[number | null, string | null]>((r) => child.on("close", (c, s) => r([c, s])));
    return { run: { stdout, stderr, code, signal, status: signal ? "SG" : code ? "RE" : null } };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(body === undefined ? "" : JSON.stringify(body));
}

async function handleExecute(fake: FakePiston, req: IncomingMessage, res: ServerResponse, raw: string) {
  if (!req.headers["content-type"]?.startsWith("application/json")) return send(res, 415, { message: "requests must be of type application/json" });
  const body = JSON.parse(raw || "{}") as ExecuteBody;
  const settled = new Promise<"answered" | "closed by the client">((r) => res.on("close", () => r(res.writableEnded ? "answered" : "closed by the client")));
  fake.received.push({ headers: req.headers, body, settled });
  const problem = validate(fake, body);
  if (problem) return send(res, 400, { message: problem });
  const answer = await fake.answer(body);
  if (answer === "hang" || res.destroyed) return;
  const result = answer === "exec" ? await exec(body) : answer;
  if ("status" in result) return send(res, result.status, result.body, result.headers);
  const rt = fake.runtimes.find((r) => r.language === body.language || r.aliases.includes(body.language))!;
  send(res, 200, {
    language: rt.language,
    version: rt.version,
    run: stage(result.run),
    ...(result.compile ? { compile: stage(result.compile) } : {}),
  });
}

export async function startFakePiston(): Promise<FakePiston> {
  const fake: FakePiston = {
    url: "",
    runtimes: [
      { language: "java", version: "15.0.2", aliases: [] },
      { language: "python", version: "3.10.0", aliases: ["py", "python3"] },
    ],
    limits: { compile_timeout: 60_000, run_timeout: 60_000, compile_cpu_time: 60_000, run_cpu_time: 60_000, compile_memory_limit: -1, run_memory_limit: -1 },
    answer: () => ({ status: 500 }),
    received: [],
    runtimesRequests: 0,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      if (req.method === "GET" && req.url === "/api/v2/runtimes") {
        fake.runtimesRequests++;
        return send(res, 200, fake.runtimes);
      }
      if (req.method === "POST" && req.url === "/api/v2/execute") {
        return void handleExecute(fake, req, res, raw).catch(() => send(res, 500, undefined));
      }
      send(res, 404, { message: "not found" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  return fake;
}
