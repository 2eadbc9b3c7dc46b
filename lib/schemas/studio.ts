// The course studio's boundary (authors, teachers, admins): a course's form, its chapters and contents, template
// games, readings and skills tests, question import, publishing. Requests are parsed with these schemas on the
// server and filled in the studio's forms; answers are strict.
import { z } from "zod";
import { idSchema } from "./common";
import { bodyIdSchema } from "./player";
import { MAX_OPTIONS, MIN_OPTIONS } from "./quiz";

const int = z.number().int();
const text = (max: number, what = "is too long") => z.string({ message: "must be text" }).trim().max(max, what);
const required = (max: number) => text(max).min(1, "is required");

export const courseParams = z.object({ id: idSchema });
export const chapterParams = z.object({ id: idSchema });
export const contentParams = z.object({ id: idSchema });

// ---- Course ----
/** A cover from the media upload (`covers/<id>.webp`); the course stores the address it is served at. */
export const COVER_KEY = /^covers\/([a-f0-9]{32}\.webp)$/;
export const coverUrlOf = (key: string) => `/media/covers/${COVER_KEY.exec(key)![1]}`;

export const DESCRIPTION_MAX = 20_000;
export const courseFormBody = z.object({
  name: required(120),
  subject: text(80).default(""),
  gradeId: bodyIdSchema.nullable().default(null),
  boardId: bodyIdSchema.nullable().default(null),
  language: required(40).default("English"),
  /** Markdown; rendered and sanitised wherever it is shown. */
  description: text(DESCRIPTION_MAX).default(""),
  /** A cover upload's key; null removes the cover; absent keeps it. */
  cover: z.string().regex(COVER_KEY, "is not a cover upload").nullable().optional(),
  duration: required(40).default("90-min"),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "must be an amount such as 0 or 499")
    .default("0"),
  /** The school (admins without a school may choose; everyone else's courses are in their own school). */
  organizationId: bodyIdSchema.nullable().optional(),
});
export type CourseFormBody = z.input<typeof courseFormBody>;

export const publishBody = z.object({ published: z.boolean({ message: "must be true or false" }) });

// ---- Contents ----
/** What the studio can add. A skills test on its own is a reading without text that holds the test. */
export const STUDIO_KINDS = ["lecture", "h5p", "game", "reading", "test"] as const;
export type StudioKind = (typeof STUDIO_KINDS)[number];

export { GAME_TEMPLATES, gameDataSchema, gameTemplatePath, type GameData, type GameTemplate } from "./game-templates";
import { gameDataSchema } from "./game-templates";

/** A lecture's video: an upload's key (a stored file name) or an https:// address. */
export const videoValueSchema = z
  .string()
  .trim()
  .max(2000, "is too long")
  .refine((v) => /^https:\/\/[^\s]+$/i.test(v) || /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(mp4|webm)$/.test(v), "must be a video upload or an https:// address");
export const H5P_KEY_PATTERN = /^h5p\/[a-f0-9]{32}$/;
export const READING_MAX = 100_000;

const contentFields = {
  name: required(160),
  description: text(2000).default(""),
};
export const createContentBody = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("lecture"), ...contentFields, video: videoValueSchema.nullable().default(null) }),
  z.object({ kind: z.literal("h5p"), ...contentFields, video: z.string().regex(H5P_KEY_PATTERN, "is not an H5P upload").nullable().default(null) }),
  z.object({ kind: z.literal("game"), ...contentFields, game: gameDataSchema }),
  z.object({ kind: z.literal("reading"), ...contentFields, body: text(READING_MAX).default("") }),
  z.object({ kind: z.literal("test"), ...contentFields, body: text(READING_MAX).default("") }),
]);
export type CreateContentBody = z.input<typeof createContentBody>;
/** Changing a content: its kind stays; only the fields of that kind are read. */
export const updateContentBody = z.object({
  name: required(160).optional(),
  description: text(2000).optional(),
  video: z.string().trim().max(2000).nullable().optional(),
  body: text(READING_MAX).optional(),
  game: gameDataSchema.optional(),
});
export type UpdateContentBody = z.input<typeof updateContentBody>;

export const nameBody = z.object({ name: required(160) });
export const chapterOrderBody = z.object({ chapterIds: z.array(bodyIdSchema).min(1).max(500) });
export const contentOrderBody = z.object({ contentIds: z.array(bodyIdSchema).max(500) });

// ---- Skills tests ----
/** An option as grading compares it (lib/server/quiz/grade-choice.ts: NFC, spaces collapsed, then any case): two
 * options with the same key could not be told apart when a learner's choice is scored. */
export const optionKey = (o: string) => o.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
export const studioQuestionInput = z.object({
  /** An existing question's id (kept when unchanged), or absent for a new one. */
  id: bodyIdSchema.optional(),
  question: required(1000),
  options: z
    .array(required(300))
    .min(MIN_OPTIONS, `needs at least ${MIN_OPTIONS} options`)
    .max(MAX_OPTIONS, `may have at most ${MAX_OPTIONS} options`)
    .refine((o) => new Set(o.map(optionKey)).size === o.length, "must all differ"),
  /** The right option's number, 1-based. */
  correct: z.number({ message: "must be an option number" }).int().min(1, "must be an option number"),
  explanation: text(2000).nullable().default(null),
});
export type StudioQuestionInput = z.input<typeof studioQuestionInput>;
export const saveTestBody = z.object({
  questions: z.array(studioQuestionInput).max(200, "may have at most 200 questions"),
  passPercent: int.min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(50),
  shuffleOptions: z.boolean().default(false),
});
export type SaveTestBody = z.input<typeof saveTestBody>;

export const IMPORT_FORMATS = ["gift", "aiken", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_MAX_CHARS = 500_000;
export const importBody = z.object({
  format: z.enum(IMPORT_FORMATS, { message: "must be gift, aiken or csv" }),
  text: z.string().max(IMPORT_MAX_CHARS, `A question file may be at most ${IMPORT_MAX_CHARS / 1000} KB.`),
  /** Add the questions after the test's own, or replace them. */
  mode: z.enum(["append", "replace"]).default("append"),
});

// ---- Answers ----
const impact = z.strictObject({ contents: int, questions: int, learners: int, attempts: int });
export type Impact = z.infer<typeof impact>;

export const studioContentSchema = z.strictObject({
  id: int,
  name: z.string(),
  description: z.string(),
  contentType: z.string(),
  /** What the studio calls it: a reading with no text holding a test is a skills test. */
  kind: z.enum(STUDIO_KINDS),
  video: z.string().nullable(),
  body: z.string().nullable(),
  game: gameDataSchema.nullable(),
  position: int,
  questions: int,
  /** What deleting it takes with it. */
  impact,
});
export type StudioContent = z.infer<typeof studioContentSchema>;

export const studioChapterSchema = z.strictObject({ id: int, name: z.string(), position: int, contents: z.array(studioContentSchema), impact });
export type StudioChapter = z.infer<typeof studioChapterSchema>;

const named = z.strictObject({ id: int, name: z.string() });

export const studioCourseSummarySchema = z.strictObject({
  id: int,
  name: z.string(),
  img: z.string().nullable(),
  published: z.boolean(),
  status: int,
  grade: named.nullable(),
  board: named.nullable(),
  subject: z.string(),
  owner: z.strictObject({ id: int, username: z.string() }),
  school: named.nullable(),
  updatedAt: z.string(),
  lessons: int,
});
export type StudioCourseSummary = z.infer<typeof studioCourseSummarySchema>;

export const studioCourseSchema = studioCourseSummarySchema.extend({
  description: z.string(),
  language: z.string(),
  duration: z.string(),
  price: z.string(),
  currency: z.string(),
  chapters: z.array(studioChapterSchema),
  enrolled: int,
});
export type StudioCourse = z.infer<typeof studioCourseSchema>;

export const studioCoursesResponse = z.strictObject({ courses: z.array(studioCourseSummarySchema) });
export const studioCourseResponse = z.strictObject({ message: z.string(), course: studioCourseSchema });
export type StudioCourseResponse = z.infer<typeof studioCourseResponse>;
export const studioOptionsResponse = z.strictObject({
  grades: z.array(named),
  boards: z.array(named),
  schools: z.array(named),
  /** The school a new course of this author goes to (null: none, or an admin without a school who may choose). */
  defaultSchoolId: int.nullable(),
});
export type StudioOptions = z.infer<typeof studioOptionsResponse>;

export const studioQuestionSchema = z.strictObject({
  id: int,
  question: z.string(),
  options: z.array(z.string()),
  correct: int,
  explanation: z.string().nullable(),
});
export type StudioQuestion = z.infer<typeof studioQuestionSchema>;
export const studioTestSchema = z.strictObject({
  contentId: int,
  questions: z.array(studioQuestionSchema),
  passPercent: int,
  shuffleOptions: z.boolean(),
  /** Attempts learners have made on this test (any version): saving keeps each one as it was taken. */
  attempts: int,
  versions: int,
});
export type StudioTest = z.infer<typeof studioTestSchema>;
export const studioTestResponse = z.strictObject({ message: z.string(), test: studioTestSchema });
export type StudioTestResponse = z.infer<typeof studioTestResponse>;

export const refusedLineSchema = z.strictObject({ line: int, text: z.string(), reason: z.string() });
export type RefusedLine = z.infer<typeof refusedLineSchema>;
export const importResponse = z.strictObject({
  message: z.string(),
  /** False when any question was refused: then nothing was imported. */
  saved: z.boolean(),
  imported: int,
  refused: z.array(refusedLineSchema),
  test: studioTestSchema,
});
export type ImportResponse = z.infer<typeof importResponse>;

export const studioMessageResponse = z.strictObject({ message: z.string() });
