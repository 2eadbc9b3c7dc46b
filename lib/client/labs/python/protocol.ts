// Messages between the lab page and the Pyodide worker. The page owns two SharedArrayBuffers: the
// interrupt byte Pyodide polls (Stop) and the stdin mailbox the worker blocks on with Atomics.wait.

/** stdin mailbox layout: Int32 [0] state, Int32 [1] byte length, then UTF-8 bytes from STDIN_DATA_OFFSET. */
export const STDIN_STATE = { waiting: 0, ready: 1, cancelled: 2 } as const;
export const STDIN_DATA_OFFSET = 8;
export const STDIN_BUFFER_BYTES = 64 * 1024;
/** Value written into the interrupt buffer: SIGINT, which Python raises as KeyboardInterrupt. */
export const SIGINT = 2;

export type WorkerRequest =
  { type: "init"; indexURL: string; configURL: string; interrupt: SharedArrayBuffer; stdin: SharedArrayBuffer } | { type: "run"; runId: number; code: string };

export type RunOutcome = { status: "ok" } | { status: "error"; message: string; traceback: string } | { status: "stopped"; restarted?: boolean };

export type WorkerEvent =
  /** `starting`: every file is in and Python itself is starting (CPU work, no more bytes to wait for). */
  | { type: "progress"; line: string; starting?: true }
  | { type: "ready"; version: string; /** Since the worker started (it may have loaded Python before "init"). */ ms: number; phases?: Record<string, number> }
  /** The runtime's files so far (bytes as sent), and the seconds left at the recent rate (runtime-download.ts). */
  | { type: "download"; received: number; total: number; secondsLeft: number | null }
  /** The link measured too slow for the start-up snapshot: Python starts without it (skippedBytes less to download). */
  | { type: "slow-link"; bytesPerSecond: number; skippedBytes: number }
  /** `stopped`: the download ended there (a network failure); "Try again" continues from what arrived. */
  | { type: "load-failed"; detail: string; stopped?: { received: number; total: number } }
  /** The copies of the runtime's files for the next start are stored (runtime-copies.ts). */
  | { type: "copies-kept" }
  | { type: "stdout"; runId: number; text: string }
  | { type: "stderr"; runId: number; text: string }
  | { type: "input-request"; runId: number }
  | { type: "plot"; runId: number; png: string }
  /** What the cell drew with our turtle module, as JSON (lib/labs/turtle-drawing.ts). */
  | { type: "turtle"; runId: number; drawing: string }
  | { type: "done"; runId: number; outcome: RunOutcome };
