import "server-only";
// Rate limits on rate-limiter-flexible: Redis when REDIS_URL is set (many instances share counters),
// otherwise the PostgreSQL table rate_limits when DATABASE_URL is set, otherwise process memory (the
// embedded PGlite default is one process by construction). A store that fails does not fail the request:
// each store limiter is insured by an in-memory one with the same rule (rate-limiter-flexible's insurance
// limiter). For Redis the switch is made before calling it: once Redis has failed, every limiter of the
// process counts in memory at once, without waiting on Redis, until redis.ts sees it answer again.
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Pool } from "pg";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log/logger";
import { RULES, type RuleName } from "./rules";
import { redisAnswers, redisClient, redisFailed } from "./redis";

type Store = "redis" | "postgres" | "memory";

/** What the functions below use of a limiter. */
type Limiter = Pick<RateLimiterAbstract, "consume" | "get" | "delete">;

const limiters = new Map<string, Limiter>();
let pgPool: Pool | undefined;

export function storeKind(): Store {
  if (env().REDIS_URL) return "redis";
  if (env().DATABASE_URL) return "postgres";
  return "memory";
}

async function pool() {
  if (!pgPool) {
    const { default: pg } = await import("pg");
    pgPool = new pg.Pool({ connectionString: env().DATABASE_URL, max: 4 });
    pgPool.on("error", (err) => log.warn("rate-limit pool connection error", { err }));
  }
  return pgPool;
}

/** Redis while it answers, this process's memory while it does not; a failed call trips the switch for all. */
function redisOrMemory(store: RateLimiterRedis, memory: RateLimiterMemory): Limiter {
  async function via<T>(op: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (!redisAnswers()) return op(memory);
    try {
      return await op(store);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw e;
      redisFailed(e);
      return op(memory);
    }
  }
  return {
    consume: (key, points) => via((l) => l.consume(key, points)),
    get: (key) => via((l) => l.get(key)),
    delete: (key) => via((l) => l.delete(key)),
  };
}

async function limiterFor(name: RuleName, points: number): Promise<Limiter> {
  const id = `${name}/${points}`;
  const found = limiters.get(id);
  if (found) return found;
  const rule = RULES[name];
  const { duration } = rule;
  const keyPrefix = `rl:${name}:${points}`;
  const insuranceLimiter = new RateLimiterMemory({ points, duration, keyPrefix });
  let limiter: Limiter;
  switch ("local" in rule && rule.local ? "memory" : storeKind()) {
    case "redis": {
      // Not ready (connecting, reconnecting) fails at once, and redisOrMemory counts in memory.
      const store = new RateLimiterRedis({
        storeClient: redisClient(),
        keyPrefix: `${env().REDIS_KEY_PREFIX}${keyPrefix}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
      });
      limiter = redisOrMemory(store, insuranceLimiter);
      break;
    }
    case "postgres":
      limiter = new RateLimiterPostgres({
        storeClient: await pool(),
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        keyPrefix,
        points,
        duration,
        insuranceLimiter,
      });
      break;
    default:
      limiter = insuranceLimiter;
  }
  limiters.set(id, limiter);
  return limiter;
}

function retryAfterSec(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

export function tooMany(retry: number, message?: string): AppError {
  return new AppError("rate_limited", message ?? `Too many requests. Please try again in ${retry} seconds.`, {
    headers: { "Retry-After": String(retry) },
  });
}

/** The key and allowance a rule uses for this caller. */
export function subjectOf(name: RuleName, who: { userId: number | null; ip: string }): { key: string; points: number } {
  const rule = RULES[name];
  if (rule.by === "user" && who.userId != null) return { key: `u${who.userId}`, points: rule.points };
  const visitorPoints = "visitorPoints" in rule ? rule.visitorPoints : undefined;
  return { key: `ip:${who.ip}`, points: rule.by === "user" ? (visitorPoints ?? rule.points) : rule.points };
}

/** Counts one request against the rule; past the allowance throws 429 with Retry-After. */
export async function consume(name: RuleName, key: string, points = RULES[name].points, message?: string): Promise<void> {
  const limiter = await limiterFor(name, points);
  try {
    await limiter.consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooMany(retryAfterSec(e), message ?? ("message" in RULES[name] ? String(RULES[name].message) : undefined));
    throw e;
  }
}

/** Counts one event (a failure) without refusing; returns what is left of the allowance. */
export async function penalty(name: RuleName, key: string, points = RULES[name].points): Promise<{ remaining: number; msBeforeNext: number }> {
  const limiter = await limiterFor(name, points);
  try {
    const res = await limiter.consume(key);
    return { remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
  } catch (e) {
    if (e instanceof RateLimiterRes) return { remaining: 0, msBeforeNext: e.msBeforeNext };
    throw e;
  }
}

/** Seconds until the key may act again under the rule (0 = not over the allowance); counts nothing. */
export async function blockedFor(name: RuleName, key: string, points = RULES[name].points): Promise<number> {
  const limiter = await limiterFor(name, points);
  const res = await limiter.get(key);
  if (!res || res.consumedPoints < points) return 0;
  return retryAfterSec(res);
}

export async function resetKey(name: RuleName, key: string, points = RULES[name].points): Promise<void> {
  const limiter = await limiterFor(name, points);
  await limiter.delete(key);
}

/** Tests switch stores between cases. */
export function resetLimitersForTests() {
  limiters.clear();
}

/**
 * Ends the PostgreSQL store's connections and each limiter's timer: rate-limiter-flexible's PostgreSQL limiter
 * prunes expired rows every 5 minutes on a timer of its own, which kept running after an integration test file had
 * ended (Jest then reported "require after the environment has been torn down" and exited 1). The library offers no
 * way to stop it but the timer's id.
 */
export async function closeRateLimits() {
  for (const limiter of limiters.values())
    if (limiter instanceof RateLimiterPostgres)
      clearTimeout((limiter as unknown as { _clearExpiredTimeoutId?: ReturnType<typeof setTimeout> })._clearExpiredTimeoutId);
  limiters.clear();
  const open = pgPool;
  pgPool = undefined;
  await open?.end();
}
