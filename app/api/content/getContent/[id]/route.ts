// GET /api/content/getContent/{id} – a published course's chapters and contents (no assessment answers).
import { env } from "@/lib/env";
import { parseWith, route } from "@/lib/http";
import { courseIdParams, type CourseContentResponse } from "@/lib/schemas/courses";
import { getCourseContent } from "@/lib/server/courses/get-course-content";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async ({ params }): Promise<CourseContentResponse> => {
  const { id } = parseWith(courseIdParams, params);
  return { message: "Success", courseId: id, videoBaseUrl: env().VIDEO_BASE_URL, chapters: await getCourseContent({ courseId: id }) };
});
