import "server-only";
import { dbRunner } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";
import { javaRunnerState } from "@/lib/server/labs/java/run-java";
import { redisState } from "@/lib/server/rate-limit/redis";
import type { Health } from "@/lib/schemas/health";

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
