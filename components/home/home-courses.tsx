"use client";
// Up to 10 published courses. Course Details needs a login (contract §2, §8): otherwise an alert says so, and
// then the login dialog opens, so a visitor is one step from the course instead of left with the alert.
import { Link, useNavigate } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import type { CourseListItem } from "@/lib/schemas/courses";
import { HOME_COURSE_LIMIT } from "@/lib/schemas/course-limits";
import { CourseCard, primaryAction } from "@/components/courses/course-card";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { useAllCourses } from "@/components/courses/use-all-courses";
import { homeTexts as t } from "./texts";

export function HomeCourses() {
  const courses = useAllCourses();
  const { state } = useSession();
  const navigate = useNavigate();
  const dialogs = useAuthDialogs();

  const openDetails = (c: CourseListItem) => {
    if (!state.isLoggedIn) {
      window.alert(t.pleaseLogin);
      dialogs.open({ kind: "login" });
      return;
    }
    navigate(`/enrollpage/${c.id}/${c.user.id}`);
  };

  return (
    <section aria-labelledby="home-courses-title" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-courses-title" className="text-2xl font-bold text-ink-900">
            {t.coursesTitle}
          </h2>
          <p className="mt-1 text-ink-500">{t.coursesLead}</p>
        </div>
        <Link to="/courses" className="font-semibold text-brand-700 hover:underline">
          {t.seeAll}
        </Link>
      </div>
      <div className="mt-6">
        {courses.isPending ? (
          <LoadingText>{t.coursesLoading}</LoadingText>
        ) : courses.isError ? (
          <LoadError error={courses.error} onRetry={() => void courses.refetch()} />
        ) : courses.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-ink-700">{t.noCourses}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="home-courses">
            {courses.data.slice(0, HOME_COURSE_LIMIT).map((c) => (
              <li key={c.id} className="flex">
                <CourseCard
                  className="w-full"
                  course={c}
                  person={{ label: "Instructor", name: c.instructorName || c.user.username }}
                  action={
                    <button type="button" onClick={() => openDetails(c)} className={primaryAction} aria-label={`${t.courseDetails}: ${c.name}`}>
                      {t.courseDetails}
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
