"use client";
// What the course details route shows before the player: visitors are asked to log in, learners who are
// not enrolled see what the course holds (its description and syllabus) and can enrol right here, and unknown
// courses say so.
import { Link } from "react-router";
import { ApiError } from "@/lib/client/api";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { useEnroll } from "@/components/courses/use-enrollments";
import { ChapterPlaylist } from "@/components/courses/chapter-playlist";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { useCourseContent, useCourseDetails } from "@/components/courses/use-course";
import { CourseDescription } from "@/components/courses/course-description";
import { texts } from "./texts";

const panel = "mx-auto my-16 max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm";
const primary = "rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70";

export function LoginRequired() {
  const { open } = useAuthDialogs();
  return (
    <div className={panel}>
      <h1 className="text-xl font-semibold text-ink-900">{texts.pleaseLogin}</h1>
      <button type="button" className={`${primary} mt-6`} onClick={() => open({ kind: "login" })}>
        {texts.login}
      </button>
    </div>
  );
}

type NotEnrolledProps = { message: string; userId: number; courseId: number; onEnrolled: () => Promise<unknown> };

export function NotEnrolled({ message, userId, courseId, onEnrolled }: NotEnrolledProps) {
  const enroll = useEnroll();
  const details = useCourseDetails(courseId);
  const content = useCourseContent(courseId);
  // Busy until the player replaces this panel: a success is followed by the course's own read.
  const busy = enroll.isPending || enroll.isSuccess;
  const e = enroll.error;
  const error = e ? (e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : texts.enrolFailed) : null;
  const enrol = () => enroll.mutate({ userId, courseId }, { onSuccess: () => onEnrolled() });
  return (
    <div className={panel.replace("max-w-lg", "max-w-2xl")}>
      <h1 className="text-xl font-semibold text-ink-900">{texts.notEnrolledTitle}</h1>
      <p className="mt-2 text-ink-700">{message}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={primary} onClick={enrol} disabled={busy}>
          {busy ? texts.enrolling : texts.enrol}
        </button>
        <Link to="/courses" className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-ink-700 hover:bg-slate-50">
          {texts.backToCourses}
        </Link>
      </div>
      {details.data?.description && (
        <CourseDescription className="mt-6 text-left" text={details.data.description} html={details.data.descriptionHtml} fallback="" />
      )}
      <section aria-labelledby="syllabus-title" className="mt-6 overflow-hidden rounded-xl border border-slate-200 text-left">
        <h2 id="syllabus-title" className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-ink-900">
          {texts.syllabusTitle}
        </h2>
        {content.isPending ? (
          <LoadingText>{texts.loading}</LoadingText>
        ) : content.isError ? (
          <div className="p-4">
            <LoadError error={content.error} onRetry={() => void content.refetch()} />
          </div>
        ) : (
          <ChapterPlaylist chapters={content.data.chapters} />
        )}
      </section>
    </div>
  );
}

export function CourseNotFound() {
  return (
    <div className={panel}>
      <h1 className="text-xl font-semibold text-ink-900">{texts.notFound}</h1>
      <Link to="/courses" className={`${primary} mt-6 inline-block`}>
        {texts.backToCourses}
      </Link>
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={panel}>
      <p className="font-medium text-ink-900">{texts.loadFailed}</p>
      <button type="button" className={`${primary} mt-6`} onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}
