// The course player's boundary: the user-course detail call and the progress saves.
import { z } from "zod";
import { idSchema } from "./common";
import { publicAssessmentSchema } from "./courses";
import { gameDataSchema } from "./game-templates";

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

const id = z.number().int();

/** The player's questions are the public ones: never the `correct` option. */
export const playerAssessmentSchema = publicAssessmentSchema;
export type PlayerAssessment = z.infer<typeof playerAssessmentSchema>;

export const playerContentSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  video: z.string().nullable(),
  /** WebVTT captions, resolved like `video` (null when the video has none). */
  captions: z.string().nullable(),
  contentType: z.string(),
  viewed: z.boolean(),
  positionSec: z.number(),
  assessments: z.array(playerAssessmentSchema),
  /** A reading's text as sanitised HTML (contentType 'reading'; null for other kinds). */
  reading: z.string().nullable(),
  /** A studio template game's data, handed to its page by the game frame (null for other kinds and seeded games). */
  game: gameDataSchema.nullable(),
});
export type PlayerContent = z.infer<typeof playerContentSchema>;

export const playerChapterSchema = z.strictObject({ id, name: z.string(), contents: z.array(playerContentSchema) });
export type PlayerChapter = z.infer<typeof playerChapterSchema>;

const named = z.strictObject({ name: z.string() });

export const playerCourseSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  /** The description's Markdown as sanitised HTML ('' for none). */
  descriptionHtml: z.string(),
  img: z.string().nullable(),
  grade: named.nullable(),
  board: named.nullable(),
  user: z.strictObject({ id, username: z.string() }),
  instructorName: z.string(),
  duration: z.string(),
  language: z.string(),
});
export type PlayerCourse = z.infer<typeof playerCourseSchema>;

export const userCourseDetailsSchema = z.strictObject({
  course: playerCourseSchema,
  chapters: z.array(playerChapterSchema),
  resume: z.strictObject({ contentId: id, positionSec: z.number() }).nullable(),
  /** Where non-https video values are served from (VIDEO_BASE_URL); the browser never reads env. */
  videoBaseUrl: z.string(),
});
export type UserCourseDetails = z.infer<typeof userCourseDetailsSchema>;

export const userCourseDetailsResponse = z.strictObject({ message: z.literal("Success"), data: userCourseDetailsSchema });
export type UserCourseDetailsResponse = z.infer<typeof userCourseDetailsResponse>;

export const viewResponse = z.strictObject({ message: z.literal("Success"), contentId: id, viewed: z.literal(true) });
export type ViewResponse = z.infer<typeof viewResponse>;
export const positionResponse = z.strictObject({ message: z.literal("Success"), contentId: id, positionSec: z.number() });
export type PositionResponse = z.infer<typeof positionResponse>;

/** GET/HEAD /media/videos/{name}: a file name of the video store (serve-video.ts holds the allow-list). */
export const videoNameParams = z.object({ name: z.string() });

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
export const captionsResponse = z.strictObject({ message: z.string(), contentId: id, captions: z.string() });
export type CaptionsResponse = z.infer<typeof captionsResponse>;
