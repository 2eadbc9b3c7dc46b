import "server-only";
import { dbRunner } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";
import { javaRunnerState } from "@/lib/server/labs/java/run-java";
import { redisState, type RedisState } from "@/lib/server/rate-limit/redis";

/**
 * `java` and `redis` never make the status degraded: the Java runner is optional, and without Redis each
 * instance still serves, counting rate limits in its own memory (a load balancer must not take every
 * instance out because their shared Redis is gone). They say what the instance has now.
 */
export type Health = {
  status: "ok" | "degraded";
  database: { ok: boolean; kind?: string; latencyMs?: number };
  java: ReturnType<typeof javaRunnerState>;
  redis: RedisState;
};

async function checkDatabase(): Promise<Health["database"]> {
  const started = performance.now();
  try {
    const runner = await dbRunner();
    await runner.query("SELECT 1");
    return { ok: true, kind: runner.kind, latencyMs: Math.round(performance.now() - started) };
  } catch (e) {
    log.error("health check: database unreachable", { err: e });
    return { ok: false };
  }
}

export async function checkHealth(): Promise<Health> {
  const [database, redis] = await Promise.all([checkDatabase(), redisState()]);
  return { status: database.ok ? "ok" : "degraded", database, java: javaRunnerState(), redis };
}
