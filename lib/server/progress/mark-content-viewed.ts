import "server-only";
// Opening a content marks it viewed (the tick) and makes it the course's resume point, on the server so
// it follows the learner to another device.
import { sql } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "./get-enrolled-content-or-throw";

export async function markContentViewed({ userId, contentId }: { userId: number; contentId: number }) {
  const { enrollmentId } = await getEnrolledContentOrThrow({ userId, contentId });
  // The tick and the resume point in one statement (atomic, and an insert racing another tab's becomes
  // the update through ON CONFLICT).
  await sql`
    WITH tick AS (
      INSERT INTO content_progress (user_id, content_id, viewed, updated_at) VALUES (${userId}, ${contentId}, true, now())
      ON CONFLICT (user_id, content_id) DO UPDATE SET viewed = true, updated_at = now()
    )
    UPDATE enrollments SET last_content_id = ${contentId}, updated_at = now() WHERE id = ${enrollmentId}`;
  return { contentId, viewed: true as const };
}
