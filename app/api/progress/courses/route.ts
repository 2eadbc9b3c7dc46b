// GET /api/progress/courses[?courseId=] – the learner's progress in each enrolled course (or one).
import { authedRoute, parseWith, searchParams } from "@/lib/http";
import { courseProgressQuery, type CourseProgressResponse } from "@/lib/schemas/progress";
import { getCourseProgress } from "@/lib/server/progress/get-course-progress";

export const dynamic = "force-dynamic";

export const GET = authedRoute(
  async ({ req, user }) => {
    const { courseId } = parseWith(courseProgressQuery, searchParams(req));
    return { courses: await getCourseProgress({ userId: user.id, courseId }) } satisfies CourseProgressResponse;
  },
  { limits: ["progress-courses"] },
);
