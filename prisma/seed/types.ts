// Plain data shapes of the catalogue: what createCourse and createLab accept.

export type ContentType = "lecture" | "2" | "game";

export type QuestionSeed = {
  question: string;
  options: [string, string, string, string];
  /** The exact text of the right option. */
  correct: string;
};

export type ContentSeed = {
  name: string;
  description?: string;
  /** A file name under the video base, an https:// URL, or for games a /games/... path. */
  video?: string | null;
  contentType?: ContentType;
  assessments?: QuestionSeed[];
};

export type ChapterSeed = { name: string; contents: ContentSeed[] };

export type { LabLanguage } from "@/lib/labs/languages";

/** A lab cell; expectedOutput / outputMatch / testCode make it auto-checked. */
export type { LabCellContent as LabCellSeed, LabContent as LabSeed } from "@/lib/labs/fixed-labs";
