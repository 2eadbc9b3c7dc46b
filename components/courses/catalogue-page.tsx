"use client";
// /courses: every published course for visitors; logged-in learners see the ones they have not enrolled in.
import { useDeferredValue, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { CourseCard, primaryAction } from "./course-card";
import { LoadError, LoadingText } from "./query-state";
import { texts } from "./texts";
import { useAllCourses } from "./use-all-courses";

export function CataloguePage() {
  const { state } = useSession();
  const courses = useAllCourses();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim().toLowerCase());
  const searchId = useId();

  const shown = useMemo(
    () => (courses.data ?? []).filter((c) => !query || c.name.toLowerCase().includes(query)),
    [courses.data, query],
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{texts.catalogueTitle}</h1>
          <p className="mt-2 max-w-2xl text-ink-500">{texts.catalogueIntro}</p>
        </div>
        <div className="w-full md:w-80">
          <label htmlFor={searchId} className="sr-only">{texts.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={texts.searchPlaceholder}
            maxLength={120}
            autoComplete="off"
            className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500"
          />
        </div>
      </header>

      <section aria-label={texts.catalogueTitle} className="mt-8">
        {courses.isPending ? (
          <LoadingText>{texts.catalogueLoading}</LoadingText>
        ) : courses.isError ? (
          <LoadError error={courses.error} onRetry={() => void courses.refetch()} />
        ) : shown.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-ink-700">
            {query ? texts.noMatch(search.trim()) : state.isLoggedIn ? texts.noCoursesLearner : texts.noCoursesVisitor}
            {!query && state.isLoggedIn && (
              <Link to="/mylearning" className="ml-1 font-semibold text-brand-700 underline">{texts.myLearningTitle}</Link>
            )}
          </p>
        ) : (
          <ul className="flex flex-wrap justify-center gap-6 md:justify-start">
            {shown.map((c) => (
              <li key={c.id} className="flex max-w-full">
                <CourseCard
                  className="w-card max-w-full"
                  course={c}
                  person={{ label: "Teacher", name: c.user.username }}
                  action={
                    <Link to={`/coursedetails/${c.id}/${c.user.id}`} className={primaryAction} aria-label={`${texts.startLearning}: ${c.name}`}>
                      {texts.startLearning}
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
