"use client";
// The two lists every recommendation view shows: lectures to revisit and courses that fit next.
import { Link } from "react-router";
import type { Recommendations } from "@/lib/schemas/ai";
import { texts } from "./texts";

export function RecommendationLists({ recs, headingLevel = 3 }: { recs: Recommendations; headingLevel?: 3 | 4 }) {
  const H = `h${headingLevel}` as "h3" | "h4";
  return (
    <div className="space-y-5">
      {recs.summary && <p className="text-sm text-ink-700">{recs.summary}</p>}
      {recs.message && (
        <p className="rounded-lg border border-accent-500/30 bg-amber-50 p-3 text-sm text-ink-900" data-testid="recommendation-message">
          {recs.message}
        </p>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <section aria-label={texts.recLectures}>
          <H className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-500">{texts.recLectures}</H>
          {recs.lectures.length === 0 ? (
            <p className="text-sm text-ink-700">{texts.recNoLectures}</p>
          ) : (
            <ul className="space-y-2">
              {recs.lectures.map((l) => (
                <li key={l.contentId} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="font-semibold text-ink-900">{l.lectureName}</p>
                  <p className="text-xs text-ink-500">
                    {l.chapterName} · {l.courseName}
                  </p>
                  <p className="mt-1 text-xs text-ink-700">
                    {l.missedQuestions.length === 1 ? "1 question missed" : `${l.missedQuestions.length} questions missed`}
                  </p>
                  <Link to={`/coursedetails/${l.courseId}/${l.teacherId}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                    {texts.recOpenCourse}
                    <span className="sr-only">: {l.courseName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={texts.recCourses}>
          <H className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-500">{texts.recCourses}</H>
          {recs.courses.length === 0 ? (
            <p className="text-sm text-ink-700">{texts.recNoCourses}</p>
          ) : (
            <ul className="space-y-2">
              {recs.courses.map((c) => (
                <li key={c.courseId} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="text-xs font-medium text-brand-700">{[c.grade, c.board].filter(Boolean).join(" · ")}</p>
                  <p className="font-semibold text-ink-900">{c.name}</p>
                  <p className="text-xs text-ink-500">
                    {c.reason} · {c.teacherName}
                  </p>
                  <Link to={`/enrollpage/${c.courseId}/${c.teacherId}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                    {texts.recViewCourse}
                    <span className="sr-only">: {c.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** Recommendations could not be read: the reason in words and a Retry (home and the quiz result). */
export function RecommendationsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
      <span>{texts.recError}</span>
      <button type="button" onClick={onRetry} className="rounded-md border border-red-300 bg-white px-3 py-1 font-semibold hover:bg-red-50">
        {texts.recRetry}
      </button>
    </div>
  );
}
