// POST /api/lab/check-passed – { id, code?, stdin? }: the learner's browser ran a Python or JavaScript cell's
// checks and they passed. Stored as their pass (self-reported), then verified by the server's own run of that
// code when it can (verified: true). Java passes come from run-java only.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { reportCellPass } from "@/lib/server/labs/verify-cell-pass";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.checkPassed, async ({ req, body: { id, code, stdin }, user }) => {
  const { verified, message } = await reportCellPass({ userId: user.id, cellId: id, code, stdin, signal: req.signal });
  return { message, id, passed: true as const, verified };
});
