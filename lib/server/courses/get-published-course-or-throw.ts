import "server-only";
// One published course with its course info. Unpublished and unknown ids look the same to the caller:
// a 404, so drafts do not leak. The description also comes as sanitised HTML (descriptionHtml, lib/server/markdown).
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { CourseDetail } from "@/lib/schemas/courses";
import { renderMarkdown } from "@/lib/server/markdown/render-markdown";
import { publishedCourse } from "./published";

export const COURSE_NOT_FOUND = "Course not found";

export async function getPublishedCourseOrThrow({ courseId }: { courseId: number }): Promise<CourseDetail> {
  const prisma = await db();
  const course = await prisma.course.findFirst({
    where: { id: courseId, ...publishedCourse },
    select: {
      id: true,
      name: true,
      description: true,
      img: true,
      status: true,
      price: true,
      currency: true,
      duration: true,
      language: true,
      instructorName: true,
      grade: { select: { name: true } },
      board: { select: { name: true } },
      user: { select: { id: true, username: true } },
    },
  });
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  return { ...course, descriptionHtml: renderMarkdown(course.description) };
}
