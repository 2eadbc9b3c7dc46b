// The browser's pattern test (lib/client/labs/pattern-judge.ts) with its real worker source, run here in a
// Node worker thread behind a minimal Web Worker shim: a match answers, the outside review's backtracking
// pattern is stopped at the server's limit with the worker terminated, and this thread stays free meanwhile.
import { resolveObjectURL } from "node:buffer";
import { Worker as NodeWorker } from "node:worker_threads";
import { PATTERN_TIME_LIMIT_MS } from "../../lib/labs/output-check";
import { testPatternInWorker } from "../../lib/client/labs/pattern-judge";

const started: NodeBackedWorker[] = [];

/** The part of the Web Worker API pattern-judge.ts uses, with the blob's source run in a worker thread. */
class NodeBackedWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  private readonly thread: Promise<NodeWorker>;

  constructor(url: string) {
    started.push(this);
    const blob = resolveObjectURL(url);
    if (!blob) throw new Error(`no blob at ${url}`);
    this.thread = blob.text().then((source) => {
      const shim = `const { parentPort } = require("node:worker_threads");
const self = { postMessage: (m) => parentPort.postMessage(m) };
parentPort.on("message", (data) => self.onmessage({ data }));
`;
      const thread = new NodeWorker(shim + source, { eval: true });
      thread.on("message", (data) => this.onmessage?.({ data }));
      thread.on("error", () => this.onerror?.());
      return thread;
    });
  }

  postMessage(message: unknown) {
    void this.thread.then((t) => t.postMessage(message));
  }

  terminate() {
    this.terminated = true;
    void this.thread.then((t) => t.terminate());
  }
}

const original = (globalThis as { Worker?: unknown }).Worker;
beforeAll(() => {
  (globalThis as { Worker?: unknown }).Worker = NodeBackedWorker;
});
afterAll(() => {
  (globalThis as { Worker?: unknown }).Worker = original;
});
beforeEach(() => {
  started.length = 0;
});

it("answers whether the pattern matches, in a worker that is ended afterwards", async () => {
  expect(await testPatternInWorker(/^(?:Total: \d+)$/u, "Total: 42")).toBe(true);
  expect(await testPatternInWorker(/^(?:Total: \d+)$/u, "Total: many")).toBe(false);
  expect(started).toHaveLength(2);
  expect(started.every((w) => w.terminated)).toBe(true);
});

it("stops the outside review's pattern at the server's limit, terminating the worker, while this thread stays free", async () => {
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 10);
  const t0 = Date.now();
  const verdict = await testPatternInWorker(/^(?:(\d+\s?)+)$/u, `${"1".repeat(36)}x`);
  const took = Date.now() - t0;
  clearInterval(ticker);
  expect(verdict).toBe("timeout");
  expect(took).toBeGreaterThanOrEqual(PATTERN_TIME_LIMIT_MS);
  expect(took).toBeLessThan(PATTERN_TIME_LIMIT_MS + 3_000);
  expect(started[0]!.terminated).toBe(true);
  // Directly on this thread the match would have taken hours and no timer would have fired.
  expect(ticks).toBeGreaterThan(5);
});

it("says the pattern could not be checked when no worker can be started", async () => {
  (globalThis as { Worker?: unknown }).Worker = class {
    constructor() {
      throw new Error("refused by the policy");
    }
  };
  try {
    expect(await testPatternInWorker(/^(?:a)$/u, "a")).toBe("unavailable");
  } finally {
    (globalThis as { Worker?: unknown }).Worker = NodeBackedWorker;
  }
});
