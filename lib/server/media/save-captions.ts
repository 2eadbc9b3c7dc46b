import "server-only";
// PUT /api/content/captions/{contentId}'s use case: WebVTT captions for one lecture, written by its course's
// owner or an admin, replacing any earlier ones of that lecture. They are stored with the lecture (the
// content_captions table), so every instance serves them at once and no other lecture that plays the same
// video file changes. GET serves them to whoever may open the lecture.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { canEditCourse, getEditableContentOrThrow } from "@/lib/server/courses/course-editors";
import { isPublished } from "@/lib/server/courses/published";
import { ownCaptionsUrl } from "./captions-for";

export const NO_VIDEO = "This content has no video to caption.";
const NO_CAPTIONS = "This lecture has no captions of its own.";

export async function saveCaptions({ actor, contentId, vtt }: { actor: Pick<SessionUser, "id" | "role">; contentId: number; vtt: string }) {
  const content = await getEditableContentOrThrow({ actor, contentId });
  if (!content.video?.trim() || content.contentType === "game") throw new AppError("bad_request", NO_VIDEO);
  const prisma = await db();
  // Line ends as WebVTT writes them; the byte-order mark, if any, stays (it is valid WebVTT).
  const text = vtt.replace(/\r\n?/g, "\n");
  const saved = await prisma.contentCaptions.upsert({
    where: { contentId },
    create: { contentId, vtt: text, updatedById: actor.id },
    update: { vtt: text, updatedById: actor.id },
    select: { updatedAt: true },
  });
  return { contentId, captions: ownCaptionsUrl(contentId, saved.updatedAt) };
}

/** A lecture's own captions, for anyone who may open the lecture: a published course's, or an enrolled learner's or its editors'. */
export async function readCaptions({ viewer, contentId }: { viewer: Pick<SessionUser, "id" | "role"> | null; contentId: number }): Promise<string> {
  const prisma = await db();
  const row = await prisma.contentCaptions.findUnique({
    where: { contentId },
    select: { vtt: true, content: { select: { chapter: { select: { course: { select: { id: true, userId: true, organizationId: true, status: true } } } } } } },
  });
  const course = row?.content.chapter.course;
  if (!row || !course) throw new AppError("not_found", NO_CAPTIONS);
  if (isPublished(course) || (viewer && canEditCourse(viewer, course))) return row.vtt;
  const enrolled = viewer ? await prisma.enrollment.count({ where: { userId: viewer.id, courseId: course.id } }) : 0;
  if (!enrolled) throw new AppError("not_found", NO_CAPTIONS);
  return row.vtt;
}
