"use client";
// The Tests and Live lab sections of a class: links to each assigned test's statistics (tests assigned on their
// own and the tests inside assigned courses) and to each assigned lab's live view.
import { useQueries } from "@tanstack/react-query";
import { Link } from "react-router";
import { coursesApi } from "@/lib/client/courses-api";
import { courseKeys } from "@/lib/client/query-keys";
import type { ClassDetail } from "@/lib/schemas/classes";
import { EmptyState, linkClass } from "./ui";
import { texts } from "./texts";

type TestLink = { contentId: number; lecture: string; where: string };

export function TestsSection({ detail }: { detail: ClassDetail }) {
  const classId = detail.class.id;
  const assignedTests = detail.assignments.filter((a) => a.kind === "test" && a.contentId !== null);
  const courses = detail.assignments.filter((a) => a.kind === "course" && a.courseId !== null);
  const contents = useQueries({
    queries: courses.map((c) => ({
      queryKey: courseKeys.content(c.courseId!),
      queryFn: ({ signal }: { signal: AbortSignal }) => coursesApi.content(c.courseId!, signal),
    })),
  });
  const links: TestLink[] = assignedTests.map((a) => ({ contentId: a.contentId!, lecture: a.title, where: texts.assignedTest }));
  const seen = new Set(links.map((l) => l.contentId));
  contents.forEach((q, i) => {
    for (const ch of q.data?.chapters ?? [])
      for (const c of ch.contents)
        if (c.assessments.length > 0 && !seen.has(c.id)) {
          seen.add(c.id);
          links.push({ contentId: c.id, lecture: c.name, where: texts.inCourse(courses[i]!.title) });
        }
  });
  const loading = contents.some((q) => q.isPending);
  return (
    <section aria-labelledby="tests-heading" className="space-y-3">
      <h2 id="tests-heading" className="text-xl font-semibold text-ink-900">
        {texts.testsTitle}
      </h2>
      <p className="text-sm text-ink-700">{texts.testsIntro}</p>
      {links.length === 0 && !loading ? (
        <EmptyState>{texts.noTests}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {links.map((l) => (
            <li key={l.contentId} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <Link to={`/teacher/classes/${classId}/tests/${l.contentId}`} className={linkClass} aria-label={texts.statsLink(l.lecture)}>
                {l.lecture}
              </Link>
              <span className="text-xs text-ink-500">{l.where}</span>
            </li>
          ))}
          {loading && <li className="px-4 py-3 text-sm text-ink-500">{texts.loading}</li>}
        </ul>
      )}
    </section>
  );
}

export function LiveLabSection({ detail }: { detail: ClassDetail }) {
  const labs = detail.assignments.filter((a) => a.kind === "lab" && a.labId !== null);
  return (
    <section aria-labelledby="live-heading" className="space-y-3">
      <h2 id="live-heading" className="text-xl font-semibold text-ink-900">
        {texts.liveTitle}
      </h2>
      <p className="text-sm text-ink-700">{texts.liveIntro}</p>
      {labs.length === 0 ? (
        <EmptyState>{texts.noLabs}</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {labs.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-ink-900">{a.title}</p>
              <p className="text-xs text-ink-500">{a.labLanguage ? texts.languages[a.labLanguage] : ""}</p>
              <Link
                to={`/teacher/classes/${detail.class.id}/live/${a.labId}`}
                className="mt-3 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                aria-label={texts.openLive(a.title)}
              >
                {texts.openLiveShort}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
