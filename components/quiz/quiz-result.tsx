"use client";
// The result of a finished skills test, the questions to review, and the AI recommendations for it.
import { forwardRef } from "react";
import { RecommendationsPanel } from "@/components/ai/recommendations-panel";
import type { FinishResponse } from "@/lib/schemas/quiz";
import { texts } from "./texts";

type Props = { result: FinishResponse; onRetake: () => void };

export const QuizResult = forwardRef<HTMLHeadingElement, Props>(function QuizResult({ result, onRetake }, headingRef) {
  return (
    <div className="space-y-6">
      <div
        className={`rounded-xl border p-5 ${result.passed ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-rose-200 bg-rose-50 text-rose-900"}`}
      >
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none" data-testid="quiz-result">
          {texts.result(result.total, result.score)}
        </h3>
        <p className="mt-1 font-medium">{result.passed ? texts.passed : texts.failed}</p>
        <p className="mt-1 text-sm" data-testid="quiz-attempt">
          {result.firstAttempt ? texts.firstAttempt : texts.retryNote(result.attemptNumber, result.firstAttemptScore, result.total)}
        </p>
        <button
          type="button"
          onClick={onRetake}
          className="mt-4 rounded-lg border border-current/30 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-slate-50"
        >
          {texts.takeAgain}
        </button>
      </div>

      <section aria-labelledby="quiz-review-title">
        <h4 id="quiz-review-title" className="text-base font-semibold text-ink-900">
          {texts.reviewTitle}
        </h4>
        {result.missed.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">{texts.allCorrect}</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {result.missed.map((m) => (
              <li key={m.assessmentId} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
                <p className="font-medium text-ink-900">{m.question}</p>
                <p className="mt-1 text-ink-700">
                  <span className="text-ink-500">{texts.reviewChosen}</span> {m.chosen ?? texts.reviewUnanswered}
                </p>
                <p className="text-ink-700">
                  {m.correct !== null ? (
                    <>
                      <span className="text-ink-500">{texts.reviewCorrect}</span> <span className="font-medium text-emerald-800">{m.correct}</span>
                    </>
                  ) : (
                    texts.reviewNoAnswer
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <RecommendationsPanel attemptId={result.attemptId} />
    </div>
  );
});
