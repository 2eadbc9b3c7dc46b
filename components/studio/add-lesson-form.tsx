"use client";
// "Add a lesson" under a chapter: its kind, name and the kind's fields (a game needs its rows before it exists;
// a skills test opens its question editor once added).
import { useState, type FormEvent } from "react";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { fieldErrorOf, studioApi } from "@/lib/client/studio-api";
import { STUDIO_KINDS, type StudioChapter, type StudioCourse, type StudioKind } from "@/lib/schemas/studio";
import { errorMessage, inputClass, Notice, primaryButton, secondaryButton } from "@/components/teacher/ui";
import { Field } from "./field";
import { createBodyOf, draftOf, LessonFields, type LessonDraft } from "./lesson-fields";
import { useCourseMutation } from "./use-studio";
import { texts } from "./texts";

type Props = { course: StudioCourse; chapter: StudioChapter; onAdded: (contentId: number, kind: StudioKind) => void };

export function AddLessonForm({ course, chapter, onAdded }: Props) {
  return (
    <Disclosure as="div" className="mt-3">
      {({ close }) => (
        <>
          <DisclosureButton className={`${secondaryButton} data-open:hidden`} aria-label={texts.addLessonTo(chapter.name)}>
            + {texts.addLesson}
          </DisclosureButton>
          <DisclosurePanel className="rounded-lg border border-brand-100 bg-white p-3 sm:p-4">
            <NewLesson course={course} chapter={chapter} onAdded={onAdded} onClose={close} />
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

function NewLesson({ course, chapter, onAdded, onClose }: Props & { onClose: () => void }) {
  const [kind, setKind] = useState<StudioKind>("reading");
  const [draft, setDraft] = useState<LessonDraft>(() => draftOf());
  const add = useCourseMutation(course.id, (k: StudioKind) => studioApi.addContent(chapter.id, createBodyOf(k, draft)));
  const serverError = add.error ? fieldErrorOf(errorMessage(add.error)) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const before = new Set(chapter.contents.map((c) => c.id));
    add.mutate(kind, {
      onSuccess: (r) => {
        const added = r.course.chapters.find((ch) => ch.id === chapter.id)?.contents.find((c) => !before.has(c.id));
        setDraft(draftOf());
        add.reset();
        onClose();
        if (added) onAdded(added.id, kind);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={texts.addLessonTo(chapter.name)}>
      <h4 className="font-semibold text-ink-900">{texts.addLessonTo(chapter.name)}</h4>
      <Field label={texts.kind} className="max-w-xs">
        {(f) => (
          <select {...f} className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as StudioKind)}>
            {STUDIO_KINDS.map((k) => (
              <option key={k} value={k}>
                {texts.kinds[k]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <LessonFields kind={kind} courseId={course.id} draft={draft} onChange={setDraft} error={serverError} />
      {add.isError && !serverError && <Notice tone="bad">{errorMessage(add.error)}</Notice>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={add.isPending}>
          {add.isPending ? texts.adding : texts.add}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
