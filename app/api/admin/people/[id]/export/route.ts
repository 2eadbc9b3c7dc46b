// GET /api/admin/people/{id}/export – everything stored about one account, as a zip (data.json and CSV files).
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { exportLearnerData } from "@/lib/server/people/learner-data";

export const dynamic = "force-dynamic";

export const GET = handle(endpoints.exportLearner, async ({ user, params }) => {
  const { zip, fileName } = await exportLearnerData({ actor: user, userId: params.id });
  return new Response(zip as BodyInit, {
    headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "private, no-store" },
  });
});
