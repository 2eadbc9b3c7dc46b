"use client";
// One question with its four options. After a choice: the selected option and its score (0 or 1); a wrong
// current choice asks the AI tutor for an explanation.
import { forwardRef } from "react";
import { ExplanationBox } from "@/components/ai/explanation-box";
import { radioFocusKeys } from "@/components/ui/radio-keys";
import type { PlayerAssessment } from "@/lib/schemas/player";
import type { QuestionState } from "./quiz-state";
import { texts } from "./texts";

type Props = {
  assessment: PlayerAssessment;
  number: number;
  total: number;
  state: QuestionState;
  onChoose: (choice: number) => void;
};

export function optionsOf(a: PlayerAssessment): string[] {
  return [a.option1, a.option2, a.option3, a.option4];
}

export const QuestionCard = forwardRef<HTMLHeadingElement, Props>(function QuestionCard({ assessment, number, total, state, onChoose }, headingRef) {
  const options = optionsOf(assessment);
  const selectedText = state.selected ? options[state.selected - 1]! : null;
  const name = `question-${assessment.id}`;
  const changedFromFirst = state.firstChoice !== null && state.selected !== state.firstChoice;

  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wide text-brand-700 outline-none">
        {texts.questionOf(number, total)}
      </h3>
      {/* Arrows move the focus only; Space or Enter chooses (the first choice is the one that counts). */}
      <fieldset className="mt-2" aria-describedby={state.score !== null ? `${name}-feedback` : undefined} onKeyDown={radioFocusKeys}>
        <legend className="text-lg font-semibold text-ink-900">{assessment.question}</legend>
        <div className="mt-4 grid gap-2">
          {options.map((text, i) => {
            const choice = i + 1;
            const checked = state.selected === choice;
            return (
              <label
                key={choice}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-ink-900 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                  checked ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-500/60"
                } ${state.pending ? "cursor-wait opacity-80" : ""}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  checked={checked}
                  // Not `disabled` while the answer is graded: a disabled radio drops the keyboard focus to the page.
                  aria-disabled={state.pending || undefined}
                  onChange={() => {
                    if (!state.pending) onChoose(choice);
                  }}
                  className="mt-1 h-4 w-4 accent-brand-600"
                />
                <span>{text}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div id={`${name}-feedback`} role="status" aria-live="polite" className="mt-4 min-h-6 text-sm">
        {state.pending && <p className="text-ink-500">{texts.checking}</p>}
        {!state.pending && selectedText !== null && state.score !== null && (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
            <p>
              <span className="text-ink-500">{texts.yourAnswer}</span> <span className="font-medium text-ink-900">{selectedText}</span>
            </p>
            <p>
              <span className="text-ink-500">{texts.score}</span>{" "}
              <span
                data-testid="question-score"
                className={`rounded-full px-2 py-0.5 font-semibold ${state.score === 1 ? "bg-emerald-100 text-emerald-800" : "bg-rose-100 text-rose-800"}`}
              >
                {state.score}
              </span>
            </p>
          </div>
        )}
        {!state.pending && changedFromFirst && <p className="mt-2 text-ink-500">{texts.firstCounts}</p>}
      </div>

      {!state.pending && state.score === 0 && selectedText !== null && (
        <ExplanationBox
          key={`${assessment.id}-${state.selected}`}
          question={assessment.question}
          options={options.map((text, i) => ({ [String(i)]: text }))}
          selectedOption={selectedText}
        />
      )}
    </div>
  );
});
