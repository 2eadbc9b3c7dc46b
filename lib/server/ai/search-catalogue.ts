import "server-only";
// Full-text search over the published catalogue: courses, chapters, lectures and test questions.
// PostgreSQL's English text search; the same SQL runs on PGlite. Unpublished courses never appear.
import { db, sql } from "@/lib/server/db/client";
import { PUBLISHED_STATUS, publishedCourse } from "@/lib/server/courses/published";
import { searchTerms, toPrefixTsQuery } from "./text-search";

export type CatalogueHit = {
  kind: "course" | "chapter" | "lecture" | "question";
  courseId: number;
  courseName: string;
  teacherId: number;
  grade: string | null;
  board: string | null;
  chapterName: string | null;
  contentId: number | null;
  lectureName: string | null;
  contentType: string | null;
  rank: number;
};

type Row = Omit<CatalogueHit, "rank"> & { rank: number | string };

/** match "all": only places that contain every term of the query (what the chat may present as an answer). */
export async function searchCatalogue({ query, limit = 6, match = "any" }: { query: string; limit?: number; match?: "any" | "all" }): Promise<CatalogueHit[]> {
  const tsq = toPrefixTsQuery(searchTerms(query), match);
  if (!tsq) return [];
  const rows = await sql<Row>`
    WITH q AS (SELECT to_tsquery('english', ${tsq}) AS q),
    pub AS (
      SELECT c.id, c.name, c.description, c.user_id, g.name AS grade, b.name AS board
      FROM courses c LEFT JOIN grades g ON g.id = c.grade_id LEFT JOIN boards b ON b.id = c.board_id
      WHERE c.status = ${PUBLISHED_STATUS}
    )
    SELECT * FROM (
      SELECT 'course' AS kind, p.id AS "courseId", p.name AS "courseName", p.user_id AS "teacherId", p.grade, p.board,
             NULL::text AS "chapterName", NULL::int AS "contentId", NULL::text AS "lectureName", NULL::text AS "contentType",
             (ts_rank(setweight(to_tsvector('english', p.name), 'A') || setweight(to_tsvector('english', p.description), 'C'), q.q) * 1.5)::float8 AS rank
      FROM pub p CROSS JOIN q
      WHERE to_tsvector('english', p.name || ' ' || p.description) @@ q.q
      UNION ALL
      SELECT 'chapter', p.id, p.name, p.user_id, p.grade, p.board, ch.name, NULL::int, NULL::text, NULL::text,
             (ts_rank(setweight(to_tsvector('english', ch.name), 'A'), q.q) * 1.2)::float8
      FROM chapters ch JOIN pub p ON p.id = ch.course_id CROSS JOIN q
      WHERE to_tsvector('english', ch.name) @@ q.q
      UNION ALL
      SELECT 'lecture', p.id, p.name, p.user_id, p.grade, p.board, ch.name, ct.id, ct.name, ct.content_type,
             ts_rank(setweight(to_tsvector('english', ct.name), 'A') || setweight(to_tsvector('english', ct.description), 'B'), q.q)::float8
      FROM contents ct JOIN chapters ch ON ch.id = ct.chapter_id JOIN pub p ON p.id = ch.course_id CROSS JOIN q
      WHERE to_tsvector('english', ct.name || ' ' || ct.description) @@ q.q
      UNION ALL
      SELECT 'question', p.id, p.name, p.user_id, p.grade, p.board, ch.name, ct.id, ct.name, ct.content_type,
             (ts_rank(to_tsvector('english', a.question), q.q) * 0.6)::float8
      FROM assessments a JOIN contents ct ON ct.id = a.content_id JOIN chapters ch ON ch.id = ct.chapter_id
        JOIN pub p ON p.id = ch.course_id CROSS JOIN q
      WHERE to_tsvector('english', a.question) @@ q.q
    ) hits
    ORDER BY rank DESC, "courseId", "contentId" NULLS FIRST
    LIMIT ${limit * 6}`;
  // Many questions of one lecture match together: keep the best hit per place.
  const seen = new Set<string>();
  const hits: CatalogueHit[] = [];
  for (const r of rows) {
    const place = r.contentId != null ? `c${r.contentId}` : r.kind === "chapter" ? `ch${r.courseId}:${r.chapterName}` : `k${r.courseId}`;
    if (seen.has(place)) continue;
    seen.add(place);
    hits.push({
      ...r,
      courseId: Number(r.courseId),
      teacherId: Number(r.teacherId),
      contentId: r.contentId == null ? null : Number(r.contentId),
      rank: Number(r.rank),
    });
    if (hits.length >= limit) break;
  }
  return hits;
}

export type CourseListing = { id: number; name: string; grade: string | null; gradeLevel: number | null; board: string | null; teacher: string };

/** Published courses, optionally for one grade level and/or some boards. */
export async function listPublishedCourses({ gradeLevel, boardIds }: { gradeLevel?: number; boardIds?: number[] }): Promise<CourseListing[]> {
  const prisma = await db();
  const rows = await prisma.course.findMany({
    where: {
      ...publishedCourse,
      ...(gradeLevel != null ? { grade: { level: gradeLevel } } : {}),
      ...(boardIds?.length ? { boardId: { in: boardIds } } : {}),
    },
    select: { id: true, name: true, grade: { select: { name: true, level: true } }, board: { select: { name: true } }, user: { select: { username: true } } },
    orderBy: [{ grade: { level: "asc" } }, { name: "asc" }],
    take: 50,
  });
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    grade: c.grade?.name ?? null,
    gradeLevel: c.grade?.level ?? null,
    board: c.board?.name ?? null,
    teacher: c.user.username,
  }));
}

export type GradeBoardSummary = {
  grades: Array<{ name: string; level: number; courses: number }>;
  boards: Array<{ id: number; name: string; courses: number }>;
};

/** Which grades and boards have published courses, with counts. */
export async function summariseGradesAndBoards(): Promise<GradeBoardSummary> {
  const prisma = await db();
  const [grades, boards] = await Promise.all([
    prisma.grade.findMany({ select: { name: true, level: true, _count: { select: { courses: { where: publishedCourse } } } }, orderBy: { level: "asc" } }),
    prisma.board.findMany({ select: { id: true, name: true, _count: { select: { courses: { where: publishedCourse } } } }, orderBy: { name: "asc" } }),
  ]);
  return {
    grades: grades.filter((g) => g._count.courses > 0).map((g) => ({ name: g.name, level: g.level, courses: g._count.courses })),
    boards: boards.filter((b) => b._count.courses > 0).map((b) => ({ id: b.id, name: b.name, courses: b._count.courses })),
  };
}
