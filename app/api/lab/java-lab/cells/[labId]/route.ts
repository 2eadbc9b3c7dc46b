// GET /api/lab/java-lab/cells/{labId} – one Java lab's cells; a logged-in caller's own saved code replaces CODE.
import { parseWith, route } from "@/lib/http";
import { labIdParams, type JavaLabCellsResponse } from "@/lib/schemas/labs";
import { getLabCells } from "@/lib/server/labs/get-lab-cells";

export const dynamic = "force-dynamic";

export const GET = route<{ labId: string }>(async ({ params, user }) => {
  const { labId } = parseWith(labIdParams, params);
  const body: JavaLabCellsResponse = { cells: await getLabCells({ labId, java: true, userId: user?.id ?? null }) };
  return body;
});
