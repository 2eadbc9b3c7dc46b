import "server-only";
import { dbRunner } from "@/lib/server/db/client";
import { log } from "@/lib/server/log/logger";

export type Health = { status: "ok" | "degraded"; database: { ok: boolean; kind?: string; latencyMs?: number } };

export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  try {
    const runner = await dbRunner();
    await runner.query("SELECT 1");
    return { status: "ok", database: { ok: true, kind: runner.kind, latencyMs: Math.round(performance.now() - started) } };
  } catch (e) {
    log.error("health check: database unreachable", { err: e });
    return { status: "degraded", database: { ok: false } };
  }
}
