// POST /api/lab/run-report – how the learner's browser run of a cell ended, kept for their teacher's live view.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { recordLabRun } from "@/lib/server/labs/record-lab-run";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.runReport, async ({ user, body }) => {
  await recordLabRun({ userId: user.id, ...body });
  return { message: "Run recorded." };
});
