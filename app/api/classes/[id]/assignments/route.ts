// POST /api/classes/{id}/assignments – assigns a course, a skills test or a lab (201; again: a new due date, 200).
import { handle, reply } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { createAssignment } from "@/lib/server/classes/assignments";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.createAssignment, async ({ user, params, body }) => {
  const out = await createAssignment({ actor: user, classId: params.id, input: body });
  return reply(out, { status: out.message === "Assigned." ? 201 : 200 });
});
