import "server-only";
// POST /api/lab/lab: the Lab creator adds one cell (authors and admins only).
import { AppError } from "@/lib/errors";
import type { CreateLabCellInput, LabCellRow } from "@/lib/schemas/labs";
import { LANGUAGES } from "@/lib/labs/languages";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { assertCanAuthorLabs } from "./assert-can-author-labs";
import { JAVA_TEST_CODE, labCellSelect, toLabCellRow } from "./lab-cell-row";

export async function createLabCell({ actor, cell }: { actor: Pick<SessionUser, "id" | "role">; cell: CreateLabCellInput }): Promise<LabCellRow> {
  assertCanAuthorLabs(actor);
  const prisma = await db();
  // A lab keeps one language: a new cell of an existing lab inherits it unless the creator says otherwise.
  const language = cell.language ?? (await labLanguage(cell.lab_id)) ?? "python";
  if (!LANGUAGES[language].checks.testCode && cell.test_code) throw new AppError("bad_request", JAVA_TEST_CODE);
  try {
    const row = await prisma.labCell.create({
      data: {
        ...(cell.id ? { id: cell.id } : {}),
        labId: cell.lab_id,
        title: cell.title,
        cellId: cell.cell_id,
        preText: cell.pre_text,
        code: cell.code,
        language,
        expectedOutput: cell.expected_output ?? null,
        outputMatch: cell.output_match ?? "exact",
        testCode: cell.test_code ?? null,
        createdById: actor.id,
      },
      select: labCellSelect,
    });
    return toLabCellRow(row);
  } catch (e) {
    if (dbConstraintError(e) === "unique") throw new AppError("conflict", "A lab cell with this id already exists.");
    throw e;
  }
}

export async function labLanguage(labId: number) {
  const prisma = await db();
  const any = await prisma.labCell.findFirst({ where: { labId }, select: { language: true }, orderBy: { cellId: "asc" } });
  return any?.language ?? null;
}
