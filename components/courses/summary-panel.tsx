// The enrol page's summary: how much is in the course and the course info, with the spec's defaults.
import type { ReactNode } from "react";
import type { CourseChapter, CourseDetail } from "@/lib/schemas/courses";
import { texts } from "./texts";

export function countContents(chapters: CourseChapter[]) {
  const all = chapters.flatMap((c) => c.contents);
  return {
    sections: chapters.length,
    games: all.filter((c) => c.contentType === "game").length,
    lectures: all.filter((c) => c.contentType !== "game").length,
  };
}

const orDefault = (v: string | null | undefined, d: string) => (v && v.trim() ? v : d);

export function SummaryPanel({ course, chapters, children }: { course: CourseDetail; chapters: CourseChapter[]; children: ReactNode }) {
  const counts = countContents(chapters);
  const d = texts.defaults;
  const rows: [string, string][] = [
    ["Sections", String(counts.sections)],
    ["Lectures", String(counts.lectures)],
    ["Games", String(counts.games)],
    ["Duration", orDefault(course.duration, d.duration)],
    ["Language", orDefault(course.language, d.language)],
    ["Instructor", orDefault(course.instructorName, d.instructorName)],
    ["Price", `${orDefault(course.currency, d.currency)} ${orDefault(course.price, d.price)}`],
  ];
  return (
    <aside aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="summary-panel">
      <h2 id="summary-title" className="text-lg font-semibold text-ink-900">
        {texts.summaryTitle}
      </h2>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 py-2">
            <dt className="text-ink-500">{k}</dt>
            <dd className="text-right font-medium text-ink-900" data-testid={`summary-${k.toLowerCase()}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5">{children}</div>
    </aside>
  );
}
