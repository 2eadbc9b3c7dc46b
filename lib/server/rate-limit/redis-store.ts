import "server-only";
// Redis backing for rate limits: one INCR + EXPIRE per window key.
import Redis from "ioredis";
import { env } from "@/lib/env";

let client: Redis | undefined;
function redis(): Redis {
  client ??= new Redis(env().REDIS_URL!, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return client;
}

function windowKey(key: string, windowSec: number, at = Date.now()) {
  const start = Math.floor(at / (windowSec * 1000)) * windowSec * 1000;
  return { k: `rl:${key}:${start}`, resetAt: new Date(start + windowSec * 1000) };
}

export async function redisIncrement(key: string, windowSec: number) {
  const { k, resetAt } = windowKey(key, windowSec);
  const [[, count]] = (await redis().multi().incr(k).expire(k, windowSec + 1).exec()) as [[unknown, number]];
  return { count: Number(count), resetAt };
}

export async function redisPeek(key: string, windowSec: number, at = Date.now()) {
  const { k } = windowKey(key, windowSec, at);
  return Number((await redis().get(k)) ?? 0);
}

export async function redisReset(key: string) {
  const keys = await redis().keys(`rl:${key}:*`);
  if (keys.length) await redis().del(...keys);
}
