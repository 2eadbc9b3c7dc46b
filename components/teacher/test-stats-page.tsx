"use client";
// /teacher/classes/:id/tests/:contentId: one skills test across the class's first attempts — for each question
// the share of first choices on each option (the right one marked) and the facility index, most-missed first.
import { Link, useParams } from "react-router";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import type { TestStats } from "@/lib/schemas/teaching";
import { ClassNotFound } from "./class-not-found";
import { TeacherGate } from "./teacher-gate";
import { EmptyState } from "./ui";
import { isClassNotFound, useClassDetail, useTestStats } from "./use-classes";
import { texts } from "./texts";

export function TestStatsPage() {
  return (
    <TeacherGate>
      <TestStatsScreen />
    </TeacherGate>
  );
}

function TestStatsScreen() {
  const params = useParams();
  const classId = Number(params.id);
  const stats = useTestStats(classId, Number(params.contentId));
  const cls = useClassDetail(classId);
  if (stats.isPending) return <LoadingText>{texts.loading}</LoadingText>;
  if (stats.isError) {
    if (isClassNotFound(stats.error)) return <ClassNotFound />;
    return (
      <div className="px-4 py-10">
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      </div>
    );
  }
  const s = stats.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <Link to={`/teacher/classes/${classId}?tab=tests`} className="text-sm font-medium text-brand-700 hover:underline">
        {texts.backToClass(cls.data?.class.name ?? texts.tabs.tests)}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-ink-900">{texts.statsTitle(s.test.lecture)}</h1>
      <p className="mt-1 text-ink-700">{texts.statsMeta(s.test.course, s.attempted, s.learners)}</p>
      {s.attempted === 0 ? (
        <div className="mt-6">
          <EmptyState>{texts.statsNone}</EmptyState>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-ink-700">{texts.statsOrder}</p>
          <ol className="mt-4 space-y-5">
            {s.questions.map((q) => (
              <Question key={q.assessmentId} q={q} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function Question({ q }: { q: TestStats["questions"][number] }) {
  const id = `question-${q.assessmentId}`;
  return (
    <li aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="question-stats">
      <h2 id={id} className="text-base font-semibold text-ink-900">
        <span className="text-ink-500">{texts.questionHeading(q.position)}: </span>
        {q.question}
      </h2>
      <p className={`mt-1 text-sm font-medium ${q.facility !== null && q.facility < 0.5 ? "text-red-800" : "text-ink-700"}`} data-testid="facility">
        {texts.facility(q.facility, q.answered)}
      </p>
      <ul className="mt-3 space-y-2">
        {q.options.map((o, i) => (
          <li key={i} data-testid="option-stats" data-correct={o.correct || undefined}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className={o.correct ? "font-semibold text-green-900" : "text-ink-900"}>
                {o.correct && <span aria-hidden="true">✓ </span>}
                {o.text}
                {o.correct && <span className="ml-1 text-xs font-semibold text-green-800">({texts.rightAnswer})</span>}
              </span>
              <span className="text-ink-700">{texts.optionShare(o.firstChoices, o.share)}</span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div className={`h-full rounded-full ${o.correct ? "bg-green-600" : "bg-slate-500"}`} style={{ width: `${Math.round(o.share * 100)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
