// GET /api/classes/{id}/live/{labId} – where each learner of the class is in a lab, right now.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getLiveLab } from "@/lib/server/teaching/live-lab";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.liveLab, async ({ user, params }) => getLiveLab({ actor: user, classId: params.id, labId: params.labId }));
