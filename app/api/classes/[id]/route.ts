// GET /api/classes/{id} – the class, its learners and assignments. PATCH – its details and joining switch.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getClassDetail } from "@/lib/server/classes/get-class-detail";
import { updateClass } from "@/lib/server/classes/update-class";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.classDetail, async ({ user, params }) => getClassDetail({ actor: user, classId: params.id }));

export const PATCH = handle(endpoints.updateClass, async ({ user, params, body }) => ({
  message: "Class saved.",
  class: await updateClass({ actor: user, classId: params.id, input: body }),
}));
