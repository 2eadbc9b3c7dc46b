// The catalogue's facets and search, kept pure so the page and its tests share one definition. A course's
// subject is read from its name ("Grade 8 Science: …", "Python Programming Basics"): the data has no subject
// field, and every seeded and authored course names its subject.
import type { CourseListItem } from "@/lib/schemas/courses";

const SUBJECTS: Array<[string, RegExp]> = [
  ["Mathematics", /\bmath(s|ematics)?\b|\balgebra\b|\bgeometry\b|\btrigonometr/i],
  ["Physics", /\bphysics\b/i],
  ["Chemistry", /\bchemistry\b/i],
  ["Biology", /\bbiology\b/i],
  ["Science", /\bscience\b/i],
  ["Geography", /\bgeography\b/i],
  ["History", /\bhistory\b|\bcivics\b/i],
  ["English", /\benglish\b|\bgrammar\b/i],
  ["Computing", /\bpython\b|\bjava(script)?\b|\bprogramming\b|\bcoding\b|\bspreadsheet|\bcomputer|\bdata literacy\b/i],
];

export function subjectOf(name: string): string {
  return SUBJECTS.find(([, re]) => re.test(name))?.[0] ?? "Other";
}

export type CatalogueFilters = { q: string; grade: string; board: string; subject: string };

export const FILTER_KEYS = ["q", "grade", "board", "subject"] as const;

export function readFilters(params: URLSearchParams): CatalogueFilters {
  return { q: params.get("q") ?? "", grade: params.get("grade") ?? "", board: params.get("board") ?? "", subject: params.get("subject") ?? "" };
}

/**
 * Words a class types for a subject, and the words course names use for it: a search word matches a course when
 * it, or one of these, begins a word of the course ("maths" finds Mathematics, "bio" Biology, "fraction"
 * Fractions but never Refraction).
 */
const SYNONYMS: Record<string, string[]> = {
  maths: ["mathematics"],
  math: ["mathematics"],
  bio: ["biology"],
  chem: ["chemistry"],
  phys: ["physics"],
  geog: ["geography"],
  geo: ["geography"],
  eng: ["english"],
  sci: ["science"],
  cs: ["computing", "programming", "python", "java", "javascript"],
  computer: ["computing", "programming", "python", "java", "javascript"],
  coding: ["computing", "programming", "python", "java", "javascript"],
  code: ["computing", "programming", "python", "java", "javascript"],
  excel: ["spreadsheet", "spreadsheets"],
  english: ["grammar", "spoken"],
  grammar: ["english"],
};

/** Lower-case words without accents, as course names and searches are compared. */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Every word of the search (or a synonym of it) must begin a word of the course's name, grade, board, subject or teacher. */
export function matches(c: CourseListItem, f: CatalogueFilters): boolean {
  if (f.grade && c.grade?.name !== f.grade) return false;
  if (f.board && c.board?.name !== f.board) return false;
  const subject = subjectOf(c.name);
  if (f.subject && subject !== f.subject) return false;
  const query = searchWords(f.q);
  if (query.length === 0) return true;
  const words = searchWords([c.name, c.grade?.name, c.board?.name, subject, c.user.username, c.instructorName].filter(Boolean).join(" "));
  return query.every((q) => [q, ...(SYNONYMS[q] ?? [])].some((w) => words.some((x) => x.startsWith(w))));
}

function gradeNumber(name: string): number {
  const m = /\d+/.exec(name);
  return m ? Number(m[0]) : Number.MAX_SAFE_INTEGER;
}

/** The facet values present in the list: grades in grade order, boards and subjects alphabetically. */
export function facets(courses: CourseListItem[]) {
  const uniq = (xs: Array<string | undefined>) => [...new Set(xs.filter((x): x is string => !!x))];
  return {
    grades: uniq(courses.map((c) => c.grade?.name)).sort((a, b) => gradeNumber(a) - gradeNumber(b) || a.localeCompare(b)),
    boards: uniq(courses.map((c) => c.board?.name)).sort((a, b) => a.localeCompare(b)),
    subjects: uniq(courses.map((c) => subjectOf(c.name))).sort((a, b) => a.localeCompare(b)),
  };
}
