// The course player's boundary: the user-course detail call and the progress saves.
import { z } from "zod";
import { idSchema } from "./common";

/** GET /api/courses/getUserCourseDetails/{userId}/{courseId} */
export const userCourseParams = z.object({ userId: idSchema, courseId: idSchema });

/** A day of video is far beyond any lecture; anything larger is a client bug, not a position. */
export const MAX_POSITION_SEC = 24 * 3600;

/** An id inside a JSON body: a real number, never coerced (so `[1]` or `true` are refused, not read as 1). */
export const bodyIdSchema = z
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .positive("must be a positive id")
  .max(2_147_483_647, "is too large");

export const viewBody = z.object({ contentId: bodyIdSchema });

export const positionBody = z.object({
  contentId: bodyIdSchema,
  positionSec: z
    .number({ message: "must be a number of seconds" })
    .finite("must be a finite number")
    .min(0, "cannot be negative")
    .max(MAX_POSITION_SEC, "is longer than any lecture"),
});

export type PlayerAssessment = { id: number; question: string; option1: string; option2: string; option3: string; option4: string };

export type PlayerContent = {
  id: number;
  name: string;
  description: string;
  video: string | null;
  /** WebVTT captions, resolved like `video` (null when the video has none). */
  captions: string | null;
  contentType: string;
  viewed: boolean;
  positionSec: number;
  assessments: PlayerAssessment[];
};

export type PlayerChapter = { id: number; name: string; contents: PlayerContent[] };

export type PlayerCourse = {
  id: number;
  name: string;
  description: string;
  img: string | null;
  grade: { name: string } | null;
  board: { name: string } | null;
  user: { id: number; username: string };
  instructorName: string;
  duration: string;
  language: string;
};

export type UserCourseDetails = {
  course: PlayerCourse;
  chapters: PlayerChapter[];
  resume: { contentId: number; positionSec: number } | null;
  /** Where non-https video values are served from (VIDEO_BASE_URL); the browser never reads env. */
  videoBaseUrl: string;
};

export type UserCourseDetailsResponse = { message: "Success"; data: UserCourseDetails };

export type ViewResponse = { message: "Success"; contentId: number; viewed: true };
export type PositionResponse = { message: "Success"; contentId: number; positionSec: number };

/** An author's captions for a lecture video (PUT /api/content/captions/{contentId}). */
export const contentIdParams = z.object({ id: idSchema });
export const CAPTIONS_MAX_CHARS = 200_000;
export const CAPTIONS_NOT_WEBVTT = "A captions file must be WebVTT: its first line is WEBVTT.";
export const captionsBody = z.object({
  vtt: z
    .string({ message: "Choose a .vtt captions file." })
    .max(CAPTIONS_MAX_CHARS, `A captions file may be at most ${CAPTIONS_MAX_CHARS / 1000} KB.`)
    // The WebVTT signature: an optional byte-order mark, then WEBVTT alone or followed by a space, tab or line end.
    .refine((v) => /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(v), CAPTIONS_NOT_WEBVTT),
});
export type CaptionsResponse = { message: string; contentId: number; captions: string };
