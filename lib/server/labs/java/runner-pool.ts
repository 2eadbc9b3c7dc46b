import "server-only";
// A small pool of runner slots with a bounded queue. Each slot owns one uid: RLIMIT_NPROC counts per uid,
// so parallel runs never share their process allowance.
import { AppError } from "@/lib/errors";

export const RUNNER_BUSY_MESSAGE = "The Java runner is busy right now. Please try again in a few seconds.";

export class RunnerPool {
  private readonly free: number[];
  private readonly waiting: Array<(uid: number) => void> = [];

  constructor(
    private readonly size: number,
    private readonly uidBase: number,
    private readonly queueMax: number,
  ) {
    this.free = Array.from({ length: size }, (_, i) => uidBase + i);
  }

  get busy(): number {
    return this.size - this.free.length;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` with a slot's uid; waits in line when all slots are busy, 429 when the line is full. */
  async withSlot<T>(task: (uid: number) => Promise<T>): Promise<T> {
    const uid = await this.acquire();
    try {
      return await task(uid);
    } finally {
      this.release(uid);
    }
  }

  private acquire(): Promise<number> {
    const uid = this.free.pop();
    if (uid != null) return Promise.resolve(uid);
    if (this.waiting.length >= this.queueMax) {
      return Promise.reject(new AppError("rate_limited", RUNNER_BUSY_MESSAGE, { headers: { "Retry-After": "5" } }));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(uid: number) {
    const next = this.waiting.shift();
    if (next) next(uid);
    else this.free.push(uid);
  }
}
