// Small helpers that keep the catalogue files readable: a question is written as
// [question, right answer, three wrong answers]; the right answer's slot is spread over 1..4
// deterministically (from the question text), so reseeding gives the same rows.
import type { CreateCourseOptions } from "../factories";
import type { ChapterSeed, ContentSeed, QuestionSeed } from "../types";

/** A catalogue course: grade, board and teacher by name; the seed resolves them to ids. */
export type CatalogueCourse = Omit<CreateCourseOptions, "userId" | "gradeId" | "boardId" | "chapters"> & {
  name: string;
  description: string;
  grade: string;
  board: string;
  teacher: string;
  status: number;
  img: string;
  chapters: ChapterSeed[];
};

export type Q = readonly [question: string, correct: string, wrong1: string, wrong2: string, wrong3: string];

function slotFor(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 4;
}

export function question([text, correct, ...wrong]: Q): QuestionSeed {
  const options = [...wrong];
  options.splice(slotFor(text), 0, correct);
  return { question: text, options: options as QuestionSeed["options"], correct };
}

const qs = (list: readonly Q[]) => list.map(question);

/**
 * A video lecture; `video` is a file under /media/videos/. (A lecture may also name an https:// video; the demo
 * catalogue does not, so it plays on a default install, where only the app's own videos are allowed: VIDEO_HOSTS.)
 */
export function lecture(name: string, video: string, description: string, questions: readonly Q[]): ContentSeed {
  return { name, video, description, contentType: "lecture", assessments: qs(questions) };
}

/** An animated lecture (content type '2'), played by the animated player. */
export function animated(name: string, video: string, description: string, questions: readonly Q[]): ContentSeed {
  return { name, video, description, contentType: "2", assessments: qs(questions) };
}

/** A learning game from /games/; a few warm-up questions are optional. */
export function game(name: string, path: string, description: string, questions: readonly Q[] = []): ContentSeed {
  return { name, video: path, description, contentType: "game", assessments: qs(questions) };
}

export const games = {
  arithmeticRace: (level: number) => `/games/arithmetic-race/index.html?level=${level}`,
  termMatch: (set: TermSet) => `/games/term-match/index.html?set=${set}`,
  fractionBuilder: (level: number) => `/games/fraction-builder/index.html?level=${level}`,
};

export type TermSet =
  "physics" | "biology" | "nutrition" | "chemistry" | "geography" | "history" | "grammar" | "communication" | "programming" | "spreadsheets";

/** The lecture videos the app serves itself (media/videos, made by scripts/make-videos.sh). */
export const videos = {
  fractions: "fractions-number-line.mp4",
  equations: "linear-equations.mp4",
  force: "force-and-pressure.mp4",
  light: "light-reflection.mp4",
  nutrition: "nutrients-in-food.mp4",
  cell: "cell-structure.mp4",
  acids: "acids-and-bases.mp4",
  weather: "air-water-weather.mp4",
  tenses: "grammar-tenses.mp4",
  speaking: "speaking-and-listening.mp4",
  python: "python-first-steps.mp4",
  spreadsheet: "spreadsheet-formulas.mp4",
} as const;

/** The seconds of lecture video in a course (lectures and animated lectures; games have no fixed length). */
export function videoSeconds(chapters: ChapterSeed[], lengthOf: (video: string) => number): number {
  let total = 0;
  for (const ch of chapters) for (const c of ch.contents) if (c.contentType !== "game" && c.video) total += lengthOf(c.video);
  return total;
}
