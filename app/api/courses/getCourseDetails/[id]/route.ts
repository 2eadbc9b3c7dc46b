// GET /api/courses/getCourseDetails/{id} – one published course with its course info.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getPublishedCourseOrThrow } from "@/lib/server/courses/get-published-course-or-throw";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.courseDetails, async ({ params }) => ({
  message: "Success" as const,
  course: await getPublishedCourseOrThrow({ courseId: params.id }),
}));
