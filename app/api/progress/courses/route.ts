// GET /api/progress/courses[?courseId=] – the learner's progress in each enrolled course (or one).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getCourseProgress } from "@/lib/server/progress/get-course-progress";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.courseProgress, async ({ query: { courseId }, user }) => ({
  courses: await getCourseProgress({ userId: user.id, courseId }),
}));
