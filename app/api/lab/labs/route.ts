// GET /api/lab/labs – every Python and JavaScript lab cell row (contract §7), ordered by LAB_ID, CELL_ID; a
// logged-in caller's rows say which checked cells they passed.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { listLabCells } from "@/lib/server/labs/list-lab-cells";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.webLabs, async ({ user }) => ({ labs: await listLabCells({ family: "lab", userId: user?.id ?? null }) }));
