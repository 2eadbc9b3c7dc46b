import "server-only";
// Which version of a skills test an attempt is taken on. The test's current questions (its unretired rows, in
// position order) and settings (pass mark, shuffle) are compared with its latest version; when they differ — the
// studio changed the test — a new version is written. Attempts point at their version, so a past attempt keeps
// its questions (retired rows are never changed or deleted), its choices (stored as text) and its score.
import type { Assessment, Content, TestVersion } from "@/lib/generated/prisma/client";
import { sql } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";

export type TestVersionRef = { id: number; total: number; passPercent: number; shuffleOptions: boolean };

/** The version a new attempt is taken on, or null when the content has no questions. */
export async function currentTestVersion(contentId: number): Promise<TestVersionRef | null> {
  for (let tries = 0; ; tries++) {
    // Typed from the schema (docs/conventions.md): the lesson's settings, its latest version's (null: none yet) and
    // the two lists of question ids.
    const [state] = await sql<
      Pick<Content, "passPercent" | "shuffleOptions"> & {
        current: Assessment["id"][] | null;
        latestId: TestVersion["id"] | null;
        latestNumber: TestVersion["number"] | null;
        latestPass: TestVersion["passPercent"] | null;
        latestShuffle: TestVersion["shuffleOptions"] | null;
        latestIds: Assessment["id"][] | null;
      }
    >`
      SELECT c.pass_percent AS "passPercent", c.shuffle_options AS "shuffleOptions",
             (SELECT array_agg(q.id ORDER BY q.position) FROM assessments q WHERE q.content_id = c.id AND q.retired_at IS NULL) AS current,
             v.id AS "latestId", v.number AS "latestNumber", v.pass_percent AS "latestPass", v.shuffle_options AS "latestShuffle",
             (SELECT array_agg(x.assessment_id ORDER BY x.position) FROM test_version_questions x WHERE x.version_id = v.id) AS "latestIds"
      FROM contents c
      LEFT JOIN LATERAL (SELECT * FROM test_versions t WHERE t.content_id = c.id ORDER BY t.number DESC LIMIT 1) v ON true
      WHERE c.id = ${contentId}`;
    if (!state?.current?.length) return null;
    const current = state.current;
    const same =
      state.latestId !== null &&
      state.latestPass === state.passPercent &&
      state.latestShuffle === state.shuffleOptions &&
      (state.latestIds ?? []).join(",") === current.join(",");
    if (same) return { id: state.latestId!, total: current.length, passPercent: state.passPercent, shuffleOptions: state.shuffleOptions };
    try {
      // One statement: the version and its question list (two starts racing for the same number collide on the
      // unique key; the loser reads again and finds the winner's version).
      const [made] = await sql<Pick<TestVersion, "id">>`
        WITH v AS (
          INSERT INTO test_versions (content_id, number, pass_percent, shuffle_options)
          VALUES (${contentId}, ${(state.latestNumber ?? 0) + 1}, ${state.passPercent}, ${state.shuffleOptions})
          RETURNING id
        ), q AS (
          INSERT INTO test_version_questions (version_id, assessment_id, position)
          SELECT v.id, ids.id, ids.n FROM v, unnest(${current}::int[]) WITH ORDINALITY AS ids(id, n)
        )
        SELECT id FROM v`;
      return { id: made!.id, total: current.length, passPercent: state.passPercent, shuffleOptions: state.shuffleOptions };
    } catch (e) {
      if (dbConstraintError(e) !== "unique" || tries >= 4) throw e;
    }
  }
}
