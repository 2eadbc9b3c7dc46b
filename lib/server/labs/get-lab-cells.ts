import "server-only";
// GET /api/lab/lab/cells/{labId} and /api/lab/java-lab/cells/{labId}: one lab's cells in order. A logged-in
// caller sees their own saved code where they have some, and which checked cells they have passed; an
// unknown lab is an empty list (the page's empty state).
import type { LabCellRow } from "@/lib/schemas/labs";
import { languagesOf, type LabFamily } from "@/lib/labs/languages";
import { db } from "@/lib/server/db/client";
import { labCellSelect, passesOf, toLabCellRow } from "./lab-cell-row";

export async function getLabCells({ labId, family, userId }: { labId: number; family: LabFamily; userId: number | null }): Promise<LabCellRow[]> {
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: { labId, language: { in: languagesOf(family) } },
    select: {
      ...labCellSelect,
      userCodes: userId != null ? { where: { userId }, select: { code: true }, take: 1 } : false,
      passes: passesOf(userId),
    },
    orderBy: [{ cellId: "asc" }, { createdAt: "asc" }],
  });
  // savedCode is on every row of these paths: false for visitors and for cells the caller has not saved.
  return cells.map(({ userCodes, passes, ...c }) => toLabCellRow(c, userCodes?.[0] ?? null, userId != null ? (passes?.length ?? 0) > 0 : undefined));
}
