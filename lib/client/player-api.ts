// The course player's calls (typed). Progress saves on page hide use fetch keepalive so they outlive the page.
import { api } from "./api";
import { readStoredUser } from "./session/stored-user";
import type { z } from "zod";
import type { CaptionsResponse, PositionResponse, UserCourseDetailsResponse, ViewResponse, captionsBody, positionBody, viewBody } from "@/lib/schemas/player";
import type { AnswerResponse, FinishResponse, StartAttemptResponse, answerBody, startAttemptBody } from "@/lib/schemas/quiz";

export function getUserCourseDetails(userId: number, courseId: number, signal?: AbortSignal) {
  return api<UserCourseDetailsResponse>(`/api/courses/getUserCourseDetails/${userId}/${courseId}`, { signal });
}

export function markViewed(contentId: number) {
  return api<ViewResponse>("/api/progress/view", { method: "POST", body: { contentId } satisfies z.input<typeof viewBody> });
}

export function savePosition(contentId: number, positionSec: number) {
  return api<PositionResponse>("/api/progress/position", { method: "POST", body: { contentId, positionSec } satisfies z.input<typeof positionBody> });
}

/** For pagehide/visibilitychange: the request survives the page being closed. Failures are not reported. */
export function savePositionOnLeave(contentId: number, positionSec: number) {
  const token = readStoredUser()?.accessToken;
  try {
    void fetch("/api/progress/position", {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...(token ? { "x-access-token": token } : {}) },
      body: JSON.stringify({ contentId, positionSec }),
    }).catch(() => undefined);
  } catch {
    /* the page is going away; nothing useful to tell anyone */
  }
}

export function startQuizAttempt(contentId: number) {
  return api<StartAttemptResponse>("/api/quiz/attempts", { method: "POST", body: { contentId } satisfies z.input<typeof startAttemptBody> });
}

export function answerQuizQuestion(attemptId: number, assessmentId: number, choice: number) {
  const body = { assessmentId, choice } satisfies z.input<typeof answerBody>;
  return api<AnswerResponse>(`/api/quiz/attempts/${attemptId}/answers`, { method: "POST", body });
}

export function finishQuizAttempt(attemptId: number) {
  return api<FinishResponse>(`/api/quiz/attempts/${attemptId}/finish`, { method: "POST" });
}

/** An author's WebVTT captions for a lecture video stored by the app. */
export function saveCaptions(contentId: number, vtt: string) {
  return api<CaptionsResponse>(`/api/content/captions/${contentId}`, { method: "PUT", body: { vtt } satisfies z.input<typeof captionsBody> });
}
