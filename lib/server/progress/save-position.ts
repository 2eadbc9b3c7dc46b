import "server-only";
// The player's periodic save of where the learner is in a video; the resume point follows it.
import { sql } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "./get-enrolled-content-or-throw";

type Options = { userId: number; contentId: number; positionSec: number };

export async function savePosition({ userId, contentId, positionSec }: Options) {
  const { enrollmentId } = await getEnrolledContentOrThrow({ userId, contentId });
  // Millisecond precision is plenty for a resume point and keeps the stored value tidy.
  const rounded = Math.round(positionSec * 1000) / 1000;
  // Every learner watching a lecture sends this every few seconds: one hand-written statement
  // (lib/server/db/sql.ts) for the position and the resume point, atomic, and an insert racing another
  // tab's becomes the update through ON CONFLICT.
  await sql`
    WITH position AS (
      INSERT INTO content_progress (user_id, content_id, viewed, position_sec, updated_at)
      VALUES (${userId}, ${contentId}, true, ${rounded}, now())
      ON CONFLICT (user_id, content_id) DO UPDATE SET position_sec = EXCLUDED.position_sec, updated_at = now()
    )
    UPDATE enrollments SET last_content_id = ${contentId}, updated_at = now() WHERE id = ${enrollmentId}`;
  return { contentId, positionSec: rounded };
}
