import "server-only";
// GET /api/lab/labs and /api/lab/java-labs: every cell row of the non-Java or the Java labs, with the authors'
// code; for a logged-in caller, which checked cells they have passed (Lab Activities' "✓ n of m").
import type { LabCellRow } from "@/lib/schemas/labs";
import { languagesOf, type LabFamily } from "@/lib/labs/languages";
import { db } from "@/lib/server/db/client";
import { labCellSelect, passesOf, toLabCellRow } from "./lab-cell-row";

export async function listLabCells({ family, userId = null }: { family: LabFamily; userId?: number | null }): Promise<LabCellRow[]> {
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: { language: { in: languagesOf(family) } },
    select: { ...labCellSelect, passes: passesOf(userId) },
    orderBy: [{ labId: "asc" }, { cellId: "asc" }, { createdAt: "asc" }],
  });
  return cells.map(({ passes, ...c }) => toLabCellRow(c, undefined, userId != null ? (passes?.length ?? 0) > 0 : undefined));
}
