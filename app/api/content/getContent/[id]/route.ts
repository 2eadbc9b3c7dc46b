// GET /api/content/getContent/{id} – a published course's chapters and contents (no assessment answers).
import { env } from "@/lib/env";
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getCourseContent } from "@/lib/server/courses/get-course-content";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.courseContent, async ({ params }) => ({
  message: "Success" as const,
  courseId: params.id,
  videoBaseUrl: env().VIDEO_BASE_URL,
  chapters: await getCourseContent({ courseId: params.id }),
}));
