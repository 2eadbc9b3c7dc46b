import "server-only";
import type { Chapter, Content, Enrollment } from "@/lib/generated/prisma/client";
// Progress and skills tests belong to a content the learner can reach: it exists, and its course is one
// they are enrolled in. Owns that check so every handler asks the same question the same way.
import { AppError } from "@/lib/errors";
import { sql } from "@/lib/server/db/client";

export async function getEnrolledContentOrThrow({ userId, contentId }: { userId: number; contentId: number }) {
  // One round trip, hand-written (lib/server/db/sql.ts): every lesson a class opens asks this.
  const [row] = await sql<Pick<Content, "contentType"> & Pick<Chapter, "courseId"> & { enrollmentId: Enrollment["id"] | null }>`
    SELECT c.content_type AS "contentType", ch.course_id AS "courseId", e.id AS "enrollmentId"
    FROM contents c
    JOIN chapters ch ON ch.id = c.chapter_id
    LEFT JOIN enrollments e ON e.course_id = ch.course_id AND e.user_id = ${userId}
    WHERE c.id = ${contentId}`;
  if (!row) throw new AppError("not_found", "Content not found");
  if (row.enrollmentId === null) throw new AppError("forbidden", "Enrol in this course to open its lessons.");
  return { contentId, contentType: row.contentType, courseId: row.courseId, enrollmentId: row.enrollmentId };
}
