// POST /api/lab/run-java – compiles and runs { code, stdin?, cellId? } in the server's Java sandbox: { output } or
// { error } (200 either way); with the cellId of a Java cell, its verdict and a stored pass, and the run kept for the
// teacher's live view. With `Accept: application/x-ndjson` the answer streams {"queued":n} and {"running":true}
// lines while the run waits and runs (lib/http.ts); a closed request leaves the line or kills the sandbox.
import { handle } from "@/lib/http";
import { endpoints } from "@/lib/api/endpoints";
import { runJavaCell } from "@/lib/server/labs/run-java-cell";

export const dynamic = "force-dynamic";

export const POST = handle(endpoints.runJava, async ({ req, user, body, progress }) => {
  let lastAhead = -1;
  return runJavaCell({
    ...body,
    userId: user.id,
    learner: String(user.id),
    signal: req.signal,
    onQueued: (ahead) => {
      if (ahead !== lastAhead) progress({ queued: ahead });
      lastAhead = ahead;
    },
    onRunning: () => progress({ running: true }),
  });
});
