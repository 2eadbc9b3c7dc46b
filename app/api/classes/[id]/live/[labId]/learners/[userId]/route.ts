// GET /api/classes/{id}/live/{labId}/learners/{userId} – one learner's newest code per cell of the lab.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getLiveLearnerCode } from "@/lib/server/teaching/live-lab";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.liveLearnerCode, async ({ user, params }) =>
  getLiveLearnerCode({ actor: user, classId: params.id, labId: params.labId, userId: params.userId }),
);
