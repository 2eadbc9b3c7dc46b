// An author's expected-output pattern tested on a run's output in the browser, off the page's thread and
// within the server's time limit. A regular expression cannot be interrupted: on the main thread a
// backtracking one such as (\d+\s?)+ freezes the tab, Stop included. Each test gets a fresh worker, which is
// terminated when the limit passes (or when it answers).
// The worker runs only the fixed source below: the pattern and the output are data for `new RegExp` and
// `test`, never code. It comes from a blob: address, which the page's CSP allows (worker-src 'self' blob:,
// proxy.ts), so it loads with no network, and it holds no reference to the page: it can only post its answer.
import { PATTERN_TIME_LIMIT_MS, type PatternVerdict } from "@/lib/labs/output-check";

const WORKER_SOURCE = `"use strict";
self.onmessage = function (event) {
  var job = event.data;
  var pattern;
  try {
    pattern = new RegExp(job.source, job.flags);
  } catch (e) {
    self.postMessage({ kind: "failed" });
    return;
  }
  self.postMessage({ kind: "started" });
  self.postMessage({ kind: "done", matched: pattern.test(job.text) });
};
`;

type WorkerAnswer = { kind: "started" } | { kind: "done"; matched: boolean } | { kind: "failed" };

/** A worker that has not started within this is given up (a busy or refusing browser, not the pattern). */
const START_LIMIT_MS = 10_000;

let workerUrl: string | null = null;

/** Whether the pattern matches the text; "timeout" past the limit, "unavailable" when no worker could run it. */
export function testPatternInWorker(pattern: RegExp, text: string, limitMs = PATTERN_TIME_LIMIT_MS): Promise<PatternVerdict> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      workerUrl ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
      worker = new Worker(workerUrl, { name: "lab-pattern-check" });
    } catch {
      resolve("unavailable");
      return;
    }
    let settled = false;
    const end = (verdict: PatternVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      resolve(verdict);
    };
    // The limit counts from the moment the match starts, so a slow worker start is not the pattern's time.
    let timer = setTimeout(() => end("unavailable"), START_LIMIT_MS);
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if (answer.kind === "started") {
        clearTimeout(timer);
        timer = setTimeout(() => end("timeout"), limitMs);
      } else end(answer.kind === "done" ? answer.matched : "unavailable");
    };
    worker.onerror = () => end("unavailable");
    worker.onmessageerror = () => end("unavailable");
    worker.postMessage({ source: pattern.source, flags: pattern.flags, text });
  });
}
