// POST /api/lab/run-java – compiles and runs { code, stdin? } in the server's Java sandbox: { output } or { error } (200 either way).
import { authedRoute, parseBody } from "@/lib/http";
import { runJavaSchema, type RunJavaResponse } from "@/lib/schemas/labs";
import { runJava } from "@/lib/server/labs/java/run-java";

export const dynamic = "force-dynamic";

export const POST = authedRoute(
  async ({ req }) => {
    const { code, stdin } = await parseBody(req, runJavaSchema);
    const body: RunJavaResponse = await runJava({ code, stdin });
    return body;
  },
  { rateLimit: [{ name: "lab-run-java", limit: 30, windowSec: 60, by: "user" }] },
);
