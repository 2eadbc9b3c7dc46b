// The gradebook's order: by learner, or by one assignment's column, either way round. A learner who has not
// started an item sorts below every score (ascending) so "who has nothing" gathers at one end.
import type { GradebookCell, GradebookRow } from "@/lib/schemas/teaching";

export type SortKey = { column: "learner" } | { column: "item"; index: number };
export type Sort = { key: SortKey; direction: "ascending" | "descending" };

/** A cell's value for sorting: course %, the first attempt's score, verified cells (then self-reported). */
export function cellValue(cell: GradebookCell | undefined): number {
  if (!cell || !cell.started) return -1;
  if (cell.kind === "course") return cell.percent;
  if (cell.kind === "test") return cell.firstScore ?? -0.5;
  return cell.verified + cell.selfReported / 1000;
}

export function sortRows(rows: GradebookRow[], sort: Sort): GradebookRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  const byName = (a: GradebookRow, b: GradebookRow) => a.learner.username.localeCompare(b.learner.username);
  const key = sort.key;
  return [...rows].sort((a, b) => {
    if (key.column === "learner") return sign * byName(a, b);
    const d = cellValue(a.cells[key.index]) - cellValue(b.cells[key.index]);
    return d !== 0 ? sign * d : byName(a, b);
  });
}

export function sameKey(a: SortKey, b: SortKey): boolean {
  return a.column === b.column && (a.column === "learner" || (b.column === "item" && a.index === b.index));
}

/** Clicking a column: sorts by it (learners A→Z, scores highest first), or turns the order round. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (sameKey(current.key, key)) return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { key, direction: key.column === "learner" ? "ascending" : "descending" };
}
