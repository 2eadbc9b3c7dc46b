import "server-only";
import { dbRunner } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";
import { javaRunnerState } from "@/lib/server/labs/java/run-java";

/** `java` never makes the status degraded: the labs' Java runner is optional; it says what it has now. */
export type Health = {
  status: "ok" | "degraded";
  database: { ok: boolean; kind?: string; latencyMs?: number };
  java: ReturnType<typeof javaRunnerState>;
};

export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  try {
    const runner = await dbRunner();
    await runner.query("SELECT 1");
    return { status: "ok", database: { ok: true, kind: runner.kind, latencyMs: Math.round(performance.now() - started) }, java: javaRunnerState() };
  } catch (e) {
    log.error("health check: database unreachable", { err: e });
    return { status: "degraded", database: { ok: false }, java: javaRunnerState() };
  }
}
