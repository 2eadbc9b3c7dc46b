"use client";
// /enrollpage/{id}/{uid}: what is in a course, a preview video, the summary, and the Enrol action.
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "@/lib/client/api";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import type { CourseChapter } from "@/lib/schemas/courses";
import { ChapterPlaylist } from "./chapter-playlist";
import { CourseCover } from "./course-cover";
import { CourseDescription } from "./course-description";
import { EnrolledDialog } from "./enrolled-dialog";
import { captionsSrc, videoSrc } from "@/components/course-player/media-src";
import { gradeAndBoard } from "./format";
import { LoadError, LoadingText } from "./query-state";
import { SummaryPanel } from "./summary-panel";
import { texts } from "./texts";
import { useCourseContent, useCourseDetails } from "./use-course";
import { useEnroll, useMyEnrollments } from "./use-enrollments";

const parseId = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

function firstLectureVideo(chapters: CourseChapter[]): { video: string; captions: string | null } | null {
  for (const ch of chapters) for (const c of ch.contents) if (c.contentType !== "game" && c.video) return { video: c.video, captions: c.captions };
  return null;
}

export function EnrollPage() {
  const params = useParams();
  const id = parseId(params.id);
  const details = useCourseDetails(id);
  const content = useCourseContent(id);

  if (id == null || (details.error instanceof ApiError && details.error.status === 404)) return <NotFound />;
  if (details.isPending) return <LoadingText>{texts.enrolPageLoading}</LoadingText>;
  if (details.isError)
    return (
      <Page>
        <LoadError error={details.error} onRetry={() => void details.refetch()} />
      </Page>
    );

  const course = details.data;
  const chapters = content.data?.chapters ?? [];
  const firstVideo = firstLectureVideo(chapters);
  const video = firstVideo && content.data ? videoSrc(firstVideo.video, content.data.videoBaseUrl) : null;
  const captions = firstVideo && content.data ? captionsSrc(firstVideo.captions, content.data.videoBaseUrl) : null;

  return (
    <Page>
      <header className="grid gap-6 rounded-2xl bg-gradient-to-r from-brand-900 to-brand-700 p-6 text-white md:grid-cols-[1fr_280px] md:p-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{gradeAndBoard(course.grade, course.board)}</p>
          <h1 className="mt-2 text-3xl font-bold">{course.name}</h1>
          <p className="mt-2 text-brand-100">
            Teacher: <span className="font-semibold text-white">{course.user.username}</span>
          </p>
        </div>
        <CourseCover img={course.img} eager className="hidden rounded-xl md:block" />
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_340px]">
        <div className="space-y-8">
          <section aria-labelledby="video-title">
            <h2 id="video-title" className="sr-only">
              Preview
            </h2>
            {video ? (
              <video
                key={video}
                src={video}
                controls
                preload="metadata"
                playsInline
                className="aspect-video w-full rounded-xl bg-black"
                aria-label={`Preview of ${course.name}`}
                data-testid="preview-video"
              >
                {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
              </video>
            ) : (
              <div className="grid aspect-video w-full place-items-center rounded-xl bg-slate-200 p-6 text-center text-ink-700">
                {content.isPending ? texts.enrolPageLoading : texts.noVideo}
              </div>
            )}
          </section>

          <section aria-labelledby="about-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="about-title" className="text-lg font-semibold text-ink-900">
              {texts.aboutTitle}
            </h2>
            <CourseDescription
              className="mt-2"
              text={course.description}
              html={course.descriptionHtml}
              fallback={`${course.name} — ${gradeAndBoard(course.grade, course.board)}.`}
            />
          </section>

          <section aria-labelledby="playlist-title" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <h2 id="playlist-title" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-ink-900">
              {texts.playlistTitle}
            </h2>
            {content.isPending ? (
              <LoadingText>{texts.enrolPageLoading}</LoadingText>
            ) : content.isError ? (
              <div className="p-4">
                <LoadError error={content.error} onRetry={() => void content.refetch()} />
              </div>
            ) : (
              <ChapterPlaylist chapters={chapters} />
            )}
          </section>
        </div>

        <div className="lg:sticky lg:top-20 lg:self-start">
          <SummaryPanel course={course} chapters={chapters}>
            <EnrolAction courseId={course.id} teacherId={course.user.id} courseName={course.name} />
          </SummaryPanel>
        </div>
      </div>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>;
}

function NotFound() {
  return (
    <Page>
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center">
        <p className="text-lg text-ink-700">{texts.courseNotFound}</p>
        <Link to="/courses" className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {texts.backToCourses}
        </Link>
      </div>
    </Page>
  );
}

function EnrolAction({ courseId, teacherId, courseName }: { courseId: number; teacherId: number; courseName: string }) {
  const { state } = useSession();
  const { open } = useAuthDialogs();
  const navigate = useNavigate();
  const enrollments = useMyEnrollments();
  const enroll = useEnroll();
  const [dialogOpen, setDialogOpen] = useState(false);
  const coursePath = `/coursedetails/${courseId}/${teacherId}`;
  const button = "inline-flex w-full items-center justify-center rounded-lg px-4 py-2.5 font-semibold";

  if (!state.isLoggedIn || !state.user) {
    return (
      <div className="space-y-2 text-center">
        <p className="text-sm text-ink-500">{texts.pleaseLogin}</p>
        <button type="button" onClick={() => open({ kind: "login" })} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {texts.login}
        </button>
      </div>
    );
  }
  const userId = state.user.id;
  const enrolled = enrollments.data?.some((e) => e.courseId === courseId) ?? false;

  return (
    <div className="space-y-2">
      {enrolled && !dialogOpen ? (
        <Link to={coursePath} className={`${button} bg-green-600 text-white hover:bg-green-700`}>
          {texts.goToCourse}
        </Link>
      ) : (
        <button
          type="button"
          disabled={enroll.isPending || enrollments.isPending}
          onClick={() => enroll.mutate({ userId, courseId }, { onSuccess: () => setDialogOpen(true) })}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60`}
        >
          {enroll.isPending ? texts.enrolling : texts.enrol}
        </button>
      )}
      {enroll.isError && (
        <p role="alert" className="text-sm text-red-700">
          {texts.enrolFailed} {enroll.error instanceof ApiError ? enroll.error.message : texts.loadFailed}
        </p>
      )}
      <EnrolledDialog open={dialogOpen} courseName={courseName} onClose={() => setDialogOpen(false)} onStart={() => navigate(coursePath)} />
    </div>
  );
}
