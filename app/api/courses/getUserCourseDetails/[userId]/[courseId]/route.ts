// GET /api/courses/getUserCourseDetails/{userId}/{courseId} – the spec's user-course detail call: the
// enrolled learner's chapters, progress and resume point (403 when not enrolled).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getUserCourseDetails } from "@/lib/server/course-player/get-user-course-details";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.userCourseDetails, async ({ params: { userId, courseId }, user }) => ({
  message: "Success" as const,
  data: await getUserCourseDetails({ viewer: user, userId, courseId }),
}));
