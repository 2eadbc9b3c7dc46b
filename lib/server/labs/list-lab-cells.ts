import "server-only";
// GET /api/lab/labs and /api/lab/java-labs: every cell row of the non-Java or the Java labs, with the authors'
// code; for a logged-in caller, which checked cells they have passed (Lab Activities' "✓ n of m").
import type { LabCellRow } from "@/lib/schemas/labs";
import { db } from "@/lib/server/db/client";
import { labCellSelect, passesOf, toLabCellRow } from "./lab-cell-row";

export async function listLabCells({ java, userId = null }: { java: boolean; userId?: number | null }): Promise<LabCellRow[]> {
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: java ? { language: "java" } : { language: { in: ["python", "javascript"] } },
    select: { ...labCellSelect, passes: passesOf(userId) },
    orderBy: [{ labId: "asc" }, { cellId: "asc" }, { createdAt: "asc" }],
  });
  return cells.map(({ passes, ...c }) => toLabCellRow(c, undefined, userId != null ? (passes?.length ?? 0) > 0 : undefined));
}
