"use client";
// The course details screen for an enrolled learner: chapters on the left; the lesson, the course note and
// the skills test on the right. A lesson opened whose video (or game) has loaded is marked viewed on the server
// (the tick follows the learner to any device); one that could not be loaded is not. Reopening the course
// returns to the last lesson and position.
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { PlayerContent, UserCourseDetails, UserCourseDetailsResponse } from "@/lib/schemas/player";
import { SkillsTest } from "@/components/quiz/skills-test";
import { texts as quizTexts } from "@/components/quiz/texts";
import { ChapterList } from "./chapter-list";
import { LessonMedia } from "./lesson-media";
import { CaptionsUpload } from "./captions-upload";
import { useSession } from "@/lib/client/session/session-context";
import { texts } from "./texts";
import { WelcomeDialog } from "./welcome-dialog";
import { ProgressBar, useCourseProgress } from "@/components/courses/course-progress";
import { CourseDescription } from "@/components/courses/course-description";
import { progressKeys } from "@/lib/client/query-keys";
import { canEditCourse } from "@/lib/schemas/roles";
import { useViewedMarks } from "./use-viewed-marks";

type Props = { details: UserCourseDetails; queryKey: readonly unknown[] };

function updateContent(queryKey: readonly unknown[], qc: ReturnType<typeof useQueryClient>, id: number, patch: Partial<PlayerContent>) {
  qc.setQueryData<UserCourseDetailsResponse>(
    queryKey,
    (old) =>
      old && {
        ...old,
        data: {
          ...old.data,
          chapters: old.data.chapters.map((ch) => ({ ...ch, contents: ch.contents.map((c) => (c.id === id ? { ...c, ...patch } : c)) })),
        },
      },
  );
}

export function CoursePlayer({ details, queryKey }: Props) {
  const qc = useQueryClient();
  const { state: session } = useSession();
  const { course, chapters, resume, videoBaseUrl } = details;
  // The course's own teacher and admins (the server decides; this only hides a form others could not use).
  const canCaption = session.user != null && canEditCourse({ id: session.user.id, role: session.role }, { userId: course.user.id });
  const all = chapters.flatMap((ch) => ch.contents);
  // A link to one lecture (?lecture={contentId}, and &view=test for its skills test: an assigned test on My Learning)
  // opens it; otherwise the learner's resume point.
  const [params] = useSearchParams();
  const linked = all.find((c) => c.id === Number(params.get("lecture")))?.id ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(() => linked ?? (resume && all.some((c) => c.id === resume.contentId) ? resume.contentId : null));
  const [welcomeOpen, setWelcomeOpen] = useState(selectedId === null);
  const [mode, setMode] = useState<"lecture" | "test">(() => (linked !== null && params.get("view") === "test" ? "test" : "lecture"));
  const lessonHeading = useRef<HTMLHeadingElement>(null);
  const focusLesson = useRef(false);
  const selected = all.find((c) => c.id === selectedId) ?? null;
  const progress = useCourseProgress(course.id);
  // Viewing a lesson or finishing a test changes progress; re-read it when the learner moves on.
  const refreshProgress = useCallback(() => void qc.invalidateQueries({ queryKey: progressKeys.prefix }), [qc]);
  const setViewed = useCallback((id: number, viewed: boolean) => updateContent(queryKey, qc, id, { viewed }), [queryKey, qc]);
  const view = useViewedMarks({ setViewed, onSaved: refreshProgress });

  const select = (c: PlayerContent) => {
    setSelectedId(c.id);
    setMode("lecture");
  };
  // Viewed once its media has loaded and could play (LessonMedia's onReady): a lecture blocked or missing is not.
  const viewedOnce = useRef(new Set<number>());
  const onReady = (contentId: number) => {
    if (viewedOnce.current.has(contentId)) return;
    viewedOnce.current.add(contentId);
    if (!all.find((c) => c.id === contentId)?.viewed) view.mark(contentId);
  };

  useEffect(() => {
    if (!focusLesson.current) return;
    focusLesson.current = false;
    lessonHeading.current?.focus();
  }, [mode]);

  const onPositionSaved = useCallback((id: number, positionSec: number) => updateContent(queryKey, qc, id, { positionSec }), [qc, queryKey]);

  const toggle = () => {
    if (mode === "test") refreshProgress();
    focusLesson.current = true;
    setMode((m) => (m === "lecture" ? "test" : "lecture"));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6">
        <p className="text-sm font-medium text-brand-700">{[course.grade?.name, course.board?.name].filter(Boolean).join(" · ")}</p>
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{course.name}</h1>
        <p className="mt-1 text-sm text-ink-500">
          {texts.instructor}: {course.instructorName !== "N/A" ? course.instructorName : course.user.username}
        </p>
        {progress.data?.[0] && (
          <div className="mt-4 max-w-xl">
            <ProgressBar progress={progress.data[0]} courseName={course.name} />
          </div>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <aside aria-labelledby="course-contents-title" className="self-start rounded-xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-20">
          <h2 id="course-contents-title" className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-ink-900">
            {texts.contentsTitle}
          </h2>
          <ChapterList chapters={chapters} selectedId={selectedId} onSelect={select} />
        </aside>

        <section aria-labelledby="lesson-title" className="min-w-0 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="lesson-title" ref={lessonHeading} tabIndex={-1} className="text-xl font-semibold text-ink-900 outline-none">
              {selected ? selected.name : texts.contentsTitle}
            </h2>
            <button
              type="button"
              onClick={toggle}
              className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {mode === "lecture" ? texts.toggleToTest : texts.toggleToLecture}
            </button>
          </div>

          {view.notSaved && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {texts.progressNotSaved}
            </p>
          )}

          {mode === "lecture" ? (
            <>
              {selected ? (
                <LessonMedia content={selected} videoBaseUrl={videoBaseUrl} onPositionSaved={onPositionSaved} onReady={onReady} />
              ) : (
                <p className="grid aspect-video place-items-center rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-ink-500">
                  {texts.selectPrompt}
                </p>
              )}
              {canCaption && selected?.video && selected.contentType !== "game" && (
                <CaptionsUpload
                  key={selected.id}
                  contentId={selected.id}
                  // The address carries the new version, so the player loads the new file.
                  onSaved={(captions) => updateContent(queryKey, qc, selected.id, { captions })}
                />
              )}
              {selected?.description && <p className="text-ink-700">{selected.description}</p>}
              <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-ink-900">{texts.aboutTitle}</h3>
                <CourseDescription className="mt-2" text={course.description} html={course.descriptionHtml} fallback={texts.noDescription} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-5">
                <p className="font-medium text-brand-900">{texts.beginAssessment}</p>
                <button type="button" onClick={toggle} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                  {texts.startTest}
                </button>
              </div>
            </>
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              {selected ? (
                <SkillsTest key={selected.id} contentId={selected.id} assessments={selected.assessments} />
              ) : (
                <p className="text-ink-700">{quizTexts.noLesson}</p>
              )}
            </div>
          )}
        </section>
      </div>

      <WelcomeDialog open={welcomeOpen} onClose={() => setWelcomeOpen(false)} />
    </div>
  );
}
