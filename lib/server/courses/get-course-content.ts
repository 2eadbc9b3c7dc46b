import "server-only";
// The chapters and contents of a published course for the enrol page's playlist. Assessments come
// without `correct`: answers are graded on the server (lib/server/quiz), never shipped to the browser.
import { AppError } from "@/lib/errors";
import { captionsFor } from "@/lib/server/media/captions-for";
import { db } from "@/lib/server/db/client";
import type { ContentType, CourseChapter } from "@/lib/schemas/courses";
import { publishedCourse } from "./published";
import { COURSE_NOT_FOUND } from "./get-published-course-or-throw";

export async function getCourseContent({ courseId }: { courseId: number }): Promise<CourseChapter[]> {
  const prisma = await db();
  const course = await prisma.course.findFirst({
    where: { id: courseId, ...publishedCourse },
    select: {
      chapters: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          name: true,
          position: true,
          contents: {
            orderBy: { position: "asc" },
            select: {
              id: true,
              name: true,
              description: true,
              video: true,
              contentType: true,
              position: true,
              captions: { select: { updatedAt: true } },
              assessments: {
                where: { retiredAt: null },
                orderBy: { position: "asc" },
                select: { id: true, question: true, option1: true, option2: true, option3: true, option4: true, option5: true, option6: true },
              },
            },
          },
        },
      },
    },
  });
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  // The database's check constraint limits contentType to the three known values.
  return course.chapters.map((ch) => ({
    ...ch,
    contents: ch.contents.map(({ captions, ...c }) => ({
      ...c,
      captions: captionsFor({ ...c, ownCaptionsAt: captions?.updatedAt ?? null }),
      contentType: c.contentType as ContentType,
    })),
  }));
}
