import "server-only";
// One Redis connection per process, shared by the limiters (and anything else that needs Redis).
import Redis from "ioredis";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log/logger";

let client: Redis | undefined;

export function redisClient(): Redis {
  if (!client) {
    client = new Redis(env().REDIS_URL!, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    client.on("error", (err) => log.warn("redis connection error", { err: String(err) }));
  }
  return client;
}
