// GET /api/lab/java-lab/cells/{labId} – one Java lab's cells; a logged-in caller's own saved code replaces CODE.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getLabCells } from "@/lib/server/labs/get-lab-cells";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.javaLabCells, async ({ params: { labId }, user }) => ({
  cells: await getLabCells({ labId, family: "java-lab", userId: user?.id ?? null }),
}));
