// POST /api/lab/check-passed – { id }: the learner's browser ran a Python or JavaScript cell's checks and they
// passed; stored as this learner's pass (self-reported, contract §7). Java passes come from run-java only.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { recordCellPass } from "@/lib/server/labs/record-cell-pass";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.checkPassed, async ({ body: { id }, user }) => {
  await recordCellPass({ userId: user.id, cellId: id });
  return { message: "Check passed.", id, passed: true as const };
});
