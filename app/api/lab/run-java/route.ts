// POST /api/lab/run-java – compiles and runs { code, stdin?, cellId? } in the server's Java sandbox: { output } or { error }
// (200 either way); with the cellId of a Java cell that has an expected output, also `check` (✓/✗, a pass is stored).
// With `Accept: application/x-ndjson` the answer streams one JSON object per line while the run waits and
// runs: {"queued":n} (n runs ahead), {"running":true}, then the same final object as the plain answer, or
// {"status":4xx/5xx,"message":…} when it was refused. A closed request leaves the line / kills the sandbox.
import { authedRoute, parseBody } from "@/lib/http";
import { AppError } from "@/lib/errors";
import { runJavaSchema, type RunJavaResponse } from "@/lib/schemas/labs";
import { runJava, type RunJavaOptions } from "@/lib/server/labs/java/run-java";
import { runJavaCheck } from "@/lib/server/labs/run-java-check";
import { log } from "@/lib/server/log/logger";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req, user }) => {
    const { code, stdin, cellId } = await parseBody(req, runJavaSchema);
    const learner = String(user.id);
    const run = (opts: RunJavaOptions): Promise<RunJavaResponse> => (cellId ? runJavaCheck({ ...opts, userId: user.id, cellId }) : runJava(opts));
    if (!(req.headers.get("accept") ?? "").includes("application/x-ndjson")) {
      const body: RunJavaResponse = await run({ code, stdin, learner, signal: req.signal });
      return body;
    }
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (o: unknown) => {
          try {
            controller.enqueue(encoder.encode(`${JSON.stringify(o)}\n`));
          } catch {
            /* the client has gone; the signal cancels the run */
          }
        };
        let lastAhead = -1;
        try {
          const result: RunJavaResponse = await run({
            code,
            stdin,
            learner,
            signal: req.signal,
            onQueued: (ahead) => {
              if (ahead !== lastAhead) send({ queued: ahead });
              lastAhead = ahead;
            },
            onRunning: () => send({ running: true }),
          });
          send(result);
        } catch (e) {
          if (e instanceof AppError)
            send({ status: e.status, message: e.message, ...(e.headers?.["Retry-After"] ? { retryAfter: Number(e.headers["Retry-After"]) } : {}) });
          else {
            log.error("java run failed", { error: e instanceof Error ? e.message : String(e) });
            send({ status: 500, message: "Something went wrong on the server." });
          }
        } finally {
          try {
            controller.close();
          } catch {
            /* already closed */
          }
        }
      },
    });
    return new Response(stream, { headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" } });
  },
  { limits: ["lab-run-java"] },
);
