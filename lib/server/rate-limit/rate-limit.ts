import "server-only";
// Fixed-window rate limits. Redis (REDIS_URL) when configured, otherwise a table in the app database.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { env } from "@/lib/env";
import { redisIncrement } from "./redis-store";

export type Limit = { key: string; limit: number; windowSec: number; message?: string };

/** Counts one hit; returns the count in the current window. */
export async function hit(key: string, windowSec: number): Promise<{ count: number; resetAt: Date }> {
  if (env().REDIS_URL) return redisIncrement(key, windowSec);
  const prisma = await db();
  const now = new Date();
  const windowStart = new Date(Math.floor(now.getTime() / (windowSec * 1000)) * windowSec * 1000);
  const expiresAt = new Date(windowStart.getTime() + windowSec * 1000);
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, count, window_start, expires_at)
    VALUES (${key}, 1, ${windowStart}, ${expiresAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets.window_start = EXCLUDED.window_start THEN rate_limit_buckets.count + 1 ELSE 1 END,
      window_start = EXCLUDED.window_start,
      expires_at = EXCLUDED.expires_at
    RETURNING count`;
  return { count: Number(rows[0]!.count), resetAt: expiresAt };
}

/** Throws 429 once the key has been hit more than `limit` times in the window. */
export async function enforce({ key, limit, windowSec, message }: Limit): Promise<void> {
  const { count, resetAt } = await hit(key, windowSec);
  if (count > limit) {
    const retry = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError("rate_limited", message ?? `Too many requests. Please try again in ${retry} seconds.`, {
      headers: { "Retry-After": String(retry) },
    });
  }
}

/** Peeks without counting: used to refuse before doing work when only failures count. */
export async function isOver({ key, limit, windowSec }: Limit): Promise<boolean> {
  if (env().REDIS_URL) {
    const { redisPeek } = await import("./redis-store");
    return (await redisPeek(key, windowSec)) >= limit;
  }
  const prisma = await db();
  const windowStart = new Date(Math.floor(Date.now() / (windowSec * 1000)) * windowSec * 1000);
  const row = await prisma.rateLimitBucket.findUnique({ where: { key } });
  return !!row && row.windowStart.getTime() === windowStart.getTime() && row.count >= limit;
}

/** The count of the window that contains `at` (0 if nothing was counted then); counts nothing itself. */
export async function peek(key: string, windowSec: number, at = new Date()): Promise<number> {
  if (env().REDIS_URL) {
    const { redisPeek } = await import("./redis-store");
    return redisPeek(key, windowSec, at.getTime());
  }
  const prisma = await db();
  const windowStart = Math.floor(at.getTime() / (windowSec * 1000)) * windowSec * 1000;
  const row = await prisma.rateLimitBucket.findUnique({ where: { key } });
  return row && row.windowStart.getTime() === windowStart ? row.count : 0;
}

export async function reset(key: string): Promise<void> {
  if (env().REDIS_URL) {
    const { redisReset } = await import("./redis-store");
    return redisReset(key);
  }
  const prisma = await db();
  await prisma.rateLimitBucket.deleteMany({ where: { key } });
}
