// The teacher's screens' pure parts: a pasted list of learners (a list or a CSV), the gradebook's order, the file
// name of the CSV download, the school year and a due date's end of day.
import { parseLearnerList, rowsToSend, emptyRow } from "@/components/teacher/learner-list";
import { nextSort, sortRows, type Sort } from "@/components/teacher/gradebook-sort";
import { currentSchoolYear, endOfDay, formatPercent, secondsSince } from "@/components/teacher/format";
import { fileNameOf } from "@/lib/client/classes-api";
import type { GradebookRow } from "@/lib/schemas/teaching";

describe("a pasted list of learners", () => {
  test("name[,email][,username] a line; a header, blank lines and a BOM are left out; quotes and tabs work", () => {
    const rows = parseLearnerList(
      '\uFEFFName,Email,Username\r\nAarav Patil\n\n  Diya Kulkarni ,, diya.k \n"Rao, Kabir",kabir@example.com\nप्रिया शर्मा\tpriya@example.com\n',
    );
    expect(rows.map(({ name, email, username }) => [name, email, username])).toEqual([
      ["Aarav Patil", "", ""],
      ["Diya Kulkarni", "", "diya.k"],
      ["Rao, Kabir", "kabir@example.com", ""],
      ["प्रिया शर्मा", "priya@example.com", ""],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
  });

  test("a first line that is a learner is kept", () => {
    expect(parseLearnerList("Name Only\nSecond").map((r) => r.name)).toEqual(["Name Only", "Second"]);
  });

  test("only non-blank rows are sent, without empty optional fields", () => {
    const rows = [{ ...emptyRow(), name: " Asha " }, emptyRow(), { ...emptyRow(), name: "Ravi", username: " ravi.k " }];
    const { sent, body } = rowsToSend(rows);
    expect(sent.map((r) => r.key)).toEqual([rows[0]!.key, rows[2]!.key]);
    expect(body).toEqual([{ name: "Asha" }, { name: "Ravi", username: "ravi.k" }]);
  });
});

describe("the gradebook's order", () => {
  const row = (username: string, cells: GradebookRow["cells"]): GradebookRow => ({
    learner: { id: username.length, username },
    cells,
    behind: [],
    notStarted: false,
  });
  const rows = [
    row("chen", [
      { kind: "test", started: false, firstScore: null, bestScore: null, attempts: 0 },
      { kind: "lab", started: true, verified: 1, selfReported: 2 },
    ]),
    row("asha", [
      { kind: "test", started: true, firstScore: 1, bestScore: 4, attempts: 2 },
      { kind: "lab", started: true, verified: 1, selfReported: 0 },
    ]),
    row("bilal", [
      { kind: "test", started: true, firstScore: 3, bestScore: 3, attempts: 1 },
      { kind: "lab", started: false, verified: 0, selfReported: 0 },
    ]),
  ];
  const names = (sort: Sort) => sortRows(rows, sort).map((r) => r.learner.username);

  test("by learner, A to Z and back", () => {
    expect(names({ key: { column: "learner" }, direction: "ascending" })).toEqual(["asha", "bilal", "chen"]);
    expect(names({ key: { column: "learner" }, direction: "descending" })).toEqual(["chen", "bilal", "asha"]);
  });

  test("by a test's first-attempt score; not started sorts below every score", () => {
    expect(names({ key: { column: "item", index: 0 }, direction: "descending" })).toEqual(["bilal", "asha", "chen"]);
    expect(names({ key: { column: "item", index: 0 }, direction: "ascending" })).toEqual(["chen", "asha", "bilal"]);
  });

  test("by a lab's verified cells, then its self-reported ones", () => {
    expect(names({ key: { column: "item", index: 1 }, direction: "descending" })).toEqual(["chen", "asha", "bilal"]);
  });

  test("a new column sorts scores highest first; the same column turns round", () => {
    const byName: Sort = { key: { column: "learner" }, direction: "ascending" };
    const byTest = nextSort(byName, { column: "item", index: 0 });
    expect(byTest).toEqual({ key: { column: "item", index: 0 }, direction: "descending" });
    expect(nextSort(byTest, { column: "item", index: 0 }).direction).toBe("ascending");
    expect(nextSort(byTest, { column: "learner" })).toEqual(byName);
  });
});

describe("small formats", () => {
  test("the CSV's file name: the UTF-8 name first, else the plain one", () => {
    expect(fileNameOf(`attachment; filename="gradebook-12.csv"; filename*=UTF-8''gradebook-%E0%A4%95%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE-12.csv`)).toBe(
      "gradebook-कक्षा-12.csv",
    );
    expect(fileNameOf('attachment; filename="gradebook-12.csv"')).toBe("gradebook-12.csv");
    expect(fileNameOf(null)).toBeNull();
  });

  test("the school year starts in April", () => {
    expect(currentSchoolYear(new Date(2026, 3, 1))).toBe("2026-27");
    expect(currentSchoolYear(new Date(2027, 2, 31))).toBe("2026-27");
    expect(currentSchoolYear(new Date(2099, 5, 1))).toBe("2099-00");
  });

  test("a due date is the end of that day, where the teacher is", () => {
    expect(new Date(endOfDay("2026-12-05")!).getDate()).toBe(5);
    expect(new Date(endOfDay("2026-12-05")!).getHours()).toBe(23);
    expect(endOfDay("05/12/2026")).toBeNull();
  });

  test("percentages and seconds", () => {
    expect(formatPercent(37.5)).toBe("37.5%");
    expect(formatPercent(100 / 3)).toBe("33.3%");
    expect(secondsSince("2026-01-01T00:00:10Z", Date.parse("2026-01-01T00:00:00Z"))).toBe(0);
    expect(secondsSince("2026-01-01T00:00:00Z", Date.parse("2026-01-01T00:00:04.9Z"))).toBe(4);
  });
});
