import "server-only";
// The catalogue: every published course, minus the ones the caller is already enrolled in (contract §2, §6).
// It is the hottest read of the app, so the published list is kept in memory, already serialised, and
// re-read only when the database's catalogue version moves (triggers bump it on any write to courses,
// grades, boards or a teacher's username, whoever makes it; migration 20261123000000). Each request
// costs one one-row read; a learner's request adds their enrolled ids. bench/ compares it with a bare
// node:http + pg server running the full query every time.
import type { Enrollment } from "@/lib/generated/prisma/client";
import { sql } from "@/lib/server/db/client";
import type { CourseListItem } from "@/lib/schemas/courses";
import { PUBLISHED_STATUS } from "./published";

export type CatalogueSnapshot = { version: string; items: CourseListItem[]; json: string; etag: string };

type Cache = { current: CatalogueSnapshot | null; pending: { version: string; promise: Promise<CatalogueSnapshot> } | null };
const cache: Cache = ((globalThis as { __catalogueCache?: Cache }).__catalogueCache ??= { current: null, pending: null });

async function readVersion(): Promise<string> {
  // bigint as text: the version is only compared.
  const rows = await sql<{ version: string }>`SELECT version::text AS version FROM catalogue_version WHERE id = 1`;
  return rows[0]?.version ?? "0";
}

async function queryPublished(): Promise<CourseListItem[]> {
  return sql<CourseListItem>`
    SELECT c.id, c.name, c.img, c.status, c.price, c.currency, c.duration, c.language,
           c.instructor_name AS "instructorName",
           CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('name', g.name) END AS grade,
           CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('name', b.name) END AS board,
           json_build_object('id', u.id, 'username', u.username) AS "user"
    FROM courses c
    LEFT JOIN grades g ON g.id = c.grade_id
    LEFT JOIN boards b ON b.id = c.board_id
    JOIN users u ON u.id = c.user_id
    WHERE c.status = ${PUBLISHED_STATUS}
    ORDER BY c.id`;
}

export function catalogueBody(items: CourseListItem[]): string {
  return JSON.stringify({ data: items, message: "Success" });
}

/**
 * The published catalogue as of now. The version is read before the list, so a write that lands in
 * between leaves the snapshot older than its version claims and the next request re-reads it — never the
 * reverse. Concurrent misses for one version share one query.
 */
export async function publishedCatalogue(): Promise<CatalogueSnapshot> {
  const version = await readVersion();
  if (cache.current?.version === version) return cache.current;
  if (cache.pending?.version !== version) {
    const promise = queryPublished().then((items) => {
      const snapshot = { version, items, json: catalogueBody(items), etag: `"catalogue-${version}"` };
      if (!cache.current || BigInt(cache.current.version) <= BigInt(version)) cache.current = snapshot;
      return snapshot;
    });
    cache.pending = { version, promise };
    promise.then(
      () => cache.pending?.promise === promise && (cache.pending = null),
      () => cache.pending?.promise === promise && (cache.pending = null),
    );
  }
  return cache.pending!.promise;
}

/** The published courses `userId` is not enrolled in. */
export async function catalogueFor(userId: number): Promise<CourseListItem[]> {
  const [snapshot, enrolled] = await Promise.all([
    publishedCatalogue(),
    sql<Pick<Enrollment, "courseId">>`SELECT course_id AS "courseId" FROM enrollments WHERE user_id = ${userId}`,
  ]);
  if (enrolled.length === 0) return snapshot.items;
  const skip = new Set(enrolled.map((e) => e.courseId));
  return snapshot.items.filter((c) => !skip.has(c.id));
}
