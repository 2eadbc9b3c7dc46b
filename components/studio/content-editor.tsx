"use client";
// A lesson's editor, opened in place under its row: its fields (lesson-fields.tsx) saved together, and its skills
// test — the whole editor for a skills test, a section below the lesson for every other kind.
import { useState, type FormEvent } from "react";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { fieldErrorOf, studioApi } from "@/lib/client/studio-api";
import type { StudioContent, StudioCourse, UpdateContentBody } from "@/lib/schemas/studio";
import { errorMessage, Notice } from "@/components/teacher/ui";
import { draftOf, LessonFields, updateBodyOf, type LessonDraft } from "./lesson-fields";
import { TestEditor } from "./test-editor";
import { useCourseMutation } from "./use-studio";
import { SaveBar } from "./save-bar";
import { texts } from "./texts";

export function ContentEditor({ course, content, startOnTest }: { course: StudioCourse; content: StudioContent; startOnTest: boolean }) {
  // A just-added skills test is a reading without text until it has questions: it opens as a test.
  const isTest = content.kind === "test" || (startOnTest && content.kind === "reading" && !content.body);
  return (
    <div className="space-y-6">
      <LessonForm course={course} content={content} kind={isTest ? "test" : content.kind} />
      {isTest ? (
        <TestEditor contentId={content.id} />
      ) : (
        <Disclosure as="div" className="rounded-lg border border-slate-200">
          <DisclosureButton className="flex w-full items-center justify-between px-3 py-2 text-left text-sm font-semibold text-ink-900">
            <span>
              {texts.test} ({texts.questionsCount(content.questions)})
            </span>
            <span aria-hidden="true">▾</span>
          </DisclosureButton>
          <DisclosurePanel className="border-t border-slate-200 p-3">
            <TestEditor contentId={content.id} />
          </DisclosurePanel>
        </Disclosure>
      )}
    </div>
  );
}

function LessonForm({ course, content, kind }: { course: StudioCourse; content: StudioContent; kind: StudioContent["kind"] }) {
  const [draft, setDraft] = useState<LessonDraft>(() => draftOf(content));
  const [dirty, setDirty] = useState(false);
  const save = useCourseMutation(course.id, (body: UpdateContentBody) => studioApi.updateContent(content.id, body));
  const serverError = save.error ? fieldErrorOf(errorMessage(save.error)) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(updateBodyOf(kind, draft), {
      onSuccess: (r) => {
        const saved = r.course.chapters.flatMap((ch) => ch.contents).find((c) => c.id === content.id);
        if (saved) setDraft(draftOf(saved));
        setDirty(false);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={texts.editLesson(content.name)}>
      <LessonFields
        kind={kind}
        courseId={course.id}
        draft={draft}
        onChange={(d) => {
          setDraft(d);
          setDirty(true);
          if (save.isSuccess) save.reset();
        }}
        error={serverError}
      />
      {save.isError && !serverError && <Notice tone="bad">{errorMessage(save.error)}</Notice>}
      <SaveBar pending={save.isPending} saved={save.isSuccess} dirty={dirty} />
    </form>
  );
}
