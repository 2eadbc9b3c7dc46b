import "server-only";
// Runner slots shared fairly by learners. Each slot owns one uid: RLIMIT_NPROC counts per uid, so parallel runs
// never share their process allowance.
// Rules: a learner has at most one run running and one waiting; a newer waiting run replaces the older one
// (whose request is told so), so pressing Run six times costs the class one run, not six. The next free slot
// goes to the longest-waiting learner who has nothing running. A waiting or running run whose request is gone
// (tab closed, Stop) is dropped or killed at once. The line is bounded by the estimated wait, not a count.
import { AppError } from "@/lib/errors";

export const RUNNER_BUSY_MESSAGE = "The Java runner is busy right now. Please try again in a few seconds.";
export const REPLACED_MESSAGE = "This run was replaced by your newer run (one waiting run per learner).";
export const CANCELLED_MESSAGE = "The run was stopped.";

type Waiter = {
  learner: string;
  resolve: (uid: number) => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  onPosition?: (ahead: number) => void;
};

export type RunnerPoolOptions = { size: number; uidBase: number; queueMax: number; maxWaitSeconds: number };

export class RunnerPool {
  private readonly free: number[];
  private readonly waiting: Waiter[] = [];
  private readonly running = new Map<string, number>();
  /** Moving average of a run's duration: the basis of the wait estimate. */
  private avgRunMs = 1_500;

  constructor(private readonly opts: RunnerPoolOptions) {
    this.free = Array.from({ length: opts.size }, (_, i) => opts.uidBase + i);
  }

  get busy(): number {
    return this.opts.size - this.free.length;
  }

  get queued(): number {
    return this.waiting.length;
  }

  get averageRunMs(): number {
    return Math.round(this.avgRunMs);
  }

  /** Seconds a run joining the line now would wait, roughly. */
  estimatedWaitSeconds(ahead = this.waiting.length): number {
    if (this.free.length > 0 && ahead === 0) return 0;
    return ((Math.floor(ahead / this.opts.size) + 1) * this.avgRunMs) / 1000;
  }

  /**
   * Runs `task` with a slot's uid once the learner's turn comes. `onPosition` hears how many runs are ahead
   * whenever that changes while waiting.
   */
  async withSlot<T>(
    learner: string,
    task: (uid: number) => Promise<T>,
    options: { signal?: AbortSignal; onPosition?: (ahead: number) => void } = {},
  ): Promise<T> {
    const uid = await this.acquire(learner, options);
    const started = Date.now();
    try {
      return await task(uid);
    } finally {
      this.avgRunMs = this.avgRunMs * 0.8 + (Date.now() - started) * 0.2;
      this.release(learner, uid);
    }
  }

  private acquire(learner: string, { signal, onPosition }: { signal?: AbortSignal; onPosition?: (ahead: number) => void }): Promise<number> {
    if (signal?.aborted) return Promise.reject(new AppError("bad_request", CANCELLED_MESSAGE));
    const previous = this.waiting.findIndex((w) => w.learner === learner);
    if (previous === -1 && !this.running.has(learner) && this.free.length > 0) return Promise.resolve(this.take(learner));
    if (previous !== -1) {
      const [old] = this.waiting.splice(previous, 1);
      this.drop(old!, new AppError("conflict", REPLACED_MESSAGE));
    }
    const wait = this.estimatedWaitSeconds();
    if (this.waiting.length >= this.opts.queueMax || wait > this.opts.maxWaitSeconds) {
      const retryAfter = Math.max(1, Math.ceil(wait - this.opts.maxWaitSeconds) || Math.ceil(this.avgRunMs / 1000));
      return Promise.reject(new AppError("rate_limited", RUNNER_BUSY_MESSAGE, { headers: { "Retry-After": String(retryAfter) } }));
    }
    return new Promise<number>((resolve, reject) => {
      const w: Waiter = { learner, resolve, reject, signal, onPosition };
      if (signal) {
        w.onAbort = () => {
          const i = this.waiting.indexOf(w);
          if (i !== -1) {
            this.waiting.splice(i, 1);
            this.drop(w, new AppError("bad_request", CANCELLED_MESSAGE));
            this.announce();
          }
        };
        signal.addEventListener("abort", w.onAbort, { once: true });
      }
      this.waiting.push(w);
      this.announce();
    });
  }

  private take(learner: string): number {
    this.running.set(learner, (this.running.get(learner) ?? 0) + 1);
    return this.free.pop()!;
  }

  private drop(w: Waiter, error: AppError) {
    if (w.onAbort) w.signal?.removeEventListener("abort", w.onAbort);
    w.reject(error);
  }

  private release(learner: string, uid: number) {
    const n = (this.running.get(learner) ?? 1) - 1;
    if (n <= 0) this.running.delete(learner);
    else this.running.set(learner, n);
    this.free.push(uid);
    this.dispatch();
  }

  private dispatch() {
    while (this.free.length > 0) {
      const i = this.waiting.findIndex((w) => !this.running.has(w.learner));
      if (i === -1) break;
      const [w] = this.waiting.splice(i, 1);
      if (w!.onAbort) w!.signal?.removeEventListener("abort", w!.onAbort);
      w!.resolve(this.take(w!.learner));
    }
    this.announce();
  }

  private announce() {
    this.waiting.forEach((w, i) => w.onPosition?.(i));
  }
}
