import "server-only";
// GET /api/classes/{id}/gradebook.csv: the gradebook as a CSV that opens correctly in Excel and LibreOffice:
// UTF-8 with a byte-order mark (names in any script), CRLF line ends, every field quoted, and a field that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) neutralised with a
// leading apostrophe (OWASP, CSV injection).
import type { Gradebook, GradebookCell } from "@/lib/schemas/teaching";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  let s = value === null ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

function cellText(c: GradebookCell, total: number): string[] {
  if (c.kind === "course") return [c.started ? `${c.percent}%` : "not started"];
  if (c.kind === "test")
    return [
      c.firstScore === null ? (c.started ? "not finished" : "not started") : `${c.firstScore}/${total}`,
      c.bestScore === null ? "" : `${c.bestScore}/${total}`,
    ];
  return [c.started ? `${c.verified}/${total}` : "not started", c.selfReported ? String(c.selfReported) : ""];
}

function headers(g: Gradebook): string[] {
  return g.items.flatMap((i) =>
    i.kind === "course"
      ? [`${i.title} (progress)`]
      : i.kind === "test"
        ? [`${i.title} (first attempt)`, `${i.title} (best)`]
        : [`${i.title} (cells verified)`, `${i.title} (self-reported only)`],
  );
}

export function gradebookCsv(g: Gradebook, className: string): string {
  const lines: (string | number | null)[][] = [
    [`Class: ${className}`, `Exported ${g.generatedAt}`],
    ["Learner", ...headers(g), "Behind the due date on"],
    ...g.rows.map((r) => [
      r.learner.username,
      ...r.cells.flatMap((c, i) => cellText(c, g.items[i]!.total)),
      r.behind.map((id) => g.items.find((i) => i.assignmentId === id)?.title ?? "").join("; "),
    ]),
    [
      "Class average",
      ...g.items.flatMap((i) => (i.kind === "course" ? [i.average === null ? "" : `${i.average}%`] : [i.average === null ? "" : `${i.average}%`, ""])),
      "",
    ],
  ];
  return "\uFEFF" + lines.map((l) => l.map(csvField).join(",")).join("\r\n") + "\r\n";
}
