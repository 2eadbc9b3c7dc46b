import "server-only";
// PUT /api/lab/lab with the whole cell from the Lab creator: updates the template (its lab's author or an admin);
// when the id does not exist yet the cell is created instead (contract §7: "If updating fails, it creates instead").
import { AppError } from "@/lib/errors";
import { patternProblem, type LabCellRow, type UpdateLabCellInput } from "@/lib/schemas/labs";
import { LANGUAGES } from "@/lib/labs/languages";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { assertCanChangeCell } from "./assert-can-author-labs";
import { createLabCell } from "./create-lab-cell";
import { JAVA_TEST_CODE, labCellSelect, toLabCellRow } from "./lab-cell-row";

export async function updateLabCell({
  actor,
  cell,
}: {
  actor: Pick<SessionUser, "id" | "role">;
  cell: UpdateLabCellInput;
}): Promise<{ cell: LabCellRow; created: boolean }> {
  // Someone else's cell is refused; an id that does not exist yet is created below (any author may).
  await assertCanChangeCell(actor, cell.id);
  const prisma = await db();
  if (cell.test_code) {
    const current = cell.language ?? (await prisma.labCell.findUnique({ where: { id: cell.id }, select: { language: true } }))?.language;
    if (current && !LANGUAGES[current].checks.testCode) throw new AppError("bad_request", JAVA_TEST_CODE);
  }
  // The schema checks a pattern sent with output_match "pattern"; when the body sends only one of the two, the
  // other is the stored one, and the pattern they make together is checked the same way.
  if ((cell.expected_output === undefined) !== (cell.output_match === undefined)) {
    const stored = await prisma.labCell.findUnique({ where: { id: cell.id }, select: { expectedOutput: true, outputMatch: true } });
    const expected = cell.expected_output === undefined ? stored?.expectedOutput : cell.expected_output;
    const problem = (cell.output_match ?? stored?.outputMatch) === "pattern" && expected ? patternProblem(expected) : null;
    if (problem) throw new AppError("bad_request", `expected_output: ${problem}`);
  }
  // Check fields left out of the body stay as they are; null (or blank text) removes them.
  const { count } = await prisma.labCell.updateMany({
    where: { id: cell.id },
    data: {
      labId: cell.lab_id,
      title: cell.title,
      cellId: cell.cell_id,
      preText: cell.pre_text,
      code: cell.code,
      ...(cell.language ? { language: cell.language } : {}),
      ...(cell.expected_output !== undefined ? { expectedOutput: cell.expected_output } : {}),
      ...(cell.output_match ? { outputMatch: cell.output_match } : {}),
      ...(cell.test_code !== undefined ? { testCode: cell.test_code } : {}),
    },
  });
  if (count === 0) return { cell: await createLabCell({ actor, cell }), created: true };
  const row = await prisma.labCell.findUniqueOrThrow({ where: { id: cell.id }, select: labCellSelect });
  return { cell: toLabCellRow(row), created: false };
}
