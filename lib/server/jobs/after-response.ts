import "server-only";
// Work that must not shape the answer's timing: the answer leaves first, the work runs after it in this
// process. Used where the time taken would tell a stranger something (a reset mail goes out only for a
// registered address). Failures are logged, never thrown at a client that has already been answered.
import { log } from "@/lib/server/log/logger";

// Process-wide: Next builds route handlers as separate entries, each with its own copy of this module.
const pending = ((globalThis as { __learnhubAfterResponse?: Set<Promise<void>> }).__learnhubAfterResponse ??= new Set());

type Gate = { opened: Promise<void> };
const state = ((globalThis as { __learnhubAfterResponseGate?: { gate: Gate | null } }).__learnhubAfterResponseGate ??= { gate: null });

export function afterResponse(what: string, work: () => Promise<unknown>): void {
  const job: Promise<void> = (async () => {
    // Never in the same turn as the request: the caller answers first.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (state.gate) await state.gate.opened;
    await work();
  })()
    .catch((err: unknown) => log.error(`${what} failed after the answer was sent`, { err }))
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** Resolves once every job started so far (and any they start) has finished: tests, and a server shutting down. */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/**
 * Holds every job until the returned function is called: lets a test read an answer and the database before
 * the work that follows the answer has started, which proves the answer did not wait for it.
 */
export function holdAfterResponse(): () => void {
  let open!: () => void;
  state.gate = { opened: new Promise<void>((resolve) => (open = resolve)) };
  return () => {
    state.gate = null;
    open();
  };
}
