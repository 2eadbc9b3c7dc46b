"use client";
// A new class: name, grade, board and school year. On success the teacher lands on the class, with its code.
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { classesApi } from "@/lib/client/classes-api";
import { currentSchoolYear } from "./format";
import { useClassMutation, useClassOptions } from "./use-classes";
import { errorMessage, inputClass, Notice, primaryButton } from "./ui";
import { texts } from "./texts";

export function CreateClassForm() {
  const options = useClassOptions();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [gradeId, setGradeId] = useState("");
  const [boardId, setBoardId] = useState("");
  const [schoolYear, setSchoolYear] = useState(currentSchoolYear);
  const [tried, setTried] = useState(false);
  const create = useClassMutation(classesApi.create);
  const ids = { name: useId(), nameHint: useId(), nameError: useId(), grade: useId(), board: useId(), year: useId(), yearHint: useId() };
  const nameMissing = tried && !name.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), gradeId: gradeId ? Number(gradeId) : null, boardId: boardId ? Number(boardId) : null, schoolYear: schoolYear.trim() },
      { onSuccess: (r) => navigate(`/teacher/classes/${r.class.id}`, { state: { created: r.class.code } }) },
    );
  };

  return (
    <section aria-labelledby="create-class-heading" className="mt-10 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="create-class-heading" className="text-xl font-semibold text-ink-900">
        {texts.createTitle}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={ids.name} className="block text-sm font-medium text-ink-900">
            {texts.className}
          </label>
          <input
            id={ids.name}
            className={`${inputClass} mt-1`}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameMissing || undefined}
            aria-describedby={nameMissing ? ids.nameError : ids.nameHint}
            autoComplete="off"
          />
          {nameMissing ? (
            <p id={ids.nameError} className="mt-1 text-sm text-red-700">
              {texts.nameRequired}
            </p>
          ) : (
            <p id={ids.nameHint} className="mt-1 text-xs text-ink-500">
              {texts.classNameHint}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.grade} className="block text-sm font-medium text-ink-900">
            {texts.grade}
          </label>
          <select id={ids.grade} className={`${inputClass} mt-1`} value={gradeId} onChange={(e) => setGradeId(e.target.value)} disabled={!options.data}>
            <option value="">{options.isPending ? texts.loading : texts.noGrade}</option>
            {options.data?.grades.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.board} className="block text-sm font-medium text-ink-900">
            {texts.board}
          </label>
          <select id={ids.board} className={`${inputClass} mt-1`} value={boardId} onChange={(e) => setBoardId(e.target.value)} disabled={!options.data}>
            <option value="">{options.isPending ? texts.loading : texts.noBoard}</option>
            {options.data?.boards.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.year} className="block text-sm font-medium text-ink-900">
            {texts.schoolYear}
          </label>
          <input
            id={ids.year}
            className={`${inputClass} mt-1`}
            value={schoolYear}
            maxLength={20}
            onChange={(e) => setSchoolYear(e.target.value)}
            aria-describedby={ids.yearHint}
          />
          <p id={ids.yearHint} className="mt-1 text-xs text-ink-500">
            {texts.schoolYearHint}
          </p>
        </div>
        {options.isError && (
          <div className="sm:col-span-2">
            <Notice tone="bad">{`${texts.loadFailed} (${texts.grade}, ${texts.board})`}</Notice>
          </div>
        )}
        {create.isError && (
          <div className="sm:col-span-2">
            <Notice tone="bad">{errorMessage(create.error)}</Notice>
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={create.isPending}>
            {create.isPending ? texts.creating : texts.create}
          </button>
        </div>
      </form>
    </section>
  );
}
