// GET /api/health's answer: whether the database answers, the Java runner's state and the shared Redis's.
import { z } from "zod";

const count = z.number().int();

/** The Java runner as lib/server/labs/java/run-java.ts `javaRunnerState` reports it: off, or its backend's state. */
export const javaRunnerStateSchema = z.union([
  z.strictObject({ runner: z.literal("off") }),
  z.strictObject({
    runner: z.enum(["bwrap", "piston"]),
    slots: count,
    busy: count,
    queued: count,
    averageRunMs: z.number().nullable(),
    cgroup: z.enum(["v1", "v2", "none"]),
    /** "N core(s) per run", or "none". */
    cpuCap: z.string(),
    /** The warm compilers' slots and how many are up, or "off" (run-java.ts types it as a string). */
    warmCompiler: z.union([z.string(), z.strictObject({ slots: count, ready: count })]),
  }),
]);

/**
 * `java` and `redis` never make the status degraded: the Java runner is optional, and without Redis each
 * instance still serves, counting rate limits in its own memory (a load balancer must not take every
 * instance out because their shared Redis is gone). They say what the instance has now.
 */
export const healthResponse = z.strictObject({
  status: z.enum(["ok", "degraded"]),
  database: z.strictObject({ ok: z.boolean(), kind: z.string().optional(), latencyMs: z.number().optional() }),
  java: javaRunnerStateSchema,
  redis: z.strictObject({ configured: z.boolean(), ok: z.boolean(), since: z.string().optional() }),
});
export type Health = z.infer<typeof healthResponse>;
