// A Redis outage during a lesson: this process's own redis-server, frozen (SIGSTOP: the connection stays open
// and commands hang, like DEBUG SLEEP or a network that drops packets) and then shut (connection refused),
// each for OUTAGE_MS. Meanwhile health and a Redis-limited route answer within BOUND_MS, health says Redis is
// not ok, limits still hold (this process's memory refuses past the allowance), one line is logged when
// Redis goes and one when it is back; afterwards the shared counters in Redis are used again.
// First, a stall of this process itself (a busy event loop past the time-out) must not look like an outage.
import { spawn, type ChildProcess } from "node:child_process";
import Redis from "ioredis";
import { GET as health } from "../../app/api/health/route";
import { GET as challenge } from "../../app/api/captcha/challenge/route";
import { resetEnvForTests } from "../../lib/env";
import { resetLimitersForTests } from "../../lib/server/rate-limit/limiter";
import { redisClient } from "../../lib/server/rate-limit/redis";
import { RULES } from "../../lib/server/rate-limit/rules";
import { call } from "../support/route-client";

jest.setTimeout(60_000);

const PORT = 6396;
const OUTAGE_MS = 6_000;
/** Well below the outage; the limiter's own bound is its 300 ms command time-out. */
const BOUND_MS = 1_500;
const ALLOWANCE = RULES["captcha-challenge"].points;
const prefix = `learnhub-outage-${Date.now().toString(36)}:`;
const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX, LOG_LEVEL: process.env.LOG_LEVEL };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let server: ChildProcess | undefined;
let probe: Redis;

async function startRedis() {
  server = spawn("redis-server", ["--port", String(PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    if (
      await probe.ping().then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`redis-server on ${PORT} did not start`);
}

async function stopRedis() {
  const s = server!;
  server = undefined;
  process.kill(s.pid!, "SIGCONT");
  if (s.exitCode === null) await new Promise((r) => (s.once("exit", r), s.kill("SIGTERM")));
}

/** Takes Redis away (once the shut server has exited); `over` settles when it is back (resumed, or restarted). */
async function outage(kind: "frozen" | "shut") {
  if (kind === "frozen") process.kill(server!.pid!, "SIGSTOP");
  else await stopRedis();
  const endsAt = Date.now() + OUTAGE_MS;
  const over = sleep(OUTAGE_MS).then(() => (kind === "frozen" ? void process.kill(server!.pid!, "SIGCONT") : startRedis()));
  return { endsAt, over };
}

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; res: T }> {
  const started = performance.now();
  const res = await f();
  return { ms: performance.now() - started, res };
}

// The app's log lines about Redis (JSON lines on stderr/stdout, see lib/server/log).
let logged: string[] = [];
function captureLog(stream: NodeJS.WriteStream) {
  const write = stream.write.bind(stream);
  jest.spyOn(stream, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    for (const line of String(chunk).split("\n")) {
      try {
        const msg = (JSON.parse(line) as { msg?: string }).msg;
        if (msg?.toLowerCase().includes("redis")) logged.push(msg);
      } catch {
        /* not one of ours */
      }
    }
    return write(chunk, ...rest);
  }) as typeof stream.write);
}

async function redisOkAgain(within: number) {
  const until = Date.now() + within;
  for (;;) {
    const res = await call(health, "/api/health");
    if (res.json.redis?.ok === true) return res;
    if (Date.now() > until) throw new Error(`health still says ${JSON.stringify(res.json.redis)}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  probe = new Redis(`redis://127.0.0.1:${PORT}`, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  probe.on("error", () => undefined);
  await startRedis();
  process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
  process.env.REDIS_KEY_PREFIX = prefix;
  process.env.LOG_LEVEL = "warn";
  resetEnvForTests();
  resetLimitersForTests();
  captureLog(process.stderr);
  captureLog(process.stdout);
});

afterAll(async () => {
  jest.restoreAllMocks();
  await redisClient()
    .quit()
    .catch(() => undefined);
  probe.disconnect();
  if (server) await stopRedis();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  resetLimitersForTests();
});

it("a stall of this process (not of Redis) past the time-out is not logged as an outage, and Redis is used again at once", async () => {
  const app = redisClient();
  while (app.status !== "ready") await sleep(50);
  await redisOkAgain(3_000);
  logged = [];
  const pending = call(challenge, "/api/captcha/challenge", { ip: "10.77.0.1" });
  await new Promise((r) => setImmediate(r)); // the limiter's command is on its way
  const until = performance.now() + 500;
  while (performance.now() < until); // a busy event loop: the reply arrives, but the 300 ms timer fires first
  expect((await pending).status).toBe(200);
  await redisOkAgain(500); // a second ask answered at once, not the 1 s background ping
  expect(logged).toEqual([]);
});

describe.each([
  ["frozen (SIGSTOP)", "frozen"],
  ["shut (connection refused)", "shut"],
] as const)("Redis %s for 6 s", (_label, kind) => {
  let out: Awaited<ReturnType<typeof outage>>;
  const ip = `10.77.${kind === "frozen" ? 1 : 2}.`;
  let startedAt: Date;

  beforeAll(async () => {
    const app = redisClient();
    for (let i = 0; app.status !== "ready"; i++) {
      if (i > 50) throw new Error(`the app's Redis connection is ${app.status}`);
      await sleep(100);
    }
    // Warm: the route's code and the shared counter are in use before Redis goes.
    expect((await call(challenge, "/api/captcha/challenge", { ip: `${ip}0` })).status).toBe(200);
    logged = [];
    startedAt = new Date();
    out = await outage(kind);
  });

  it("(b) 40 learners at once on a Redis-limited route get 2xx within the bound", async () => {
    const calls = await Promise.all(Array.from({ length: 40 }, (_, i) => timed(() => call(challenge, "/api/captcha/challenge", { ip: `${ip}${i + 1}` }))));
    expect(calls.map((c) => c.res.status)).toEqual(Array(40).fill(200));
    expect(Math.max(...calls.map((c) => c.ms))).toBeLessThan(BOUND_MS);
  });

  it("(a) /api/health answers within the bound and says Redis is not ok", async () => {
    const { ms, res } = await timed(() => call(health, "/api/health"));
    expect(ms).toBeLessThan(BOUND_MS);
    expect(res.status).toBe(200);
    expect(res.json.redis).toMatchObject({ configured: true, ok: false });
    expect(new Date(res.json.redis.since).getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
  });

  it("(c) limits still hold: this process refuses past the allowance with 429, during the outage", async () => {
    const who = { ip: `${ip}200` };
    for (let i = 0; i < ALLOWANCE; i++) {
      const { ms, res } = await timed(() => call(challenge, "/api/captcha/challenge", who));
      expect([res.status, ms < BOUND_MS]).toEqual([200, true]);
    }
    const refused = await call(challenge, "/api/captcha/challenge", who);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Date.now()).toBeLessThan(out.endsAt);
  });

  it("(d) once Redis is back, health says ok and the shared counters are used again; one log line each way", async () => {
    await out.over;
    const back = await redisOkAgain(3_000);
    expect(back.json.redis).toMatchObject({ configured: true, ok: true });
    expect(new Date(back.json.redis.since).getTime()).toBeGreaterThanOrEqual(out.endsAt - 100);
    const who = { ip: `${ip}250` };
    for (let i = 0; i < 3; i++) expect((await call(challenge, "/api/captcha/challenge", who)).status).toBe(200);
    const keys = await probe.keys(`${prefix}*:ip:${who.ip}`);
    expect(keys).toHaveLength(1);
    expect(await probe.get(keys[0]!)).toBe("3");
    expect(logged.map((m) => m.split(":")[0])).toEqual(["redis unavailable", "redis is back"]);
  });
});
