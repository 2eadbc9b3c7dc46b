"use client";
// /mylearning: what the learner's classes assigned them, then their enrolled courses; visitors are asked to log in.
import { Link } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { AssignedToYou } from "@/components/classes/assigned-to-you";
import { classTexts } from "@/components/classes/texts";
import { CourseCard, primaryAction } from "./course-card";
import { ProgressBar, progressTexts, useCourseProgress } from "./course-progress";
import { LoadError, LoadingText } from "./query-state";
import { texts } from "./texts";
import { useMyEnrollments } from "./use-enrollments";

export function MyLearningPage() {
  const { state } = useSession();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink-900">{texts.myLearningTitle}</h1>
      {state.isLoggedIn ? (
        <>
          <AssignedToYou />
          {/* The course cards' h3s sit under their own heading, not under "Assigned to you". */}
          <h2 className="sr-only">{classTexts.yourCourses}</h2>
          <EnrolledCourses />
        </>
      ) : (
        <LoginPrompt />
      )}
    </div>
  );
}

function LoginPrompt() {
  const { open } = useAuthDialogs();
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <p className="text-lg text-ink-700">{texts.myLearningVisitor}</p>
      <div className="mt-4 flex justify-center gap-3">
        <button type="button" onClick={() => open({ kind: "login" })} className="rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {texts.login}
        </button>
        <Link to="/courses" className="rounded-lg border border-slate-300 px-5 py-2 font-semibold text-ink-700 hover:bg-slate-50">
          {texts.browseCourses}
        </Link>
      </div>
    </div>
  );
}

function EnrolledCourses() {
  const enrollments = useMyEnrollments();
  // Progress is extra: the cards show without it while it loads or if it fails.
  const progress = useCourseProgress();
  const byCourse = new Map((progress.data ?? []).map((p) => [p.courseId, p]));
  if (enrollments.isPending) return <LoadingText>{texts.myLearningLoading}</LoadingText>;
  if (enrollments.isError)
    return (
      <div className="mt-8">
        <LoadError error={enrollments.error} onRetry={() => void enrollments.refetch()} />
      </div>
    );
  if (enrollments.data.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-lg text-ink-700">{texts.noEnrolments}</p>
        <Link to="/courses" className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {texts.browseCourses}
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-6 md:justify-start">
      {enrollments.data.map(({ course }) => {
        const p = byCourse.get(course.id);
        const label = p?.completed ? progressTexts.review : texts.continueLearning;
        return (
          <li key={course.id} className="flex max-w-full">
            <CourseCard
              className="w-card max-w-full"
              course={course}
              person={{ label: "Teacher", name: course.user.username }}
              action={
                <div className="space-y-3">
                  {p && <ProgressBar progress={p} courseName={course.name} compact />}
                  {p?.next && !p.completed && (
                    <p className="text-sm text-ink-700" data-testid="continue-at">
                      {p.next.resumed ? progressTexts.continueAt(p.next.name) : progressTexts.startWith(p.next.name)}
                    </p>
                  )}
                  <Link to={`/coursedetails/${course.id}/${course.user.id}`} className={primaryAction} aria-label={`${label}: ${course.name}`}>
                    {label}
                  </Link>
                </div>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
