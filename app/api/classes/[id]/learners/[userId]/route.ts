// GET /api/classes/{id}/learners/{userId} – one learner's work. DELETE – takes them out of the class.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getLearnerReport } from "@/lib/server/teaching/learner-report";
import { removeLearner } from "@/lib/server/classes/remove-learner";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.learnerReport, async ({ user, params }) => getLearnerReport({ actor: user, classId: params.id, userId: params.userId }));

export const DELETE = handle(endpoints.removeLearner, async ({ user, params }) => removeLearner({ actor: user, classId: params.id, userId: params.userId }));
