"use client";
// A course's form: name, grade, board, subject, language, Markdown description, cover upload, duration, price (and
// the school, for an admin who may choose). A refused field shows the server's message beside it; what was typed
// stays in the form.
import { useState, type FormEvent } from "react";
import { useSession } from "@/lib/client/session/session-context";
import { fieldErrorOf, studioApi } from "@/lib/client/studio-api";
import type { CourseFormBody, StudioCourse } from "@/lib/schemas/studio";
import { UploadField } from "./upload/upload-field";
import { errorFor, Field } from "./field";
import { MarkdownField } from "./markdown-field";
import { errorMessage, inputClass, Notice, smallButton } from "@/components/teacher/ui";
import { useCourseMutation, useStudioOptions } from "./use-studio";
import { SaveBar } from "./save-bar";
import { texts } from "./texts";

type Form = {
  name: string;
  gradeId: string;
  boardId: string;
  subject: string;
  language: string;
  description: string;
  duration: string;
  price: string;
  organizationId: string;
};

const formOf = (c: StudioCourse): Form => ({
  name: c.name,
  gradeId: c.grade ? String(c.grade.id) : "",
  boardId: c.board ? String(c.board.id) : "",
  subject: c.subject,
  language: c.language,
  description: c.description,
  duration: c.duration,
  price: c.price,
  organizationId: c.school ? String(c.school.id) : "",
});

const idOrNull = (v: string) => (v ? Number(v) : null);

export function CourseForm({ course }: { course: StudioCourse }) {
  const options = useStudioOptions();
  const { state } = useSession();
  const [form, setForm] = useState<Form>(() => formOf(course));
  // undefined: keep the cover; a key: the new upload; null: remove it.
  const [cover, setCover] = useState<{ key: string; url: string } | null | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const save = useCourseMutation(course.id, (body: CourseFormBody) => studioApi.save(course.id, body));
  const set = (k: keyof Form) => (v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setDirty(true);
    if (save.isSuccess) save.reset();
  };
  const chooseSchool = state.role === "admin" && options.data?.defaultSchoolId === null && (options.data?.schools.length ?? 0) > 0;
  const serverError = save.error ? fieldErrorOf(errorMessage(save.error)) : null;
  const err = (f: string) => errorFor(serverError, f);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CourseFormBody = {
      name: form.name,
      gradeId: idOrNull(form.gradeId),
      boardId: idOrNull(form.boardId),
      subject: form.subject,
      language: form.language,
      description: form.description,
      duration: form.duration,
      price: form.price,
      ...(cover !== undefined ? { cover: cover?.key ?? null } : {}),
      ...(chooseSchool ? { organizationId: idOrNull(form.organizationId) } : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        setDirty(false);
        setCover(undefined);
      },
    });
  };

  const shownCover = cover === undefined ? course.img : (cover?.url ?? null);
  return (
    <section aria-labelledby="course-form-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="course-form-heading" className="text-xl font-semibold text-ink-900">
        {texts.courseDetails}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={texts.name} error={err("name")} className="sm:col-span-2">
          {(f) => <input {...f} className={inputClass} value={form.name} maxLength={120} onChange={(e) => set("name")(e.target.value)} />}
        </Field>
        <Field label={texts.grade} error={err("gradeId")}>
          {(f) => (
            <select {...f} className={inputClass} value={form.gradeId} onChange={(e) => set("gradeId")(e.target.value)}>
              <option value="">{texts.noGrade}</option>
              {options.data?.grades.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.board} error={err("boardId")}>
          {(f) => (
            <select {...f} className={inputClass} value={form.boardId} onChange={(e) => set("boardId")(e.target.value)}>
              <option value="">{texts.noBoard}</option>
              {options.data?.boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.subject} hint={texts.subjectHint} error={err("subject")}>
          {(f) => <input {...f} className={inputClass} value={form.subject} maxLength={80} onChange={(e) => set("subject")(e.target.value)} />}
        </Field>
        <Field label={texts.language} error={err("language")}>
          {(f) => <input {...f} className={inputClass} value={form.language} maxLength={40} onChange={(e) => set("language")(e.target.value)} />}
        </Field>
        <Field label={texts.duration} hint={texts.durationHint} error={err("duration")}>
          {(f) => <input {...f} className={inputClass} value={form.duration} maxLength={40} onChange={(e) => set("duration")(e.target.value)} />}
        </Field>
        <Field label={texts.price} hint={texts.priceHint} error={err("price")}>
          {(f) => <input {...f} className={inputClass} inputMode="decimal" value={form.price} onChange={(e) => set("price")(e.target.value)} />}
        </Field>
        {chooseSchool && (
          <Field label={texts.school} error={err("organizationId")} className="sm:col-span-2">
            {(f) => (
              <select {...f} className={inputClass} value={form.organizationId} onChange={(e) => set("organizationId")(e.target.value)}>
                <option value="">{texts.noSchool}</option>
                {options.data?.schools.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div className="sm:col-span-2">
          <MarkdownField
            label={texts.description}
            hint={texts.descriptionHint}
            value={form.description}
            onChange={set("description")}
            error={err("description")}
            rows={6}
          />
        </div>
        <div className="space-y-2 sm:col-span-2">
          <p className="text-sm font-medium text-ink-900">{texts.cover}</p>
          <div className="flex flex-wrap items-start gap-4">
            {shownCover ? (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded cover served by /media, not a build asset
              <img src={shownCover} alt={texts.currentCover} className="aspect-video w-48 rounded-lg border border-slate-200 object-cover" />
            ) : (
              <p className="text-sm text-ink-500">{cover === null ? texts.coverRemoved : texts.noCover}</p>
            )}
            {shownCover && (
              <button
                type="button"
                className={smallButton}
                onClick={() => {
                  setCover(null);
                  setDirty(true);
                }}
              >
                {texts.removeCover}
              </button>
            )}
          </div>
          {cover && <p className="text-sm text-green-800">{texts.newCoverReady}</p>}
          <UploadField
            kind="cover"
            courseId={course.id}
            onUploaded={(key, info) => {
              setCover({ key, url: info.url });
              setDirty(true);
            }}
          />
          {err("cover") && (
            <p role="alert" className="text-sm text-red-700">
              {err("cover")}
            </p>
          )}
        </div>
        {save.isError && !serverError && (
          <div className="sm:col-span-2">
            <Notice tone="bad">{errorMessage(save.error)}</Notice>
          </div>
        )}
        <SaveBar pending={save.isPending} saved={save.isSuccess} dirty={dirty} className="sm:col-span-2" />
      </form>
    </section>
  );
}
