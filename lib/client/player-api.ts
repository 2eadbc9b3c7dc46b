// The course player's calls (typed). Progress saves on page hide use fetch keepalive so they outlive the page.
import { api } from "./api";
import { readStoredUser } from "./session/stored-user";
import type { PositionResponse, UserCourseDetailsResponse, ViewResponse } from "@/lib/schemas/player";
import type { AnswerResponse, FinishResponse, StartAttemptResponse } from "@/lib/schemas/quiz";

export function getUserCourseDetails(userId: number, courseId: number, signal?: AbortSignal) {
  return api<UserCourseDetailsResponse>(`/api/courses/getUserCourseDetails/${userId}/${courseId}`, { signal });
}

export function enrollInCourse(userId: number, courseId: number) {
  return api<unknown>("/api/enrollments/enroll", { method: "POST", body: { userId, courseId } });
}

export function markViewed(contentId: number) {
  return api<ViewResponse>("/api/progress/view", { method: "POST", body: { contentId } });
}

export function savePosition(contentId: number, positionSec: number) {
  return api<PositionResponse>("/api/progress/position", { method: "POST", body: { contentId, positionSec } });
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
  return api<StartAttemptResponse>("/api/quiz/attempts", { method: "POST", body: { contentId } });
}

export function answerQuizQuestion(attemptId: number, assessmentId: number, choice: number) {
  return api<AnswerResponse>(`/api/quiz/attempts/${attemptId}/answers`, { method: "POST", body: { assessmentId, choice } });
}

export function finishQuizAttempt(attemptId: number) {
  return api<FinishResponse>(`/api/quiz/attempts/${attemptId}/finish`, { method: "POST" });
}
