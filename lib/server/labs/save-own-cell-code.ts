import "server-only";
// PUT /api/lab/lab and /api/lab/java-lab with { id, code } from a lab page: the caller's own copy of a cell's
// code. Any logged-in user may do this; the author's template is never touched.
import { AppError } from "@/lib/errors";
import type { SaveOwnCodeInput } from "@/lib/schemas/labs";
import { FAMILIES, LANGUAGES, type LabFamily } from "@/lib/labs/languages";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { LAB_CELL_NOT_FOUND } from "./lab-cell-row";

/** family: the API that was called; the Java labs' PUT saves only Java cells, /api/lab/lab any cell (contract §7). */
export async function saveOwnCellCode({ userId, input, family = "lab" }: { userId: number; input: SaveOwnCodeInput; family?: LabFamily }): Promise<void> {
  const prisma = await db();
  const cell = await prisma.labCell.findUnique({ where: { id: input.id }, select: { language: true } });
  const only = FAMILIES[family].onlyLanguage;
  if (!cell || (only && cell.language !== only)) throw new AppError("not_found", only ? `${LANGUAGES[only].name} lab cell not found` : LAB_CELL_NOT_FOUND);
  try {
    await prisma.userCellCode.upsert({
      where: { userId_cellId: { userId, cellId: input.id } },
      create: { userId, cellId: input.id, code: input.code },
      update: { code: input.code },
    });
  } catch (e) {
    // The cell was deleted between the check and the write.
    if (dbConstraintError(e) === "foreign_key") throw new AppError("not_found", LAB_CELL_NOT_FOUND);
    throw e;
  }
}
