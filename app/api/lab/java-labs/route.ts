// GET /api/lab/java-labs – every Java lab cell row (contract §7), ordered by LAB_ID, CELL_ID; a
// logged-in caller's rows say which checked cells they passed.
import { route } from "@/lib/http";
import type { LabListResponse } from "@/lib/schemas/labs";
import { listLabCells } from "@/lib/server/labs/list-lab-cells";

export const dynamic = "force-dynamic";

export const GET = route(async ({ user }) => {
  const body: LabListResponse = { labs: await listLabCells({ java: true, userId: user?.id ?? null }) };
  return body;
});
