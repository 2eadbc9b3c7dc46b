import "server-only";
// A learner's progress on one content and the course's resume point, written together: opening a lesson ticks
// it (viewed), the player's periodic save moves its video position. One hand-written statement
// (lib/server/db/sql.ts): a class sends these every few seconds each; atomic, and an insert racing another
// tab's becomes the update through ON CONFLICT.
import { sql } from "@/lib/server/db/client";

type Progress = { userId: number; contentId: number; enrollmentId: number } & ({ viewed: true } | { positionSec: number });

export async function recordProgress(p: Progress) {
  const positionSec = "positionSec" in p ? p.positionSec : null;
  await sql`
    WITH progress AS (
      INSERT INTO content_progress (user_id, content_id, viewed, position_sec, updated_at)
      VALUES (${p.userId}, ${p.contentId}, true, COALESCE(${positionSec}::float8, 0), now())
      ON CONFLICT (user_id, content_id) DO UPDATE SET
        viewed = content_progress.viewed OR ${positionSec === null},
        position_sec = COALESCE(${positionSec}::float8, content_progress.position_sec),
        updated_at = now()
    )
    UPDATE enrollments SET last_content_id = ${p.contentId}, updated_at = now() WHERE id = ${p.enrollmentId}`;
}
