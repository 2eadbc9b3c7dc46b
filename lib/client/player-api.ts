// The course player's calls (lib/api/contract/player.ts, quiz.ts). Progress saves on page hide use fetch keepalive
// so they outlive the page.
import { endpoints } from "@/lib/api/endpoints";
import { callApi } from "./call-api";

export function getUserCourseDetails(userId: number, courseId: number, signal?: AbortSignal) {
  return callApi(endpoints.userCourseDetails, { params: { userId, courseId }, signal });
}

export function markViewed(contentId: number) {
  return callApi(endpoints.markViewed, { body: { contentId } });
}

export function savePosition(contentId: number, positionSec: number) {
  return callApi(endpoints.savePosition, { body: { contentId, positionSec } });
}

/** For pagehide/visibilitychange: the request survives the page being closed. Failures are not reported. */
export function savePositionOnLeave(contentId: number, positionSec: number) {
  try {
    void callApi(endpoints.savePosition, { body: { contentId, positionSec }, keepalive: true }).catch(() => undefined);
  } catch {
    /* the page is going away; nothing useful to tell anyone */
  }
}

/** A finished round of a game lesson; the answer is the learner's best round. */
export function saveGameScore(contentId: number, score: number, total: number) {
  return callApi(endpoints.saveGameScore, { body: { contentId, score, total } });
}

export function getGameScore(contentId: number, signal?: AbortSignal) {
  return callApi(endpoints.gameScore, { params: { contentId }, signal });
}

export function startQuizAttempt(contentId: number) {
  return callApi(endpoints.startAttempt, { body: { contentId } });
}

export function answerQuizQuestion(attemptId: number, assessmentId: number, choice: number) {
  return callApi(endpoints.answerQuestion, { params: { id: attemptId }, body: { assessmentId, choice } });
}

export function finishQuizAttempt(attemptId: number) {
  return callApi(endpoints.finishAttempt, { params: { id: attemptId } });
}

/** An author's WebVTT captions for a lecture video stored by the app. */
export function saveCaptions(contentId: number, vtt: string) {
  return callApi(endpoints.saveCaptions, { params: { id: contentId }, body: { vtt } });
}
