// The same rule on each store the limiter can use: Redis (several instances), PostgreSQL (the app
// database), memory (the embedded single process). Counts, refusal with Retry-After, reset, and that two
// limiter instances on one shared store (two app processes) count together.
import { resetEnvForTests } from "../../lib/env";
import { blockedFor, consume, penalty, resetKey, resetLimitersForTests, storeKind } from "../../lib/server/rate-limit/limiter";
import { RULES } from "../../lib/server/rate-limit/rules";
import { isAppError } from "../../lib/errors";
import { db } from "../../lib/server/db/client";
import { redisClient } from "../../lib/server/rate-limit/redis";

async function redisReady() {
  const client = redisClient();
  if (client.status !== "ready") await new Promise((r) => client.once("ready", r));
}

const savedDb = process.env.DATABASE_URL;
const savedRedis = process.env.REDIS_URL;

function useStore(kind: "redis" | "postgres" | "memory") {
  if (kind === "redis") process.env.REDIS_URL = "redis://127.0.0.1:6379";
  else delete process.env.REDIS_URL;
  if (kind === "memory") delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDb;
  process.env.REDIS_KEY_PREFIX = `learnhub-test-${Date.now().toString(36)}:`;
  resetEnvForTests();
  resetLimitersForTests();
}

afterAll(async () => {
  await redisClient()
    .quit()
    .catch(() => undefined);
  process.env.DATABASE_URL = savedDb;
  if (savedRedis) process.env.REDIS_URL = savedRedis;
  else delete process.env.REDIS_URL;
  resetEnvForTests();
  resetLimitersForTests();
});

describe.each(["redis", "postgres", "memory"] as const)("%s store", (kind) => {
  beforeEach(async () => {
    useStore(kind);
    if (kind === "redis") await redisReady();
  });

  it("is the store in use", () => {
    expect(storeKind()).toBe(kind);
  });

  it("allows the rule's points, then refuses with 429 and Retry-After", async () => {
    const key = `k-${Math.random()}`;
    const { points, duration } = RULES["lab-save"];
    for (let i = 0; i < points; i++) await consume("lab-save", key);
    const refusal = await consume("lab-save", key).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAppError(refusal)).toBe(true);
    if (!isAppError(refusal)) throw new Error("unreachable");
    expect(refusal.status).toBe(429);
    const retry = Number(refusal.headers?.["Retry-After"]);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(duration);
    expect(await blockedFor("lab-save", key)).toBeGreaterThanOrEqual(1);
    await resetKey("lab-save", key);
    expect(await blockedFor("lab-save", key)).toBe(0);
    await consume("lab-save", key);
  });

  it("penalty counts without refusing", async () => {
    const key = `p-${Math.random()}`;
    const first = await penalty("lab-save", key, 2);
    expect(first.remaining).toBe(1);
    await penalty("lab-save", key, 2);
    const third = await penalty("lab-save", key, 2);
    expect(third.remaining).toBe(0);
    expect(await blockedFor("lab-save", key, 2)).toBeGreaterThanOrEqual(1);
  });
});

describe.each(["redis", "postgres"] as const)("%s shared by two processes", (kind) => {
  it("counts the requests of both against one allowance", async () => {
    useStore(kind);
    if (kind === "redis") await redisReady();
    const key = `shared-${Math.random()}`;
    await penalty("lab-save", key, 4);
    await penalty("lab-save", key, 4);
    // A second process: a fresh set of limiter objects on the same store.
    resetLimitersForTests();
    const seen = await penalty("lab-save", key, 4);
    expect(seen.remaining).toBe(1);
    if (kind === "postgres") {
      const rows = await (await db()).$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM rate_limits WHERE key LIKE '%${key}'`);
      expect(Number(rows[0]!.n)).toBe(1);
    } else {
      expect(await redisClient().keys(`${process.env.REDIS_KEY_PREFIX}*${key}`)).toHaveLength(1);
    }
  });
});

describe("a rule counted in-process", () => {
  it("never touches the shared store, so each process counts its own clicks", async () => {
    useStore("postgres");
    expect(RULES["quiz-answer"].local).toBe(true);
    const key = `local-${Math.random()}`;
    await penalty("quiz-answer", key, 3);
    await penalty("quiz-answer", key, 3);
    resetLimitersForTests();
    expect((await penalty("quiz-answer", key, 3)).remaining).toBe(2);
    const rows = await (await db()).$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM rate_limits WHERE key LIKE '%${key}'`);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
