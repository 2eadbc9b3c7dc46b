// The order a Python lab starts in on a class's 2-core laptops: its first editor, then Python.
// Python's start (a worker compiling 9.6 MB of WebAssembly and restoring a 31 MB snapshot, the browser decoding
// those downloads) took the second core and part of the first while the editor was starting. Measured on the
// 2-core machine, cold, 8 visits each: with Python starting beside it the first editor painted at 1.29 s
// (median); with Python's start held back 0.7 s, at 0.93 s, and Python was ready at 1.61 s instead of 1.53 s:
// started alone it needs half the time. So on an editor's address a first visit starts Python once the first
// editor has painted (or after EDITOR_WAIT_LIMIT_MS, should no editor come); the bench's editor row went from
// 1.26-1.54 s to 0.88-1.34 s, Python cold from 1.38-1.75 s to 1.53-2.28 s (target 3 s). Lab Activities, and a
// later visit (it reads its copies instead of downloading; the page's first script starts it), start Python at once.

import { monacoFiles } from "@/lib/public-env";

/** The longest Python waits for the first editor (one that cannot load must not hold Python back for long). */
export const EDITOR_WAIT_LIMIT_MS = 3_000;

let markPainted!: () => void;
const painted = new Promise<void>((resolve) => (markPainted = resolve));

/** An editor has painted (called once its first frame is on screen); Python may start. */
export function noteEditorPainted() {
  markPainted();
}

/** Resolves once an editor of this page has painted, or EDITOR_WAIT_LIMIT_MS from now. */
export function afterFirstEditor(): Promise<void> {
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, EDITOR_WAIT_LIMIT_MS))]);
}

/**
 * Below this (bytes per ms as sent, ≈ 3 Mbit/s) the link, not the cores, is what a first visit waits on. (At 8 Mbit/s,
 * the bound before, a busy machine's own server delivering Monaco's 0.6 MB over loopback in 0.6 s read as a slow
 * link; a school's 1.5 Mbit/s, shared by its class, is far below either.)
 */
const SLOW_LINK_BYTES_PER_MS = 375;

/** Files smaller than this say nothing about the link (a 1 KB entry module "takes" 2 ms on any link). */
const MEASURE_MIN_BYTES = 64 * 1024;

/**
 * On a slow link (a school's 1.5 Mbit/s), resolves once the editor's own files have arrived: from then on the link
 * would sit idle while the editor starts (2-3 s on a busy laptop), and Python's download, not its start, is what the
 * learner waits for (half a minute). Measured on the first of Monaco's files large enough to tell (its entry module is
 * 1 KB; its main chunk 0.6 MB) as the browser fetched it; on a fast link it never resolves, and Python waits for the
 * editor's paint as above.
 */
export function editorFilesInOnSlowLink(): Promise<void> {
  const { script, eager } = monacoFiles();
  const files = [script, ...eager].filter(Boolean);
  return new Promise((resolve) => {
    if (!files.length || typeof PerformanceObserver === "undefined") return;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (!files.some((f) => entry.name.endsWith(f)) || entry.encodedBodySize < MEASURE_MIN_BYTES) continue;
        observer.disconnect();
        const rate = entry.encodedBodySize / Math.max(1, entry.responseEnd - entry.responseStart);
        if (rate < SLOW_LINK_BYTES_PER_MS) resolve();
        return;
      }
    });
    observer.observe({ type: "resource", buffered: true });
  });
}
