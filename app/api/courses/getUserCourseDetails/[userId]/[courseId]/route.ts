// GET /api/courses/getUserCourseDetails/{userId}/{courseId} – the spec's user-course detail call: the
// enrolled learner's chapters, progress and resume point (403 when not enrolled).
import { authedRoute, parseWith } from "@/lib/http";
import { userCourseParams, type UserCourseDetailsResponse } from "@/lib/schemas/player";
import { getUserCourseDetails } from "@/lib/server/course-player/get-user-course-details";

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ userId: string; courseId: string }>(async ({ params, user }) => {
  const { userId, courseId } = parseWith(userCourseParams, params);
  const data = await getUserCourseDetails({ viewer: user, userId, courseId });
  return { message: "Success", data } satisfies UserCourseDetailsResponse;
});
