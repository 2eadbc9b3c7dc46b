"use client";
// The gradebook: learners × assigned items (course %, a test's first-attempt and best scores, lab cells verified
// and self-reported), who has not started and who is behind the due date, the class average per item; sortable by
// any column header (mouse or keyboard); Download CSV saves the server's CSV as a file.
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { downloadGradebookCsv } from "@/lib/client/classes-api";
import type { Gradebook, GradebookCell, GradebookItem } from "@/lib/schemas/teaching";
import { formatDate, formatPercent } from "./format";
import { nextSort, sameKey, sortRows, type Sort, type SortKey } from "./gradebook-sort";
import { Badge, EmptyState, errorMessage, linkClass, Notice, secondaryButton, TableFrame } from "./ui";
import { useGradebook } from "./use-classes";
import { texts } from "./texts";

export function GradebookSection({ classId }: { classId: number }) {
  const book = useGradebook(classId);
  return (
    <section aria-labelledby="gradebook-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gradebook-heading" className="text-xl font-semibold text-ink-900">
          {texts.gradebookTitle}
        </h2>
        <CsvButton classId={classId} />
      </div>
      {book.isPending ? (
        <LoadingText>{texts.loading}</LoadingText>
      ) : book.isError ? (
        <LoadError error={book.error} onRetry={() => void book.refetch()} />
      ) : book.data.items.length === 0 ? (
        <EmptyState>{texts.gradebookEmptyItems}</EmptyState>
      ) : book.data.rows.length === 0 ? (
        <EmptyState>{texts.gradebookEmptyLearners}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-ink-700">{texts.legend}</p>
          <GradebookTable classId={classId} book={book.data} />
        </>
      )}
    </section>
  );
}

function CsvButton({ classId }: { classId: number }) {
  const [state, setState] = useState<{ busy: boolean; saved?: string; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      const { blob, fileName } = await downloadGradebookCsv(classId);
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = fileName;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ busy: false, saved: fileName });
    } catch (e) {
      setState({ busy: false, error: errorMessage(e) });
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <button type="button" className={secondaryButton} onClick={() => void download()} disabled={state.busy}>
        {state.busy ? texts.downloading : texts.downloadCsv}
      </button>
      {state.saved && <Notice tone="good">{texts.downloaded(state.saved)}</Notice>}
      {state.error && <Notice tone="bad">{state.error}</Notice>}
    </div>
  );
}

function GradebookTable({ classId, book }: { classId: number; book: Gradebook }) {
  const [sort, setSort] = useState<Sort>({ key: { column: "learner" }, direction: "ascending" });
  const rows = sortRows(book.rows, sort);
  const ariaSort = (key: SortKey) => (sameKey(sort.key, key) ? sort.direction : "none");
  const header = (key: SortKey, label: string, extra?: ReactNode) => (
    <th scope="col" aria-sort={ariaSort(key)} className="px-3 py-2 align-bottom">
      <button
        type="button"
        onClick={() => setSort((s) => nextSort(s, key))}
        className="inline-flex items-start gap-1 rounded text-left font-semibold text-ink-900 hover:text-brand-700"
      >
        <span>
          <span className="sr-only">{texts.sortBy}</span>
          <span className="block">{label}</span>
          {extra}
        </span>
        <span aria-hidden="true" className="text-ink-500">
          {sameKey(sort.key, key) ? (sort.direction === "ascending" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
  return (
    <TableFrame label={texts.gradebookCaption}>
      <table className="w-full text-left text-sm" data-testid="gradebook">
        <caption className="sr-only">{texts.gradebookCaption}</caption>
        <thead className="bg-slate-50 text-xs">
          <tr>
            {header({ column: "learner" }, texts.colLearner)}
            {book.items.map((item, index) => (
              <ItemHeader key={item.assignmentId} item={item}>
                {(extra) => header({ column: "item", index }, item.title, extra)}
              </ItemHeader>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.learner.id} data-testid="gradebook-row">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                <Link to={`/teacher/classes/${classId}/learners/${row.learner.id}`} className={linkClass}>
                  {row.learner.username}
                </Link>
                {row.notStarted && (
                  <div className="mt-0.5">
                    <Badge tone="warn">{texts.nothingStarted}</Badge>
                  </div>
                )}
              </th>
              {book.items.map((item, i) => (
                <td key={item.assignmentId} className="px-3 py-2 align-top">
                  <Cell cell={row.cells[i]} item={item} behind={row.behind.includes(item.assignmentId)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50">
          <tr data-testid="gradebook-average">
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {texts.classAverage}
            </th>
            {book.items.map((item) => (
              <td key={item.assignmentId} className="px-3 py-2 font-semibold">
                {item.average === null ? texts.noAverage : formatPercent(item.average)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </TableFrame>
  );
}

function ItemHeader({ item, children }: { item: GradebookItem; children: (extra: ReactNode) => ReactNode }) {
  return (
    <>
      {children(
        <span className="block font-normal text-ink-500">
          {texts.kinds[item.kind]}
          {item.dueAt ? ` · ${texts.due(formatDate(item.dueAt))}` : ""}
        </span>,
      )}
    </>
  );
}

function Cell({ cell, item, behind }: { cell: GradebookCell | undefined; item: GradebookItem; behind: boolean }) {
  return (
    <div className="space-y-1">
      <CellValue cell={cell} total={item.total} />
      {behind && <Badge tone="bad">{texts.behind}</Badge>}
    </div>
  );
}

function CellValue({ cell, total }: { cell: GradebookCell | undefined; total: number }) {
  if (!cell || !cell.started) return <span className="text-ink-500 italic">{texts.notStarted}</span>;
  if (cell.kind === "course") return <span className="font-semibold">{cell.percent}%</span>;
  if (cell.kind === "test") {
    if (cell.firstScore === null) return <span className="text-ink-700">{texts.inProgress}</span>;
    return (
      <span>
        <span className="font-semibold whitespace-nowrap">
          {texts.firstBest(`${cell.firstScore}/${total}`, `${cell.bestScore ?? cell.firstScore}/${total}`)}
        </span>
        <span className="block text-xs text-ink-500">{texts.attempts(cell.attempts)}</span>
      </span>
    );
  }
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold">{cell.verified} ✓</span>
      {cell.selfReported > 0 && (
        <>
          {" + "}
          <span className="rounded bg-amber-100 px-1 font-semibold text-amber-900">{texts.selfReported(cell.selfReported)}</span>
        </>
      )}{" "}
      <span className="text-xs text-ink-500">{texts.ofTotal(total)}</span>
    </span>
  );
}
