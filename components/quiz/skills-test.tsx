"use client";
// The skills test of one lesson: a stored attempt, one question at a time, graded by the server.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ApiError, GENERIC_ERROR } from "@/lib/client/api";
import { answerQuizQuestion, finishQuizAttempt, startQuizAttempt } from "@/lib/client/player-api";
import type { PlayerAssessment } from "@/lib/schemas/player";
import type { FinishResponse, StartAttemptResponse } from "@/lib/schemas/quiz";
import { initialQuizState, isAnswered, questionState, quizReducer } from "./quiz-state";
import { QuestionCard } from "./question-card";
import { QuizResult } from "./quiz-result";
import { texts } from "./texts";

type Props = { contentId: number; assessments: PlayerAssessment[] };

type Phase =
  | { kind: "starting" }
  | { kind: "start-failed"; message: string }
  | { kind: "answering"; attemptId: number; total: number }
  | { kind: "finishing"; attemptId: number; total: number }
  | { kind: "result"; result: FinishResponse };

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : GENERIC_ERROR);

export function SkillsTest({ contentId, assessments }: Props) {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [phase, setPhase] = useState<Phase>({ kind: "starting" });
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState(0);
  const startRequest = useRef<{ key: string; promise: Promise<StartAttemptResponse> } | null>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (assessments.length === 0) return;
    // One attempt per (lesson, run): Strict Mode's second effect pass reuses the request already made.
    const key = `${contentId}:${run}`;
    if (startRequest.current?.key !== key) startRequest.current = { key, promise: startQuizAttempt(contentId) };
    let live = true;
    dispatch({ type: "reset" });
    // A new lesson or a retake starts a new attempt on the server; the screen resets with the request it
    // is waiting for, in the same effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setError(null);
    setPhase({ kind: "starting" });
    startRequest.current.promise.then(
      (r) => live && setPhase({ kind: "answering", attemptId: r.attemptId, total: r.total }),
      (e) => live && setPhase({ kind: "start-failed", message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [contentId, run, assessments.length]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (phase.kind === "result" ? resultHeading : questionHeading).current?.focus();
  }, [phase.kind, state.index]);

  const current = assessments[Math.min(state.index, assessments.length - 1)];
  const attemptId = phase.kind === "answering" || phase.kind === "finishing" ? phase.attemptId : null;

  const choose = useCallback(
    (assessmentId: number, choice: number) => {
      if (attemptId === null) return;
      const previous = questionState(state, assessmentId);
      setError(null);
      dispatch({ type: "choose", assessmentId, choice });
      answerQuizQuestion(attemptId, assessmentId, choice).then(
        (r) => dispatch({ type: "scored", assessmentId, choice, score: r.score }),
        (e) => {
          dispatch({ type: "failed", assessmentId, previous });
          setError(e instanceof ApiError && e.status === 409 ? e.message : texts.answerFailed);
        },
      );
    },
    [attemptId, state],
  );

  if (assessments.length === 0) return <p className="rounded-lg bg-slate-100 p-4 text-ink-700">{texts.noQuestions}</p>;
  if (phase.kind === "starting") {
    return (
      <p role="status" aria-live="polite" className="p-4 text-ink-500">
        {texts.loading}
      </p>
    );
  }
  if (phase.kind === "start-failed") {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-medium">{texts.startFailed}</p>
        <p className="mt-1 text-sm">{phase.message}</p>
        <button
          type="button"
          onClick={() => setRun((r) => r + 1)}
          className="mt-3 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-red-100"
        >
          {texts.retry}
        </button>
      </div>
    );
  }
  if (phase.kind === "result") {
    return (
      <QuizResult
        ref={resultHeading}
        result={phase.result}
        onRetake={() => {
          moveFocus.current = true;
          setRun((r) => r + 1);
        }}
      />
    );
  }

  const q = questionState(state, current!.id);
  const last = state.index >= assessments.length - 1;
  const finishing = phase.kind === "finishing";

  const onNext = () => {
    setError(null);
    moveFocus.current = true;
    if (!last) {
      dispatch({ type: "next", total: assessments.length });
      return;
    }
    setPhase({ kind: "finishing", attemptId: phase.attemptId, total: phase.total });
    finishQuizAttempt(phase.attemptId).then(
      (result) => setPhase({ kind: "result", result }),
      (e) => {
        moveFocus.current = false;
        setPhase({ kind: "answering", attemptId: phase.attemptId, total: phase.total });
        setError(`${texts.finishFailed} ${e instanceof ApiError && e.status < 500 ? e.message : ""}`.trim());
      },
    );
  };

  return (
    <div>
      <QuestionCard
        key={current!.id}
        ref={questionHeading}
        assessment={current!}
        number={state.index + 1}
        total={assessments.length}
        state={q}
        onChoose={(choice) => choose(current!.id, choice)}
      />
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <div className="mt-6 flex items-center justify-end gap-3">
        {finishing && (
          <span role="status" className="text-sm text-ink-500">
            {texts.finishing}
          </span>
        )}
        <button
          type="button"
          onClick={onNext}
          disabled={!isAnswered(q) || finishing}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {last ? texts.showRecommendation : texts.next}
        </button>
      </div>
    </div>
  );
}
