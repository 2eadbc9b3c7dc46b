// GET /api/classes/{id}/gradebook – learners × assignments, with who is behind and the class averages.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getGradebook } from "@/lib/server/teaching/gradebook";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.gradebook, async ({ user, params }) => getGradebook({ actor: user, classId: params.id }));
