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

/** Every word of the search must appear in the course's name, grade, board, subject or teacher. */
export function matches(c: CourseListItem, f: CatalogueFilters): boolean {
  if (f.grade && c.grade?.name !== f.grade) return false;
  if (f.board && c.board?.name !== f.board) return false;
  const subject = subjectOf(c.name);
  if (f.subject && subject !== f.subject) return false;
  const q = f.q.trim().toLowerCase();
  if (!q) return true;
  const haystack = [c.name, c.grade?.name, c.board?.name, subject, c.user.username, c.instructorName].filter(Boolean).join(" \u0000 ").toLowerCase();
  return q.split(/\s+/).every((w) => haystack.includes(w));
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
