// GET /api/studio/courses/{id} – one course to edit. PUT – changes its form.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getStudioCourse } from "@/lib/server/studio/get-studio-course";
import { updateCourse } from "@/lib/server/studio/save-course";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.studioCourse, async ({ user, params: { id } }) => ({
  message: "Success",
  course: await getStudioCourse({ actor: user, courseId: id }),
}));

export const PUT = handle(endpoints.updateStudioCourse, async ({ user, params: { id }, body }) => ({
  message: "Course saved.",
  course: await updateCourse({ actor: user, courseId: id, form: body }),
}));
