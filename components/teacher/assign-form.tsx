"use client";
// The form that assigns a course, a lecture's skills test or a lab, with an optional due date.
import { useId, useState, type FormEvent } from "react";
import { RadioGroup, Radio, Label, Field } from "@headlessui/react";
import { classesApi } from "@/lib/client/classes-api";
import { summariseLabs } from "@/lib/client/labs-admin/lab-form";
import { useLabRows } from "@/lib/client/labs-admin/use-labs";
import type { CreateAssignmentInput } from "@/lib/schemas/classes";
import { LAB_LANGUAGES } from "@/lib/labs/languages";
import { endOfDay } from "./format";
import { useAssignableCourses, useTestLectures } from "./use-assignables";
import { errorMessage, inputClass, Notice, primaryButton } from "./ui";
import { useClassMutation } from "./use-classes";
import { texts } from "./texts";

type Kind = "course" | "test" | "lab";
const KINDS: Kind[] = ["course", "test", "lab"];

export function AssignForm({ classId }: { classId: number }) {
  const [kind, setKind] = useState<Kind>("course");
  const [courseId, setCourseId] = useState("");
  const [contentId, setContentId] = useState("");
  const [labId, setLabId] = useState("");
  const [due, setDue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const courses = useAssignableCourses();
  const lectures = useTestLectures(kind === "test" && courseId ? Number(courseId) : null);
  const labRows = useLabRows();
  const labs = summariseLabs([...(labRows.web.data ?? []), ...(labRows.java.data ?? [])]);
  const assign = useClassMutation((body: CreateAssignmentInput) => classesApi.assign(classId, body));
  const ids = { course: useId(), lecture: useId(), lab: useId(), due: useId(), dueHint: useId() };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const dueAt = due ? endOfDay(due) : null;
    let body: CreateAssignmentInput;
    if (kind === "course") {
      if (!courseId) return setProblem(texts.chooseFirst.course);
      body = { kind, courseId: Number(courseId), dueAt };
    } else if (kind === "test") {
      if (!contentId) return setProblem(courseId ? texts.chooseFirst.lecture : texts.chooseFirst.course);
      body = { kind, contentId: Number(contentId), dueAt };
    } else {
      if (!labId) return setProblem(texts.chooseFirst.lab);
      body = { kind, labId: Number(labId), dueAt };
    }
    setProblem(null);
    assign.mutate(body, {
      onSuccess: (r) => setDone(r.assignment.kind === "course" ? `${r.message} ${texts.enrolledCount(r.enrolled)}` : r.message),
    });
  };

  const labsPending = labRows.web.isPending || labRows.java.isPending;
  return (
    <section aria-labelledby="assign-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="assign-heading" className="text-xl font-semibold text-ink-900">
        {texts.assignTitle}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <RadioGroup
          value={kind}
          onChange={(k: Kind) => {
            setKind(k);
            setProblem(null);
            setDone(null);
          }}
          aria-label={texts.assignKind}
          className="flex flex-wrap gap-2"
        >
          {KINDS.map((k) => (
            <Field key={k}>
              <Radio
                value={k}
                className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink-700 data-checked:border-brand-600 data-checked:bg-brand-50 data-checked:text-brand-900"
              >
                <Label className="cursor-pointer">{texts.kinds[k]}</Label>
              </Radio>
            </Field>
          ))}
        </RadioGroup>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {(kind === "course" || kind === "test") && (
            <div>
              <label htmlFor={ids.course} className="block text-sm font-medium text-ink-900">
                {texts.chooseCourse}
              </label>
              <select
                id={ids.course}
                className={`${inputClass} mt-1`}
                value={courseId}
                onChange={(e) => {
                  setCourseId(e.target.value);
                  setContentId("");
                }}
              >
                <option value="">{courses.isPending ? texts.loadingCourses : texts.pick}</option>
                {courses.courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {kind === "test" && courseId && (
            <div>
              <label htmlFor={ids.lecture} className="block text-sm font-medium text-ink-900">
                {texts.chooseLecture}
              </label>
              <select
                id={ids.lecture}
                className={`${inputClass} mt-1`}
                value={contentId}
                onChange={(e) => setContentId(e.target.value)}
                disabled={!lectures.data}
              >
                <option value="">{lectures.isPending ? texts.loadingLectures : texts.pick}</option>
                {lectures.data?.map((l) => (
                  <option key={l.contentId} value={l.contentId}>
                    {`${l.chapter} — ${l.name} (${l.questions})`}
                  </option>
                ))}
              </select>
              {lectures.data?.length === 0 && <p className="mt-1 text-sm text-ink-700">{texts.noTestsInCourse}</p>}
            </div>
          )}
          {kind === "lab" && (
            <div>
              <label htmlFor={ids.lab} className="block text-sm font-medium text-ink-900">
                {texts.chooseLab}
              </label>
              <select id={ids.lab} className={`${inputClass} mt-1`} value={labId} onChange={(e) => setLabId(e.target.value)}>
                <option value="">{labsPending ? texts.loadingLabs : texts.pick}</option>
                {LAB_LANGUAGES.map((lang) => {
                  const group = labs.filter((l) => l.language === lang);
                  return group.length === 0 ? null : (
                    <optgroup key={lang} label={texts.labGroups[lang]}>
                      {group.map((l) => (
                        <option key={l.labId} value={l.labId}>
                          {`${l.title} (#${l.labId})`}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={ids.due} className="block text-sm font-medium text-ink-900">
              {texts.dueDate}
            </label>
            <input
              id={ids.due}
              type="date"
              className={`${inputClass} mt-1`}
              value={due}
              onChange={(e) => setDue(e.target.value)}
              aria-describedby={ids.dueHint}
            />
            <p id={ids.dueHint} className="mt-1 text-xs text-ink-500">
              {texts.dueHint}
            </p>
          </div>
        </div>
        {(courses.error || lectures.error || labRows.web.error || labRows.java.error) && <Notice tone="bad">{`${texts.loadFailed}`}</Notice>}
        {problem && <Notice tone="bad">{problem}</Notice>}
        {assign.isError && <Notice tone="bad">{errorMessage(assign.error)}</Notice>}
        {done && <Notice tone="good">{done}</Notice>}
        <button type="submit" className={primaryButton} disabled={assign.isPending}>
          {assign.isPending ? texts.assigning : texts.assign}
        </button>
      </form>
    </section>
  );
}
