import "server-only";
// The one line every server-side run waits in: learners' Java runs and the server's verification of Python and
// JavaScript passes share its slots (one uid and one sandbox each), its fairness (one running and one waiting run
// per learner, the longest-waiting learner next) and its bound on the wait (runner-pool.ts).
import { env } from "@/lib/env";
import { javaBackend } from "./java/backend";
import { cgroupSupport } from "./java/cgroup";
import { RunnerPool } from "./java/runner-pool";

// Process-wide (route bundles are separate module copies: one line for all of them).
const state = ((globalThis as { __learnhubRunnerQueue?: { pool?: RunnerPool } }).__learnhubRunnerQueue ??= {});

export function runnerQueue(): RunnerPool {
  if (!state.pool) {
    const e = env();
    const backend = javaBackend();
    state.pool = new RunnerPool({
      size: "slots" in backend ? backend.slots : e.JAVA_MAX_CONCURRENT,
      uidBase: e.JAVA_SANDBOX_UID_BASE,
      queueMax: e.JAVA_QUEUE_MAX,
      maxWaitSeconds: e.JAVA_QUEUE_MAX_WAIT_S,
    });
    if (e.JAVA_RUNNER === "bwrap") cgroupSupport(); // logs at start-up whether per-run caps apply
  }
  return state.pool;
}

/** The current line, if one was made (health reads it without making one). */
export function existingRunnerQueue(): RunnerPool | undefined {
  return state.pool;
}

/** Tests change the pool's size between cases. */
export function resetRunnerQueueForTests() {
  state.pool = undefined;
}
