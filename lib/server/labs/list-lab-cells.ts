import "server-only";
// GET /api/lab/labs and /api/lab/java-labs: every cell row of the non-Java or the Java labs, with the authors' code.
import type { LabCellRow } from "@/lib/schemas/labs";
import { db } from "@/lib/server/db/client";
import { labCellSelect, toLabCellRow } from "./lab-cell-row";

export async function listLabCells({ java }: { java: boolean }): Promise<LabCellRow[]> {
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: java ? { language: "java" } : { language: { in: ["python", "javascript"] } },
    select: labCellSelect,
    orderBy: [{ labId: "asc" }, { cellId: "asc" }, { createdAt: "asc" }],
  });
  return cells.map((c) => toLabCellRow(c));
}
