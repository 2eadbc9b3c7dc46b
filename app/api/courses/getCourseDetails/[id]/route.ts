// GET /api/courses/getCourseDetails/{id} – one published course with its course info.
import { parseWith, route } from "@/lib/http";
import { courseIdParams, type CourseDetailsResponse } from "@/lib/schemas/courses";
import { getPublishedCourseOrThrow } from "@/lib/server/courses/get-published-course-or-throw";

export const dynamic = "force-dynamic";

export const GET = route<{ id: string }>(async ({ params }): Promise<CourseDetailsResponse> => {
  const { id } = parseWith(courseIdParams, params);
  return { message: "Success", course: await getPublishedCourseOrThrow({ courseId: id }) };
});
