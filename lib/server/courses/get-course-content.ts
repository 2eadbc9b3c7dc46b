import "server-only";
// The chapters and contents of a published course for the enrol page's playlist (each lesson as
// learner-lesson-select.ts reads it: its questions without their answers).
import { AppError } from "@/lib/errors";
import { captionsFor } from "@/lib/server/media/captions-for";
import { db } from "@/lib/server/db/client";
import type { ContentType, CourseChapter } from "@/lib/schemas/courses";
import { learnerLessonSelect } from "./learner-lesson-select";
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
            select: { ...learnerLessonSelect, position: true },
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
