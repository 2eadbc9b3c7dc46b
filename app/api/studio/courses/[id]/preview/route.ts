// GET /api/studio/courses/{id}/preview – the course as a learner would see it, for its editors.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { previewCourse } from "@/lib/server/studio/preview-course";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.previewStudioCourse, ({ user, params: { id } }) => previewCourse({ actor: user, courseId: id }));
