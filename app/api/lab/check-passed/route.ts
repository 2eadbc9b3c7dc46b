// POST /api/lab/check-passed – { id }: the learner's browser ran a Python or JavaScript cell's checks and they
// passed; stored as this learner's pass (self-reported, contract §7). Java passes come from run-java only.
import { authedRoute, parseBody } from "@/lib/http";
import { checkPassedSchema, type CheckPassedResponse } from "@/lib/schemas/labs";
import { recordCellPass } from "@/lib/server/labs/record-cell-pass";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req, user }) => {
    const { id } = await parseBody(req, checkPassedSchema, 4 * 1024);
    await recordCellPass({ userId: user.id, cellId: id });
    const body: CheckPassedResponse = { message: "Check passed.", id, passed: true };
    return body;
  },
  { limits: ["lab-write"] },
);
