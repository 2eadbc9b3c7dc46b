// GET /api/health – reports whether the database answers.
import { route } from "@/lib/http";
import { checkHealth } from "@/lib/server/health/check-health";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "ok" ? 200 : 503 });
});
