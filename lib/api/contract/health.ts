// The instance's own state, for load balancers and people running it.
import { endpoint } from "../endpoint";
import { healthResponse } from "@/lib/schemas/health";

export const healthEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    summary: "Database reachable (503 when not), the Java runner's state and the shared Redis's; cheap, never starts anything.",
    access: "public",
    response: healthResponse,
  }),
} as const;
