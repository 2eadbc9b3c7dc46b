"use client";
// A course's progress as a bar with words (lessons viewed, tests passed), the completed state, and the
// lesson to continue with. Used on My Learning's cards and at the top of the course player.
import { useQuery } from "@tanstack/react-query";
import { fetchCourseProgress } from "@/lib/client/progress-api";
import { useSession } from "@/lib/client/session/session-context";
import type { CourseProgress } from "@/lib/schemas/progress";
import { progressKeys } from "@/lib/client/query-keys";

export const progressTexts = {
  label: (name: string) => `Progress in ${name}`,
  lessons: (v: number, t: number) => `${v} of ${t} ${t === 1 ? "lesson" : "lessons"} viewed`,
  tests: (p: number, t: number) => `${p} of ${t} ${t === 1 ? "test" : "tests"} passed`,
  completed: "Completed",
  continueAt: (name: string) => `Continue where you left off: ${name}`,
  startWith: (name: string) => `Start with: ${name}`,
  review: "Review course",
};

/** Progress of every enrolled course (courseId unset) or of one; idle for visitors. */
export function useCourseProgress(courseId?: number) {
  const { state } = useSession();
  const userId = state.isLoggedIn ? (state.user?.id ?? null) : null;
  return useQuery({
    queryKey: courseId != null ? progressKeys.course(userId ?? 0, courseId) : progressKeys.all(userId ?? 0),
    queryFn: ({ signal }) => fetchCourseProgress(courseId, signal),
    enabled: userId != null,
    staleTime: 0,
  });
}

export function ProgressBar({ progress, courseName, compact = false }: { progress: CourseProgress; courseName: string; compact?: boolean }) {
  const { contents, tests, percent, completed } = progress;
  const words = [progressTexts.lessons(contents.viewed, contents.total), tests.total ? progressTexts.tests(tests.passed, tests.total) : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <div data-testid="course-progress" data-completed={completed ? "true" : "false"} className={compact ? "space-y-1" : "space-y-1.5"}>
      <div className="flex items-center justify-between gap-2 text-xs font-medium">
        {completed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">
            <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="none">
              <path d="M5 12l5 5 9-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {progressTexts.completed}
          </span>
        ) : (
          <span className="text-ink-700">{percent}%</span>
        )}
        <span className="text-right text-ink-500">{words}</span>
      </div>
      <div
        role="progressbar"
        aria-label={progressTexts.label(courseName)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${words}${completed ? `. ${progressTexts.completed}` : ""}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${completed ? "bg-emerald-600" : "bg-brand-600"}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
