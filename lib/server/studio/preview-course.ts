import "server-only";
// "Preview as a learner": the course as the player would show it to a learner — chapters, lessons with their
// video, reading, game or package, and the current questions without their answers — for its editors, published
// or not, with no enrolment and no progress written.
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { captionsFor } from "@/lib/server/media/captions-for";
import { learnerLessonSelect } from "@/lib/server/courses/learner-lesson-select";
import { lessonExtras } from "@/lib/server/course-player/lesson-extras";
import { renderMarkdown } from "@/lib/server/markdown/render-markdown";
import type { UserCourseDetails } from "@/lib/schemas/player";
import { getEditableCourseOrThrow, type StudioActor } from "./studio-access";

export async function previewCourse({ actor, courseId }: { actor: StudioActor; courseId: number }): Promise<UserCourseDetails> {
  await getEditableCourseOrThrow({ actor, courseId });
  const prisma = await db();
  const course = await prisma.course.findUniqueOrThrow({
    where: { id: courseId },
    select: {
      id: true,
      name: true,
      description: true,
      img: true,
      instructorName: true,
      duration: true,
      language: true,
      grade: { select: { name: true } },
      board: { select: { name: true } },
      user: { select: { id: true, username: true } },
      chapters: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          name: true,
          contents: {
            orderBy: { position: "asc" },
            select: { ...learnerLessonSelect, body: true, gameData: true },
          },
        },
      },
    },
  });
  return {
    course: {
      id: course.id,
      name: course.name,
      description: course.description,
      descriptionHtml: renderMarkdown(course.description),
      img: course.img,
      grade: course.grade,
      board: course.board,
      user: course.user,
      instructorName: course.instructorName ?? "N/A",
      duration: course.duration,
      language: course.language,
    },
    chapters: course.chapters.map((ch) => ({
      id: ch.id,
      name: ch.name,
      contents: ch.contents.map(({ captions, body, gameData, ...c }) => ({
        ...c,
        captions: captionsFor({ id: c.id, contentType: c.contentType, video: c.video, ownCaptionsAt: captions?.updatedAt.getTime() ?? null }),
        viewed: false,
        positionSec: 0,
        ...lessonExtras({ contentType: c.contentType, body, gameData }),
      })),
    })),
    resume: null,
    videoBaseUrl: env().VIDEO_BASE_URL,
  };
}
