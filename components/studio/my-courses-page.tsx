"use client";
// /studio: the author's courses (an admin's: their school's), drafts and published, and a new course.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { Badge, EmptyState, errorMessage, inputClass, primaryButton, secondaryButton } from "@/components/teacher/ui";
import { useSession } from "@/lib/client/session/session-context";
import { fieldErrorOf, studioApi, studioKeys } from "@/lib/client/studio-api";
import type { StudioCourseSummary } from "@/lib/schemas/studio";
import { errorFor, Field } from "./field";
import { StudioGate } from "./studio-gate";
import { useStudioCourses } from "./use-studio";
import { texts } from "./texts";

export function StudioPage() {
  return (
    <StudioGate>
      <MyCourses />
    </StudioGate>
  );
}

function MyCourses() {
  const courses = useStudioCourses();
  const admin = useSession().state.role === "admin";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-ink-900">{texts.title}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{texts.intro}</p>
      <section aria-labelledby="studio-courses-heading" className="mt-8">
        <h2 id="studio-courses-heading" className="text-xl font-semibold text-ink-900">
          {texts.myCourses}
        </h2>
        <div className="mt-4">
          {courses.isPending ? (
            <LoadingText>{texts.loadingCourses}</LoadingText>
          ) : courses.isError ? (
            <LoadError error={courses.error} onRetry={() => void courses.refetch()} />
          ) : courses.data.length === 0 ? (
            <EmptyState>{texts.noCourses}</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="studio-courses">
              {courses.data.map((c) => (
                <CourseCard key={c.id} course={c} showOwner={admin} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <NewCourseForm />
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function CourseCard({ course, showOwner }: { course: StudioCourseSummary; showOwner: boolean }) {
  const meta = [course.grade?.name, course.board?.name, course.subject].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="studio-course">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words text-ink-900">{course.name}</h3>
        <Badge tone={course.published ? "good" : "warn"}>{course.published ? texts.published : texts.draft}</Badge>
      </div>
      {meta && <p className="mt-1 text-sm text-ink-700">{meta}</p>}
      <p className="mt-1 text-sm text-ink-500">
        {texts.lessons(course.lessons)} · {texts.updated(dateFormat.format(new Date(course.updatedAt)))}
      </p>
      {showOwner && <p className="text-sm text-ink-500">{texts.ownerLabel(course.owner.username)}</p>}
      {course.school && <p className="text-sm text-ink-500">{course.school.name}</p>}
      <div className="mt-auto pt-4">
        <Link to={`/studio/courses/${course.id}`} className={secondaryButton} aria-label={texts.editCourse(course.name)}>
          {texts.edit}
        </Link>
      </div>
    </li>
  );
}

function NewCourseForm() {
  const [name, setName] = useState("");
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: studioApi.create,
    onSuccess: (r) => {
      client.setQueryData(studioKeys.course(r.course.id), r.course);
      void client.invalidateQueries({ queryKey: ["studio", "courses"] });
      navigate(`/studio/courses/${r.course.id}`);
    },
  });
  const [tried, setTried] = useState(false);
  const serverError = create.error ? fieldErrorOf(errorMessage(create.error)) : null;
  const nameError = tried && !name.trim() ? texts.required : errorFor(serverError, "name");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    create.mutate({ name: name.trim() });
  };
  return (
    <section aria-labelledby="new-course-heading" className="mt-10 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="new-course-heading" className="text-xl font-semibold text-ink-900">
        {texts.newCourse}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <Field label={texts.newCourseName} hint={texts.newCourseHint} error={nameError} className="flex-1">
          {(field) => <input {...field} className={inputClass} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoComplete="off" />}
        </Field>
        <button type="submit" className={`${primaryButton} sm:mt-6`} disabled={create.isPending}>
          {create.isPending ? texts.creating : texts.create}
        </button>
      </form>
      {create.isError && !serverError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(create.error)}
        </p>
      )}
    </section>
  );
}
