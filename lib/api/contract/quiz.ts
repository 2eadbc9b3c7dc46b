// Skills tests: an attempt, its answers (first choice counts), the result.
import { endpoint } from "../endpoint";
import { answerBody, answerResponse, attemptParams, finishResponse, startAttemptBody, startAttemptResponse } from "@/lib/schemas/quiz";

export const quizEndpoints = {
  startAttempt: endpoint({
    method: "POST",
    path: "/api/quiz/attempts",
    summary: "Starts a skills test on a content the learner is enrolled in.",
    access: "user",
    body: startAttemptBody,
    maxBodyBytes: 1024,
    response: startAttemptResponse,
    limits: ["quiz-start"],
  }),
  answerQuestion: endpoint({
    method: "POST",
    path: "/api/quiz/attempts/:id/answers",
    summary: "Records a choice; the score returned follows the current choice.",
    access: "user",
    params: attemptParams,
    body: answerBody,
    maxBodyBytes: 1024,
    response: answerResponse,
    limits: ["quiz-answer"],
  }),
  finishAttempt: endpoint({
    method: "POST",
    path: "/api/quiz/attempts/:id/finish",
    summary: "The result: first choices counted, pass at 50%, missed questions revealed.",
    access: "user",
    params: attemptParams,
    response: finishResponse,
    limits: ["quiz-finish"],
  }),
} as const;
