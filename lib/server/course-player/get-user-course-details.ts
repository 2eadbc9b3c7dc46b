import { captionsFor } from "@/lib/server/media/captions-for";
import "server-only";
// The course player's one read: the course, its chapters with this learner's progress, the assessments
// without their answers, and where the learner left off.
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { canActFor } from "@/lib/server/auth/access";
import { isPublished } from "@/lib/server/courses/published";
import type { UserCourseDetails } from "@/lib/schemas/player";

type Options = { viewer: Pick<SessionUser, "id" | "role">; userId: number; courseId: number };

export async function getUserCourseDetails({ viewer, userId, courseId }: Options): Promise<UserCourseDetails> {
  if (!canActFor(viewer, userId)) {
    throw new AppError("forbidden", "You can only open your own courses.");
  }
  const prisma = await db();
  const [course, enrollment] = await Promise.all([
    prisma.course.findUnique({
      where: { id: courseId },
      select: {
        id: true,
        name: true,
        description: true,
        img: true,
        status: true,
        instructorName: true,
        duration: true,
        language: true,
        grade: { select: { name: true } },
        board: { select: { name: true } },
        user: { select: { id: true, username: true } },
      },
    }),
    prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { lastContentId: true } }),
  ]);
  // An unpublished course stays open to those already enrolled, and invisible to everyone else.
  if (!course || (!isPublished(course) && !enrollment)) throw new AppError("not_found", "Course not found");
  if (!enrollment) {
    throw new AppError("forbidden", `You are not enrolled in “${course.name}” yet. Enrol to start learning.`);
  }

  const chapters = await prisma.chapter.findMany({
    where: { courseId },
    orderBy: { position: "asc" },
    select: {
      id: true,
      name: true,
      contents: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          name: true,
          description: true,
          video: true,
          contentType: true,
          progress: { where: { userId }, select: { viewed: true, positionSec: true } },
          // `correct` is deliberately not selected: grading happens on the server.
          assessments: {
            orderBy: { position: "asc" },
            select: { id: true, question: true, option1: true, option2: true, option3: true, option4: true },
          },
        },
      },
    },
  });

  let resume: UserCourseDetails["resume"] = null;
  const shaped = chapters.map((ch) => ({
    id: ch.id,
    name: ch.name,
    contents: ch.contents.map(({ progress, ...c }) => {
      const p = progress[0];
      const positionSec = p?.positionSec ?? 0;
      if (c.id === enrollment.lastContentId) resume = { contentId: c.id, positionSec };
      return { ...c, captions: c.contentType === "game" ? null : captionsFor(c.video), viewed: p?.viewed ?? false, positionSec };
    }),
  }));

  const { status: _status, instructorName, ...rest } = course;
  return {
    course: { ...rest, instructorName: instructorName ?? "N/A" },
    chapters: shaped,
    resume,
    videoBaseUrl: env().VIDEO_BASE_URL,
  };
}
