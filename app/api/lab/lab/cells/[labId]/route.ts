// GET /api/lab/lab/cells/{labId} – one Python/JavaScript lab's cells; a logged-in caller's own saved code replaces CODE.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getLabCells } from "@/lib/server/labs/get-lab-cells";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.labCells, async ({ params: { labId }, user }) => ({
  labCells: await getLabCells({ labId, family: "lab", userId: user?.id ?? null }),
}));
