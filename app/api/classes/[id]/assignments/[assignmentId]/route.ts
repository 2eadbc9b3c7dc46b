// DELETE /api/classes/{id}/assignments/{assignmentId} – removes an assignment (enrolments and work stay).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { deleteAssignment } from "@/lib/server/classes/assignments";

export const dynamic = "force-dynamic";

export const DELETE = handle(endpoints.deleteAssignment, async ({ user, params }) =>
  deleteAssignment({ actor: user, classId: params.id, assignmentId: params.assignmentId }),
);
