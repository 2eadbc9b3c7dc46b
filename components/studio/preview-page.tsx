"use client";
// /studio/courses/:id/preview: the course as a learner will see it (the preview endpoint: the player's own data,
// without enrolment or progress), drawn with the course player's chapter list and lesson players. Readings show
// the server's sanitised HTML; a lesson's test shows its questions and options as the learner gets them.
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ChapterList } from "@/components/course-player/chapter-list";
import { LessonMedia } from "@/components/course-player/lesson-media";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import type { PlayerContent } from "@/lib/schemas/player";
import { courseIdOf, NotFound } from "./course-editor-page";
import { HtmlView } from "./html-view";
import { StudioGate } from "./studio-gate";
import { isNotFound, useStudioPreview } from "./use-studio";
import { texts } from "./texts";

export function PreviewPage() {
  return (
    <StudioGate>
      <PreviewRoute />
    </StudioGate>
  );
}

function PreviewRoute() {
  const id = courseIdOf(useParams().id);
  if (id === null) return <NotFound />;
  return <Preview key={id} id={id} />;
}

const nothing = () => undefined;

function Preview({ id }: { id: number }) {
  const preview = useStudioPreview(id);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (preview.isPending) return <LoadingText>{texts.loadingPreview}</LoadingText>;
  if (preview.isError) {
    if (isNotFound(preview.error)) return <NotFound />;
    return (
      <div className="px-4 py-10">
        <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
      </div>
    );
  }
  const { course, chapters, videoBaseUrl } = preview.data;
  const all = chapters.flatMap((ch) => ch.contents);
  const selected = all.find((c) => c.id === selectedId) ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p role="note" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {texts.previewBanner}{" "}
        <Link to={`/studio/courses/${id}`} className="font-semibold underline">
          {texts.backToEditor}
        </Link>
      </p>
      <header className="mb-6">
        <p className="text-sm font-medium text-brand-700">{[course.grade?.name, course.board?.name].filter(Boolean).join(" · ")}</p>
        <h1 className="text-2xl font-bold break-words text-ink-900 sm:text-3xl">{texts.previewTitle(course.name)}</h1>
      </header>
      <div className="grid gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <aside aria-labelledby="preview-contents-title" className="self-start rounded-xl border border-slate-200 bg-white shadow-sm">
          <h2 id="preview-contents-title" className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-ink-900">
            {texts.previewContents}
          </h2>
          <ChapterList chapters={chapters} selectedId={selectedId} onSelect={(c) => setSelectedId(c.id)} />
        </aside>
        <section aria-labelledby="preview-lesson-title" className="min-w-0 space-y-6">
          <h2 id="preview-lesson-title" className="text-xl font-semibold break-words text-ink-900">
            {selected ? selected.name : texts.previewSelect}
          </h2>
          {selected && <Lesson key={selected.id} content={selected} videoBaseUrl={videoBaseUrl} />}
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-ink-900">{texts.previewAbout}</h3>
            <p className="mt-2 whitespace-pre-line text-ink-700">{course.description}</p>
          </div>
        </section>
      </div>
    </div>
  );
}

function Lesson({ content, videoBaseUrl }: { content: PlayerContent; videoBaseUrl: string }) {
  const hasMedia = content.contentType !== "reading";
  return (
    <div className="space-y-6" data-testid="preview-lesson">
      {hasMedia && <LessonMedia content={content} videoBaseUrl={videoBaseUrl} onPositionSaved={nothing} onReady={nothing} />}
      {content.reading !== null && content.reading.trim() !== "" && (
        <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="preview-reading">
          <HtmlView html={content.reading} />
        </article>
      )}
      {content.description && <p className="text-ink-700">{content.description}</p>}
      <section aria-label={texts.previewTest} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="text-lg font-semibold text-ink-900">{texts.previewTest}</h3>
        {content.assessments.length === 0 ? (
          <p className="mt-2 text-sm text-ink-500">{texts.previewNoTest}</p>
        ) : (
          <ol className="mt-3 list-decimal space-y-4 pl-5" data-testid="preview-questions">
            {content.assessments.map((q) => (
              <li key={q.id}>
                <p className="font-medium text-ink-900">{q.question}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-700">
                  {[q.option1, q.option2, q.option3, q.option4, q.option5, q.option6]
                    .filter((o) => o !== "")
                    .map((o, i) => (
                      <li key={i}>{o}</li>
                    ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
