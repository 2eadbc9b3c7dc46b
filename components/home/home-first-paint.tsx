"use client";
// The home screen as the server renders it, before the app's code has run: on a slow link a visitor sees course
// cards at first paint instead of an empty page. The server cannot see the hash, so the page's inline script (app/page.tsx) shows this only when
// the address is the home route and a plain loading overlay otherwise. It is a picture of the home screen,
// not the screen: inert and hidden from assistive technology (they hear "Loading"), with its own test ids,
// so nobody can press a button that has no code behind it yet. The hash shell replaces it as soon as it
// mounts, with the same courses already in its query cache, so the live screen paints the same cards.
import type { ReactNode } from "react";
import { createPath, Router, type Navigator } from "react-router";
import type { CourseListItem } from "@/lib/schemas/courses";
import { HOME_COURSE_LIMIT } from "@/lib/schemas/course-limits";
import { CourseCard, primaryAction } from "@/components/courses/course-card";
import { Footer } from "@/components/shell/footer";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { topLinks } from "@/components/shell/nav-links";
import { texts as catalogueTexts } from "@/components/courses/texts";
import { Hero } from "./hero";
import { homeTexts as t } from "./texts";

/** Cards in the catalogue's picture: the first screenful; the live catalogue shows the rest. */
const CATALOGUE_PICTURE_CARDS = 12;

/** Links render as `#/route`, like the hash router's; nothing navigates before the app runs. */
const hashHrefs: Navigator = {
  createHref: (to) => `#${typeof to === "string" ? to : createPath(to)}`,
  push: () => {},
  replace: () => {},
  go: () => {},
};

export function HomeFirstPaint({ courses }: { courses: CourseListItem[] }) {
  return (
    <>
      <Picture route="/">
        <Hero picture />
        <section className="mx-auto max-w-7xl px-4 py-12">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 className="text-2xl font-bold text-ink-900">{t.coursesTitle}</h2>
              <p className="mt-1 text-ink-500">{t.coursesLead}</p>
            </div>
            <span className="font-semibold text-brand-700">{t.seeAll}</span>
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="home-courses-preview">
            {courses.slice(0, HOME_COURSE_LIMIT).map((c, i) => (
              <li key={c.id} className="flex">
                <CourseCard
                  testId="course-card-preview"
                  className="w-full"
                  course={c}
                  eager={i < 4}
                  person={{ label: "Instructor", name: c.instructorName || c.user.username }}
                  action={<span className={primaryAction}>{t.courseDetails}</span>}
                />
              </li>
            ))}
          </ul>
        </section>
      </Picture>
      {/* The catalogue (#/courses, no filters) for a visitor: a learner's own list leaves out their courses. */}
      <Picture route="/courses">
        <CataloguePicture courses={courses.slice(0, CATALOGUE_PICTURE_CARDS)} />
      </Picture>
      <div data-first-paint="other">
        <LoadingOverlay />
      </div>
    </>
  );
}

/** One route's picture: the nav with that route current, the screen, the footer; shown by app/globals.css. */
function Picture({ route, children }: { route: "/" | "/courses"; children: ReactNode }) {
  return (
    <div data-first-paint={route === "/" ? "home" : "courses"} inert aria-hidden="true">
      <Router location={route} navigator={hashHrefs} static>
        <div className="flex min-h-screen flex-col">
          <PreviewNav current={route} />
          <main className="flex-1">{children}</main>
          <Footer picture />
        </div>
      </Router>
    </div>
  );
}

/** The catalogue screen as it first shows for a visitor (components/courses/catalogue-page.tsx), drawn only. */
function CataloguePicture({ courses }: { courses: CourseListItem[] }) {
  const c = catalogueTexts;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{c.catalogueTitle}</h1>
          <p className="mt-2 max-w-2xl text-ink-500">{c.catalogueIntro}</p>
        </div>
        <div className="w-full md:w-80">
          <span className="block w-full truncate rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-ink-500 shadow-sm">{c.searchPlaceholder}</span>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        {[
          [c.gradeFacet, c.allGrades],
          [c.boardFacet, c.allBoards],
          [c.subjectFacet, c.allSubjects],
        ].map(([label, all]) => (
          <div key={label} className="flex min-w-[9rem] flex-1 flex-col gap-1 sm:flex-none">
            <span className="text-xs font-semibold uppercase tracking-wide text-ink-500">{label}</span>
            <span className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-sm">{all}</span>
          </div>
        ))}
      </div>
      <ul className="mt-6 flex flex-wrap justify-center gap-6 md:justify-start" data-testid="catalogue-preview">
        {courses.map((course, i) => (
          <li key={course.id} className="flex max-w-full">
            <CourseCard
              testId="course-card-preview"
              className="w-card max-w-full"
              course={course}
              eager={i < 4}
              person={{ label: "Teacher", name: course.user.username }}
              action={<span className={primaryAction}>{c.startLearning}</span>}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PreviewNav({ current = "/" }: { current?: string }) {
  return (
    <div className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <span className="rounded-md p-2 md:hidden">
          <svg width="24" height="24" viewBox="0 0 24 24">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <span className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white">L</span>
          LearnHub
        </span>
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {topLinks
            .filter((l) => !l.loggedInOnly)
            .map((l) => (
              <li key={l.to} className={`rounded-md px-3 py-2 text-sm font-medium ${l.to === current ? "bg-brand-50 text-brand-700" : "text-ink-700"}`}>
                {l.label}
              </li>
            ))}
        </ul>
        {/* Visitors' buttons; the page's script hides them when a login is stored (the account badge comes with the app). */}
        <div className="ml-auto flex items-center gap-2" data-visitor-only>
          <span className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700">Login</span>
          <span className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white">Signup</span>
        </div>
      </div>
    </div>
  );
}
