import "server-only";
// What LearnHub's own data says about a chat message: the offline assistant answers from these facts,
// and a configured model receives them as its only source of platform facts.
import { helpCorpus, type HelpEntry } from "./help-corpus";
import { findBeginnerAnswer, type BeginnerAnswer } from "./offline/beginner-errors";
import { searchHelpConfident, words } from "./text-search";
import {
  listPublishedCourses,
  searchCatalogue,
  summariseGradesAndBoards,
  type CatalogueHit,
  type CourseListing,
  type GradeBoardSummary,
} from "./search-catalogue";

export type ChatIntent = "identity" | "greeting" | "graded-work" | "courses-by-grade-board" | "grades-boards" | "coding-help" | "search";

export type PlatformFacts = {
  intent: ChatIntent;
  gradeLevel: number | null;
  boards: string[];
  courses: CourseListing[] | null;
  gradesAndBoards: GradeBoardSummary | null;
  help: HelpEntry[];
  catalogue: CatalogueHit[];
  /** A curated answer for a common beginner's programming error or question. */
  coding: BeginnerAnswer | null;
};

const ORDINALS: Record<string, number> = { sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12 };
const BOARD_FILLER = new Set(["board", "state", "of", "the", "secondary", "education", "certificate", "school", "council", "central", "indian"]);

export function detectGradeLevel(message: string): number | null {
  const m =
    /\b(?:grade|class|std|standard)\s*[-:.]?\s*(\d{1,2})(?:st|nd|rd|th)?\b/i.exec(message) ??
    /\b(\d{1,2})(?:st|nd|rd|th)\s*(?:grade|class|std|standard)\b/i.exec(message);
  if (m) return Number(m[1]);
  const w = /\b(sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s*(?:grade|class|std|standard)\b/i.exec(message);
  return w ? ORDINALS[w[1]!.toLowerCase()]! : null;
}

/** Boards named in the message: by a distinctive word of the board's name ("cbse", "maharashtra") or "state board". */
export function detectBoards(message: string, boards: Array<{ id: number; name: string }>): Array<{ id: number; name: string }> {
  const said = new Set(words(message));
  const text = message.toLowerCase();
  return boards.filter((b) => {
    if (text.includes(b.name.toLowerCase())) return true;
    if (/\bstate board\b/.test(text) && /\bstate board\b/i.test(b.name)) return true;
    return words(b.name).some((w) => w.length >= 3 && !BOARD_FILLER.has(w) && said.has(w));
  });
}

export async function gatherPlatformFacts(message: string): Promise<PlatformFacts> {
  const base = { gradeLevel: null, boards: [], courses: null, gradesAndBoards: null, help: [], catalogue: [], coding: null };
  const text = message.toLowerCase();
  if (/\b(who|what) are you\b|\bare you (an? )?(ai|bot|robot|human|person|real|chat ?gpt|language model|llm)\b/.test(text)) {
    return { ...base, intent: "identity", help: helpCorpus.filter((h) => h.id === "chatbot") };
  }
  if (/^\s*(hi|hello|hey|good (morning|afternoon|evening)|namaste)\b[\s!.?]*$/.test(text)) {
    return { ...base, intent: "greeting" };
  }

  const coding = findBeginnerAnswer(message, null);
  if (coding) return { ...base, intent: "coding-help", coding };

  const summary = await summariseGradesAndBoards();
  const gradeLevel = detectGradeLevel(message);
  const boards = detectBoards(message, summary.boards);
  const gradedWork = /\b(answers?|solutions?|solve|cheat)\b/.test(text) && /\b(quiz|test|tests|assessment|exam|homework|assignment|lab)\b/.test(text);

  if (!gradedWork && (gradeLevel != null || boards.length)) {
    const courses = await listPublishedCourses({ gradeLevel: gradeLevel ?? undefined, boardIds: boards.map((b) => b.id) });
    return { ...base, intent: "courses-by-grade-board", gradeLevel, boards: boards.map((b) => b.name), courses, gradesAndBoards: summary };
  }
  if (!gradedWork && /\b(grades|boards|classes)\b/.test(text)) {
    return { ...base, intent: "grades-boards", gradesAndBoards: summary, help: helpCorpus.filter((h) => h.id === "grades-boards") };
  }
  // Only confident matches: a page covering the question's words, catalogue places containing all of them.
  const [help, catalogue] = [searchHelpConfident(helpCorpus, message, 2), await searchCatalogue({ query: message, limit: 5, match: "all" })];
  return { ...base, intent: gradedWork ? "graded-work" : "search", help, catalogue };
}
