// GET /api/health – whether the database answers, the Java runner's state (backend, slots in use, runs
// waiting, per-run cgroups, warm compilers up) and whether the shared Redis answers (asked within its command
// time-out, not asked while known down); cheap, never starts anything.
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { checkHealth } from "@/lib/server/health/check-health";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.health, async () => {
  const health = await checkHealth();
  return reply(health, { status: health.status === "ok" ? 200 : 503 });
});
