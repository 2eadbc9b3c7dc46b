"use client";
// A lesson's skills test: questions with 2 to 6 options (one right, chosen by its radio), an optional explanation,
// the pass mark and per-learner shuffling, saved together; and question import from a file. Saving never changes a
// past attempt (the server keeps the version each was taken on): the editor says how many there are.
import { useId, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldErrorOf, studioApi, studioKeys } from "@/lib/client/studio-api";
import { MAX_OPTIONS, MIN_OPTIONS } from "@/lib/schemas/quiz";
import type { SaveTestBody, StudioTest } from "@/lib/schemas/studio";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { errorMessage, inputClass, Notice, smallButton } from "@/components/teacher/ui";
import { errorFor, Field } from "./field";
import { ImportQuestions } from "./import-questions";
import { SaveBar } from "./save-bar";
import { texts } from "./texts";

type QuestionDraft = { key: string; id?: number; question: string; options: string[]; correct: number; explanation: string };
type TestDraft = { questions: QuestionDraft[]; passPercent: string; shuffleOptions: boolean };

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

const draftOf = (t: StudioTest): TestDraft => ({
  questions: t.questions.map((q) => ({
    key: newKey(),
    id: q.id,
    question: q.question,
    options: [...q.options],
    correct: q.correct,
    explanation: q.explanation ?? "",
  })),
  passPercent: String(t.passPercent),
  shuffleOptions: t.shuffleOptions,
});

const bodyOf = (d: TestDraft): SaveTestBody => ({
  questions: d.questions.map((q) => ({
    ...(q.id !== undefined ? { id: q.id } : {}),
    question: q.question,
    options: q.options,
    correct: q.correct,
    explanation: q.explanation.trim() || null,
  })),
  passPercent: Number(d.passPercent),
  shuffleOptions: d.shuffleOptions,
});

export function TestEditor({ contentId }: { contentId: number }) {
  const test = useQuery({ queryKey: studioKeys.test(contentId), queryFn: ({ signal }) => studioApi.test(contentId, signal), staleTime: 0 });
  // An import replaces the form with the test as the server now has it.
  const [generation, setGeneration] = useState(0);
  const [dirty, setDirty] = useState(false);
  const client = useQueryClient();
  const headingId = useId();
  if (test.isPending) return <LoadingText>{texts.loadingTest}</LoadingText>;
  if (test.isError) return <LoadError error={test.error} onRetry={() => void test.refetch()} />;
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="test-editor">
      <div>
        <h4 id={headingId} className="text-base font-semibold text-ink-900">
          {texts.test}
        </h4>
        <p className="text-sm text-ink-500">{texts.testHint}</p>
        {test.data.attempts > 0 && <p className="mt-1 text-sm text-ink-700">{texts.attemptsKept(test.data.attempts)}</p>}
      </div>
      <TestForm key={generation} contentId={contentId} test={test.data} dirty={dirty} onDirty={setDirty} />
      <ImportQuestions
        contentId={contentId}
        blocked={dirty}
        onImported={(t) => {
          client.setQueryData(studioKeys.test(contentId), t);
          void client.invalidateQueries({ queryKey: ["studio", "course"] });
          void client.invalidateQueries({ queryKey: ["studio", "preview"] });
          setGeneration((g) => g + 1);
        }}
      />
    </section>
  );
}

type FormProps = { contentId: number; test: StudioTest; dirty: boolean; onDirty: (dirty: boolean) => void };

function TestForm({ contentId, test, dirty, onDirty: setDirty }: FormProps) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TestDraft>(() => draftOf(test));
  const save = useMutation({
    mutationFn: (body: SaveTestBody) => studioApi.saveTest(contentId, body),
    onSuccess: (r) => {
      client.setQueryData(studioKeys.test(contentId), r.test);
      // The course's question counts (and a new test's kind) changed.
      void client.invalidateQueries({ queryKey: ["studio", "course"] });
      void client.invalidateQueries({ queryKey: ["studio", "preview"] });
      setDraft(draftOf(r.test));
      setDirty(false);
    },
  });
  const serverError = save.error ? fieldErrorOf(errorMessage(save.error)) : null;
  const change = (f: (d: TestDraft) => TestDraft) => {
    setDraft(f);
    setDirty(true);
    if (save.isSuccess) save.reset();
  };
  const setQuestion = (i: number, patch: Partial<QuestionDraft>) =>
    change((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(bodyOf(draft));
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4">
        {draft.questions.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-ink-500">{texts.noQuestions}</p>
        ) : (
          <ol className="space-y-3">
            {draft.questions.map((q, i) => (
              <QuestionFields
                key={q.key}
                index={i}
                question={q}
                error={serverError}
                onChange={(patch) => setQuestion(i, patch)}
                onRemove={() => change((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }))}
              />
            ))}
          </ol>
        )}
        {errorFor(serverError, "questions") && (
          <p role="alert" className="text-sm text-red-700">
            {errorFor(serverError, "questions")}
          </p>
        )}
        <button
          type="button"
          className={smallButton}
          disabled={draft.questions.length >= 200}
          onClick={() =>
            change((d) => ({ ...d, questions: [...d.questions, { key: newKey(), question: "", options: ["", ""], correct: 1, explanation: "" }] }))
          }
        >
          + {texts.addQuestion}
        </button>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={texts.passPercent} hint={texts.passPercentHint} error={errorFor(serverError, "passPercent")}>
            {(f) => (
              <input
                {...f}
                type="number"
                min={1}
                max={100}
                className={`${inputClass} max-w-32`}
                value={draft.passPercent}
                onChange={(e) => {
                  const passPercent = e.target.value;
                  change((d) => ({ ...d, passPercent }));
                }}
              />
            )}
          </Field>
          <div>
            <label className="flex items-start gap-2 text-sm font-medium text-ink-900">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-brand-600"
                checked={draft.shuffleOptions}
                onChange={(e) => {
                  const shuffleOptions = e.target.checked;
                  change((d) => ({ ...d, shuffleOptions }));
                }}
              />
              {texts.shuffle}
            </label>
            <p className="mt-1 text-xs text-ink-500">{texts.shuffleHint}</p>
          </div>
        </div>
        {save.isError && !serverError && <Notice tone="bad">{errorMessage(save.error)}</Notice>}
        <SaveBar
          pending={save.isPending}
          saved={save.isSuccess}
          dirty={dirty}
          label={texts.saveTest}
          savedText={save.isSuccess ? texts.testSaved(save.data.test.questions.length) : undefined}
        />
      </form>
    </>
  );
}

type QuestionProps = {
  index: number;
  question: QuestionDraft;
  error: { field: string; message: string } | null;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
};

function QuestionFields({ index, question: q, error, onChange, onRemove }: QuestionProps) {
  const at = `questions.${index}`;
  const group = useId();
  const optionsError = errorFor(error, `${at}.options`) ?? errorFor(error, `${at}.correct`);
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="test-question">
      <fieldset className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <legend className="text-sm font-semibold text-ink-900">{texts.question(index + 1)}</legend>
          <button type="button" className={`${smallButton} text-red-800`} onClick={onRemove} aria-label={texts.removeQuestion(index + 1)}>
            {texts.delete}
          </button>
        </div>
        <Field label={texts.questionText} error={errorFor(error, `${at}.question`)}>
          {(f) => (
            <textarea {...f} rows={2} className={inputClass} value={q.question} maxLength={1000} onChange={(e) => onChange({ question: e.target.value })} />
          )}
        </Field>
        <div>
          <p className="text-sm font-medium text-ink-900" aria-hidden="true">
            {texts.rightAnswer}
          </p>
          <ol className="mt-1 space-y-2">
            {q.options.map((o, i) => (
              <li key={i} className="flex items-start gap-2">
                <input
                  type="radio"
                  name={group}
                  className="mt-3 h-4 w-4 shrink-0 accent-brand-600"
                  checked={q.correct === i + 1}
                  onChange={() => onChange({ correct: i + 1 })}
                  aria-label={texts.correctOption(i + 1)}
                />
                <Field label={texts.option(i + 1)} hideLabel error={errorFor(error, `${at}.options.${i}`)} className="flex-1">
                  {(f) => (
                    <input
                      {...f}
                      className={inputClass}
                      placeholder={texts.option(i + 1)}
                      value={o}
                      maxLength={300}
                      onChange={(e) => onChange({ options: q.options.map((x, j) => (j === i ? e.target.value : x)) })}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className={`${smallButton} mt-1.5`}
                  disabled={q.options.length <= MIN_OPTIONS}
                  aria-label={texts.removeOption(i + 1)}
                  onClick={() =>
                    onChange({
                      options: q.options.filter((_, j) => j !== i),
                      // The right answer stays the same option (or the first, when it was the one removed).
                      correct: q.correct === i + 1 ? 1 : q.correct > i + 1 ? q.correct - 1 : q.correct,
                    })
                  }
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
          {optionsError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {optionsError}
            </p>
          )}
          <button
            type="button"
            className={`${smallButton} mt-2`}
            disabled={q.options.length >= MAX_OPTIONS}
            onClick={() => onChange({ options: [...q.options, ""] })}
          >
            + {texts.addOption}
          </button>
        </div>
        <Field label={texts.explanation} hint={texts.explanationHint} error={errorFor(error, `${at}.explanation`)}>
          {(f) => (
            <textarea
              {...f}
              rows={2}
              className={inputClass}
              value={q.explanation}
              maxLength={2000}
              onChange={(e) => onChange({ explanation: e.target.value })}
            />
          )}
        </Field>
      </fieldset>
    </li>
  );
}
