// PATCH /api/admin/people/{id} – role, school, disabled (audited; sessions end). DELETE – deletes a learner on request.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { updatePerson } from "@/lib/server/people/manage-people";
import { deleteLearner } from "@/lib/server/people/learner-data";

export const dynamic = "force-dynamic";

export const PATCH = handle(endpoints.updatePerson, async ({ user, params, body }) => ({
  message: "Saved. The account's open sessions have ended.",
  person: await updatePerson({ actor: user, userId: params.id, change: body }),
}));

export const DELETE = handle(endpoints.deleteLearner, async ({ user, params }) => deleteLearner({ actor: user, userId: params.id }));
