"use client";
// /courses: every published course for visitors; logged-in learners see the ones they have not enrolled in.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { CourseCard, primaryAction } from "./course-card";
import { LoadError, LoadingText } from "./query-state";
import { texts } from "./texts";
import { useAllCourses } from "./use-all-courses";
import { facets, matches, readFilters, type CatalogueFilters } from "./catalogue-filter";

export function CataloguePage() {
  const { state } = useSession();
  const courses = useAllCourses();
  // The search and facets live in the address (#/courses?q=cbse&grade=Grade%208), so a filtered list can
  // be shared, bookmarked and returned to with Back.
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // The box holds what was typed; the address follows it, a few keys behind when typing fast. An address the box
  // wrote is never read back into it (that dropped the keys typed since: "science force" became "sciencefoce"); an
  // address the box did not write (Back, Clear filters, a link) puts its search in the box.
  const [search, setSearch] = useState(filters.q);
  const written = useRef<string[]>([]);
  useEffect(() => {
    const mine = written.current.indexOf(filters.q);
    if (mine !== -1) {
      written.current.splice(0, mine + 1);
      return;
    }
    written.current = [];
    // The address changed without the box (an external system: the router's history).
    setSearch(filters.q);
  }, [filters.q]);
  const deferred = useDeferredValue(filters);
  const query = deferred.q.trim();
  const searchId = useId();
  // Each change builds on the last one asked for, not on this render's params: a facet picked right after
  // Clear filters (before the page has rendered the cleared address) must not bring the cleared ones back.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const replaceParams = (next: URLSearchParams) => {
    latest.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const setFilter = (key: keyof CatalogueFilters, value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(key, value);
    else next.delete(key);
    replaceParams(next);
  };
  const filtering = Boolean(query || filters.grade || filters.board || filters.subject);

  const options = useMemo(() => facets(courses.data ?? []), [courses.data]);
  const shown = useMemo(() => (courses.data ?? []).filter((c) => matches(c, deferred)), [courses.data, deferred]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{texts.catalogueTitle}</h1>
          <p className="mt-2 max-w-2xl text-ink-500">{texts.catalogueIntro}</p>
        </div>
        <div className="w-full md:w-80">
          <label htmlFor={searchId} className="sr-only">
            {texts.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              written.current.push(e.target.value);
              setFilter("q", e.target.value);
            }}
            placeholder={texts.searchPlaceholder}
            maxLength={120}
            autoComplete="off"
            className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500"
          />
        </div>
      </header>

      <div role="group" aria-label={texts.filtersLabel} className="mt-6 flex flex-wrap items-end gap-3">
        <Facet label={texts.gradeFacet} all={texts.allGrades} value={filters.grade} values={options.grades} onChange={(v) => setFilter("grade", v)} />
        <Facet label={texts.boardFacet} all={texts.allBoards} value={filters.board} values={options.boards} onChange={(v) => setFilter("board", v)} />
        <Facet label={texts.subjectFacet} all={texts.allSubjects} value={filters.subject} values={options.subjects} onChange={(v) => setFilter("subject", v)} />
        {filtering && (
          <button
            type="button"
            onClick={() => replaceParams(new URLSearchParams())}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink-700 hover:bg-slate-50"
          >
            {texts.clearFilters}
          </button>
        )}
        {courses.data && filtering && (
          <p role="status" className="text-sm text-ink-500 sm:ml-auto" data-testid="catalogue-count">
            {texts.shownCount(shown.length, courses.data.length)}
          </p>
        )}
      </div>

      <section aria-label={texts.catalogueTitle} className="mt-6">
        {courses.isPending ? (
          <LoadingText>{texts.catalogueLoading}</LoadingText>
        ) : courses.isError ? (
          <LoadError error={courses.error} onRetry={() => void courses.refetch()} />
        ) : shown.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-ink-700">
            {filtering ? texts.noMatch(query) : state.isLoggedIn ? texts.noCoursesLearner : texts.noCoursesVisitor}
            {!filtering && state.isLoggedIn && (
              <Link to="/mylearning" className="ml-1 font-semibold text-brand-700 underline">
                {texts.myLearningTitle}
              </Link>
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

function Facet({ label, all, value, values, onChange }: { label: string; all: string; value: string; values: string[]; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-[9rem] flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-ink-500">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-sm focus:border-brand-500"
      >
        <option value="">{all}</option>
        {/* A value from the address that no course has any more stays selectable, so the list can be cleared. */}
        {value && !values.includes(value) && <option value={value}>{value}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}
