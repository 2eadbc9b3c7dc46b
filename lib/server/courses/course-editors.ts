import "server-only";
// Who may change a course and what is in it (captions; the studio's chapters, contents and tests): an author or
// teacher their own courses, an admin their school's (every course for an admin without a school).
// Every server check goes through here; the rule itself (canEditCourse) is in
// lib/schemas/roles.ts, where the screens read it too.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { canEditCourse } from "@/lib/schemas/roles";

export { canEditCourse };

export const COURSE_EDITORS_ONLY = "Only this course's teacher or an admin can change it.";

type Actor = Pick<SessionUser, "id" | "role"> & { orgId?: number | null };

/** The course a content belongs to, if `actor` may edit it: 404 for an unknown content, 403 for someone else's course. */
export async function getEditableContentOrThrow({ actor, contentId }: { actor: Actor; contentId: number }) {
  const prisma = await db();
  const content = await prisma.content.findUnique({
    where: { id: contentId },
    select: {
      id: true,
      video: true,
      contentType: true,
      chapter: { select: { course: { select: { id: true, userId: true, organizationId: true, status: true } } } },
    },
  });
  if (!content) throw new AppError("not_found", "Content not found");
  if (!canEditCourse(actor, content.chapter.course)) throw new AppError("forbidden", COURSE_EDITORS_ONLY);
  return content;
}
