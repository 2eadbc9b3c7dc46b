// The offline assistant's reply, composed only from the facts LearnHub's data gave for the message.
import type { PlatformFacts } from "../gather-platform-facts";
import type { CatalogueHit } from "../search-catalogue";

export const OFFLINE_CHAT_NOTE = "I'm LearnHub's built-in offline assistant, not a language model: I answer only from LearnHub's own courses and help pages.";

const quote = (s: string) => `“${s}”`;
const label = (grade: string | null, board: string | null) => [grade, board].filter(Boolean).join(" · ");

function describeHit(h: CatalogueHit): string {
  const where = label(h.grade, h.board);
  const course = `${quote(h.courseName)}${where ? ` (${where})` : ""}`;
  switch (h.kind) {
    case "course":
      return `• Course ${course}`;
    case "chapter":
      return `• Chapter ${quote(h.chapterName!)} in ${course}`;
    case "lecture":
      return `• ${h.contentType === "game" ? "Game" : "Lecture"} ${quote(h.lectureName!)} in ${course}`;
    case "question":
      return `• The skills test of ${quote(h.lectureName!)} in ${course} has a question on this`;
  }
}

function coursesAnswer(f: PlatformFacts): string {
  const what = [f.gradeLevel != null ? `grade ${f.gradeLevel}` : null, f.boards.length ? f.boards.join(" or ") : null].filter(Boolean).join(", ");
  const courses = f.courses ?? [];
  if (!courses.length) {
    const grades = f.gradesAndBoards?.grades.map((g) => g.name).join(", ");
    const boards = f.gradesAndBoards?.boards.map((b) => b.name).join(", ");
    return [
      `There are no published courses for ${what} on LearnHub right now.`,
      grades ? `Courses are available for: ${grades}.` : "",
      boards ? `Boards: ${boards}.` : "",
    ]
      .filter(Boolean)
      .join("\n");
  }
  return [
    `${courses.length === 1 ? "This course is" : `These ${courses.length} courses are`} for ${what}:`,
    ...courses.map((c) => `• ${c.name} (${label(c.grade, c.board) || "no grade"}), taught by ${c.teacher}`),
    "Open Courses to see them; log in and press Course Details to enrol.",
  ].join("\n");
}

function gradesBoardsAnswer(f: PlatformFacts): string {
  const s = f.gradesAndBoards!;
  if (!s.grades.length && !s.boards.length) return "There are no published courses on LearnHub yet.";
  const n = (k: number) => `${k} course${k === 1 ? "" : "s"}`;
  return [
    s.grades.length ? `Grades with courses: ${s.grades.map((g) => `${g.name} (${n(g.courses)})`).join(", ")}.` : "",
    s.boards.length ? `Boards: ${s.boards.map((b) => `${b.name} (${n(b.courses)})`).join(", ")}.` : "",
    "Ask me, for example, 'Which courses are for grade 8?'",
  ]
    .filter(Boolean)
    .join("\n");
}

/** What the offline assistant says when LearnHub's data has nothing confident to offer for a question. */
export const CHAT_CAN_HELP_WITH =
  "I don't have an answer to that: I'm an offline assistant that only knows LearnHub itself, not general topics. I can help with:\n" +
  "• finding courses by grade, board or subject (for example 'Which courses are for grade 8?')\n" +
  "• enrolling, skills tests and how they are scored, and your account\n" +
  "• the coding labs, and common Python, JavaScript and Java errors (for example 'What does IndentationError mean?')";

export function composeChatAnswer(f: PlatformFacts): string {
  let body: string;
  switch (f.intent) {
    case "identity":
      body = f.help[0]?.body ?? "";
      break;
    case "greeting":
      body =
        "Hello! Ask me about LearnHub's courses (for example 'Which courses are for grade 8?'), grades and boards, enrolling, skills tests, the coding labs or your account.";
      break;
    case "courses-by-grade-board":
      body = coursesAnswer(f);
      break;
    case "grades-boards":
      body = gradesBoardsAnswer(f);
      break;
    case "coding-help":
      body = `${f.coding!.title}\n\n${f.coding!.answer}`;
      break;
    case "graded-work":
    case "search": {
      const parts: string[] = [];
      if (f.intent === "graded-work") {
        parts.push(
          "I can't hand out answers to tests, homework or labs, but the lecture behind a question is the best place to learn it, and a wrong answer in a skills test shows an explanation.",
        );
      }
      if (f.help[0]) parts.push(`${f.help[0].title}: ${f.help[0].body}`);
      if (f.catalogue.length) parts.push(["On LearnHub:", ...f.catalogue.map(describeHit)].join("\n"));
      if (!parts.length) parts.push(CHAT_CAN_HELP_WITH);
      body = parts.join("\n\n");
      break;
    }
  }
  return `${body}\n\n${OFFLINE_CHAT_NOTE}`;
}
