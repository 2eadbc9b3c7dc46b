// GET /api/lab/lab/cells/{labId} – one Python/JavaScript lab's cells; a logged-in caller's own saved code replaces CODE.
import { parseWith, route } from "@/lib/http";
import { labIdParams, type LabCellsResponse } from "@/lib/schemas/labs";
import { getLabCells } from "@/lib/server/labs/get-lab-cells";

export const dynamic = "force-dynamic";

export const GET = route<{ labId: string }>(async ({ params, user }) => {
  const { labId } = parseWith(labIdParams, params);
  const body: LabCellsResponse = { labCells: await getLabCells({ labId, java: false, userId: user?.id ?? null }) };
  return body;
});
