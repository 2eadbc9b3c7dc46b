import "server-only";
// The courses an author may change: their own; an admin's school's (every course for an admin without a school).
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { isPublished } from "@/lib/server/courses/published";
import { canAuthor } from "@/lib/schemas/roles";
import type { StudioCourseSummary } from "@/lib/schemas/studio";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StudioActor } from "./studio-access";

export const AUTHORS_ONLY = "Only authors, teachers and admins can use the course studio.";

/** What the studio shows of every course, in its list and above its editor. */
export const studioCourseSelect = {
  id: true,
  name: true,
  img: true,
  status: true,
  subject: true,
  updatedAt: true,
  grade: { select: { id: true, name: true } },
  board: { select: { id: true, name: true } },
  user: { select: { id: true, username: true } },
  organization: { select: { id: true, name: true } },
} satisfies Prisma.CourseSelect;

export async function listStudioCourses({ actor }: { actor: StudioActor }): Promise<StudioCourseSummary[]> {
  if (!canAuthor(actor.role)) throw new AppError("forbidden", AUTHORS_ONLY);
  const prisma = await db();
  const where = actor.role === "admin" ? (actor.orgId === null ? {} : { OR: [{ organizationId: actor.orgId }, { userId: actor.id }] }) : { userId: actor.id };
  const rows = await prisma.course.findMany({
    where,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: 500,
    select: {
      ...studioCourseSelect,
      chapters: { select: { _count: { select: { contents: true } } } },
    },
  });
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    img: c.img,
    status: c.status,
    published: isPublished(c),
    subject: c.subject,
    updatedAt: c.updatedAt.toISOString(),
    grade: c.grade,
    board: c.board,
    owner: c.user,
    school: c.organization,
    lessons: c.chapters.reduce((n, ch) => n + ch._count.contents, 0),
  }));
}
