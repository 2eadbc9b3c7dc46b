"use client";
// /studio/courses/:id: one course in the studio — its status with Preview and Publish / Unpublish, its form, and
// its chapters and lessons.
import { Link, useParams } from "react-router";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { studioApi } from "@/lib/client/studio-api";
import type { StudioCourse } from "@/lib/schemas/studio";
import { Badge, EmptyState, errorMessage, linkClass, Notice, primaryButton, secondaryButton } from "@/components/teacher/ui";
import { ChaptersSection } from "./chapters-section";
import { CourseForm } from "./course-form";
import { Announcer } from "./reorder";
import { StudioGate } from "./studio-gate";
import { isNotFound, useCourseMutation, useStudioCourse } from "./use-studio";
import { texts } from "./texts";

export function CourseEditorPage() {
  return (
    <StudioGate>
      <CourseEditorRoute />
    </StudioGate>
  );
}

/** The route's id, or null when it is not one. */
export function courseIdOf(raw: string | undefined): number | null {
  return /^\d{1,10}$/.test(raw ?? "") && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function CourseEditorRoute() {
  const id = courseIdOf(useParams().id);
  if (id === null) return <NotFound />;
  return <CourseEditor key={id} id={id} />;
}

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState>
        <p>{texts.courseNotFound}</p>
        <Link to="/studio" className={`${linkClass} mt-3 inline-block`}>
          {texts.backToCourses}
        </Link>
      </EmptyState>
    </div>
  );
}

function CourseEditor({ id }: { id: number }) {
  const course = useStudioCourse(id);
  if (course.isPending) return <LoadingText>{texts.loadingCourse}</LoadingText>;
  if (course.isError) {
    if (isNotFound(course.error)) return <NotFound />;
    return (
      <div className="px-4 py-10">
        <LoadError error={course.error} onRetry={() => void course.refetch()} />
      </div>
    );
  }
  return (
    <Announcer>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
        <Header course={course.data} />
        <CourseForm key={course.data.id} course={course.data} />
        <ChaptersSection course={course.data} />
      </div>
    </Announcer>
  );
}

function Header({ course }: { course: StudioCourse }) {
  const publish = useCourseMutation(course.id, (published: boolean) => studioApi.publish(course.id, published));
  return (
    <header className="space-y-3">
      <Link to="/studio" className={linkClass}>
        {texts.backToCourses}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-ink-900 sm:text-3xl">{course.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-700">
            <Badge tone={course.published ? "good" : "warn"}>{course.published ? texts.published : texts.draft}</Badge>
            <span>{course.published ? texts.statusPublished : texts.statusDraft}</span>
          </p>
          <p className="mt-1 text-sm text-ink-500">
            {texts.lessons(course.lessons)} · {texts.enrolledCount(course.enrolled)}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/studio/courses/${course.id}/preview`} className={secondaryButton}>
            {texts.preview}
          </Link>
          <button
            type="button"
            className={course.published ? secondaryButton : primaryButton}
            disabled={publish.isPending}
            onClick={() => publish.mutate(!course.published)}
          >
            {publish.isPending ? (course.published ? texts.unpublishing : texts.publishing) : course.published ? texts.unpublish : texts.publish}
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {publish.isSuccess && <Notice tone="good">{publish.data.course.published ? texts.publishedNotice : texts.unpublishedNotice}</Notice>}
      </div>
      {publish.isError && <Notice tone="bad">{errorMessage(publish.error)}</Notice>}
    </header>
  );
}
