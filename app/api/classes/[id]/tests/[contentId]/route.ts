// GET /api/classes/{id}/tests/{contentId} – a skills test across the class: first choices and facility per question.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { getTestStats } from "@/lib/server/teaching/test-stats";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.testStats, async ({ user, params }) => getTestStats({ actor: user, classId: params.id, contentId: params.contentId }));
