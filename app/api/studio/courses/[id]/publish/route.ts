// PUT /api/studio/courses/{id}/publish – publish (status 3) or return to a draft.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { setPublished } from "@/lib/server/studio/set-published";

export const dynamic = "force-dynamic";

export const PUT = handle(endpoints.publishStudioCourse, async ({ user, params: { id }, body: { published } }) => ({
  message: published ? "Course published." : "Course unpublished: it is a draft again.",
  course: await setPublished({ actor: user, courseId: id, published }),
}));
