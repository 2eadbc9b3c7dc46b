// The lab creator's form rules (contract §4, §5) and the Lab Activities summaries (contract §2, §3).
import {
  DEFAULT_CELL_CODE,
  addCell,
  dedupeByTitle,
  draftFromRows,
  emptyDraft,
  labHref,
  moveCell,
  removeCell,
  summariseLabs,
  validateDraft,
  type LabDraft,
  type LabRow,
} from "../../lib/client/labs-admin/lab-form";
import { LAB_TEXTS as labTexts } from "../../lib/schemas/lab-shapes";

const row = (labId: number, cellId: number, title: string, language: LabRow["language"] = "python"): LabRow => ({
  id: `${labId}-${cellId}`,
  LAB_ID: labId,
  TITLE: title,
  CELL_ID: cellId,
  PRE_TEXT: `p${cellId}`,
  CODE: `c${cellId}`,
  language,
  EXPECTED_OUTPUT: null,
  OUTPUT_MATCH: "exact",
  TEST_CODE: null,
});

describe("lab summaries", () => {
  it("counts each lab's auto-checked cells and the caller's passed ones (Lab Activities' ✓ n of m)", () => {
    const checked = (cellId: number, check: Partial<LabRow>) => ({ ...row(3, cellId, "Checks"), ...check });
    const [lab] = summariseLabs([
      checked(1, { EXPECTED_OUTPUT: "42", passed: true }),
      checked(2, { TEST_CODE: "assert f() == 1", passed: false }),
      checked(3, { EXPECTED_OUTPUT: "x" }),
      // Not checked: a stray passed flag does not count.
      checked(4, { passed: true }),
    ]);
    expect(lab).toMatchObject({ labId: 3, cellCount: 4, checkedCount: 3, passedCount: 1 });
  });

  it("counts cells per lab, in lab ID order, titled by the first cell", () => {
    const labs = summariseLabs([row(7, 2, "Loops"), row(1, 1, "Intro"), row(7, 1, "Loops"), row(1, 2, "Intro"), row(1, 3, "Intro")]);
    expect(labs).toEqual([
      { labId: 1, title: "Intro", cellCount: 3, language: "python", checkedCount: 0, passedCount: 0 },
      { labId: 7, title: "Loops", cellCount: 2, language: "python", checkedCount: 0, passedCount: 0 },
    ]);
  });

  it("lists each title once on Lab Activities, whatever its case or spacing", () => {
    const labs = summariseLabs([row(1, 1, "Intro"), row(2, 1, "intro "), row(3, 1, "Arrays", "javascript")]);
    expect(dedupeByTitle(labs).map((l) => l.labId)).toEqual([1, 3]);
  });

  it("opens Java labs on /JavaCoder and the others on /Coder", () => {
    expect(labHref({ labId: 5, language: "java" })).toBe("#/JavaCoder?lab_id=5");
    expect(labHref({ labId: 2, language: "javascript" })).toBe("#/Coder?lab_id=2");
  });
});

describe("creator cells", () => {
  it("starts with one cell holding a Python comment line", () => {
    const d = emptyDraft();
    expect(d.cells).toHaveLength(1);
    expect(d.cells[0]).toMatchObject({ cellId: 1, code: DEFAULT_CELL_CODE });
    expect(DEFAULT_CELL_CODE.startsWith("#")).toBe(true);
  });

  it("numbers a new cell one above the highest number, even after a removal left a gap", () => {
    let cells = addCell(addCell(emptyDraft().cells, "python"), "python");
    expect(cells.map((c) => c.cellId)).toEqual([1, 2, 3]);
    cells = removeCell(cells, 1);
    expect(cells.map((c) => c.cellId)).toEqual([1, 3]);
    expect(addCell(cells, "python").map((c) => c.cellId)).toEqual([1, 3, 4]);
  });

  it("renumbers from 1 when a cell moves, and ignores moves past either end", () => {
    const cells = removeCell(addCell(addCell(emptyDraft().cells, "python"), "python"), 0); // numbers 2, 3
    const moved = moveCell(cells, 1, -1);
    expect(moved.map((c) => c.cellId)).toEqual([1, 2]);
    expect(moved.map((c) => c.key)).toEqual([cells[1]!.key, cells[0]!.key]);
    expect(moveCell(cells, 0, -1)).toBe(cells);
    expect(moveCell(cells, 1, 1)).toBe(cells);
  });

  it("loads a lab for editing in cell order with the cells' ids", () => {
    const d = draftFromRows([row(4, 2, "Arrays", "javascript"), row(4, 1, "Arrays", "javascript")]);
    expect(d).toMatchObject({ title: "Arrays", labId: "4", language: "javascript" });
    expect(d.cells.map((c) => [c.id, c.cellId])).toEqual([
      ["4-1", 1],
      ["4-2", 2],
    ]);
  });
});

describe("creator validation", () => {
  const ok: LabDraft = { ...emptyDraft(), title: "Loops", labId: "12" };

  it("accepts a titled lab with a numeric ID and a cell", () => expect(validateDraft(ok)).toBeNull());
  it("requires a title", () => expect(validateDraft({ ...ok, title: "  " })).toBe(labTexts.titleRequired));
  it.each(["", "abc", "1.5", "-3", "0", "1e3", "99999999999"])("refuses the lab ID %p", (labId) =>
    expect(validateDraft({ ...ok, labId })).toBe(labTexts.labIdNumber),
  );
  it("requires a cell", () => expect(validateDraft({ ...ok, cells: [] })).toBe(labTexts.needCell));
  it("uses the spec's texts", () =>
    expect(labTexts).toMatchObject({
      titleRequired: "Lab title is required",
      labIdNumber: "Lab ID must be a valid number",
      needCell: "Add at least one cell to the lab",
    }));
});

describe("nextFreeLabId (issue 24 row 10)", () => {
  it("suggests one more than the highest Lab ID in use in any language", async () => {
    const { nextFreeLabId } = await import("../../lib/client/labs-admin/lab-form");
    expect(nextFreeLabId([])).toBe(1);
    expect(nextFreeLabId([{ LAB_ID: 1 }, { LAB_ID: 7 }, { LAB_ID: 7 }, { LAB_ID: 3 }])).toBe(8);
    // Once the highest possible id is taken, the lowest free one.
    expect(nextFreeLabId([{ LAB_ID: 1 }, { LAB_ID: 2 }, { LAB_ID: 2_147_483_647 }])).toBe(3);
  });
});
