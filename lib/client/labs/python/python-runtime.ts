// One Python interpreter per lab page (cells share variables, like a notebook), running in a Worker.
// The page talks to it through this class: start-up progress, runs with streamed output, input() lines, Stop.
import { keepLabsOffline } from "../../offline/register";
import { afterFirstEditor, editorFilesInOnSlowLink } from "../start-order";
import { PYODIDE_INDEX_URL, PYTHON_CONFIG_URL, PYTHON_WORKER_URL, noteCopiesKept, pythonStartsAtOnce, takeEarlyWorker } from "./addresses";
import { SIGINT, STDIN_BUFFER_BYTES, STDIN_DATA_OFFSET, STDIN_STATE, type RunOutcome, type WorkerEvent, type WorkerRequest } from "./protocol";

/**
 * Contract §9: the Python runtime must be ready within 30 s. On a school's link its files alone take longer, so the
 * limit is on silence: the start fails when nothing has arrived (no byte, no step) for this long.
 */
export const PYTHON_LOAD_TIMEOUT_MS = 30_000;
/**
 * Once every file is in, Python's own start is work for the computer, not the link: a few seconds on a school laptop,
 * much longer on one that is busy with other work. Silence then means a start that is stuck, not a link that is down.
 */
export const PYTHON_START_TIMEOUT_MS = 120_000;
export type RuntimeStatus =
  | { state: "loading" }
  | { state: "ready"; version: string; ms: number; phases?: Record<string, number> }
  | { state: "failed"; detail: string; stopped?: { received: number; total: number } };

/** How the runtime's download is going: bytes as sent so far and in all, and whether the link was too slow for the snapshot. */
export type DownloadStatus = {
  received: number;
  total: number;
  secondsLeft: number | null;
  slowLink: { bytesPerSecond: number; skippedBytes: number } | null;
};

export type RunHandlers = {
  onStdout: (text: string) => void;
  onStderr: (text: string) => void;
  onInputRequest: () => void;
  onPlot: (pngBase64: string) => void;
  onTurtle?: (drawing: string) => void;
};

type PendingRun = { id: number; handlers: RunHandlers; resolve: (o: RunOutcome) => void };

/** How long Stop waits for KeyboardInterrupt before it replaces the interpreter (code stuck outside Python). */
export const STOP_GRACE_MS = 3_000;

/** Bundled by scripts/prepare-assets.mjs: Pyodide needs a module worker, which the app bundler does not emit. */
const newWorker = () => new Worker(PYTHON_WORKER_URL, { type: "module", name: "python-lab" });

export class PythonRuntime {
  private worker: Worker | null = null;
  private interrupt: Uint8Array | null = null;
  private stdinState: Int32Array | null = null;
  private stdinBytes: Uint8Array | null = null;
  private pending: PendingRun | null = null;
  private nextRunId = 1;
  private statusListeners = new Set<(s: RuntimeStatus) => void>();
  private progressListeners = new Set<(line: string) => void>();
  private downloadListeners = new Set<(d: DownloadStatus | null) => void>();
  download: DownloadStatus | null = null;
  /** This interpreter's start-up lines so far: a page that adopts a prewarmed runtime still shows them. */
  private progressLog: string[] = [];
  private loadTimer: ReturnType<typeof setTimeout> | undefined;
  /** Every file is asked for and Python itself is starting (the worker said so). */
  private starting = false;
  private stopTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counts starts (and dispose): a start that waits for the editor goes ahead only if it is still the last. */
  private spawns = 0;
  private readyPromise: Promise<boolean> = Promise.resolve(false);
  private settleReady: (ok: boolean) => void = () => undefined;
  status: RuntimeStatus = { state: "loading" };

  constructor() {
    this.spawn();
  }

  /** Resolves true when the interpreter is ready, false when it failed to load. */
  get ready(): Promise<boolean> {
    return this.readyPromise;
  }

  private spawn() {
    const spawned = ++this.spawns;
    this.readyPromise = new Promise((resolve) => (this.settleReady = resolve));
    this.progressLog = [];
    this.starting = false;
    this.setDownload(null);
    this.setStatus({ state: "loading" });
    if (typeof SharedArrayBuffer === "undefined") {
      this.fail("SharedArrayBuffer is unavailable: the page is not cross-origin isolated");
      return;
    }
    this.armLoadTimer();
    const early = takeEarlyWorker();
    if (early || pythonStartsAtOnce(window.location.hash)) return this.adopt(early ?? newWorker());
    // A first visit to a lab's address: after its first editor, or its files on a slow link (start-order.ts), unless
    // replaced or disposed meanwhile.
    void Promise.race([afterFirstEditor(), editorFilesInOnSlowLink()]).then(() => spawned === this.spawns && this.adopt(newWorker()));
  }

  private adopt(worker: Worker) {
    // Events of a worker already replaced (Stop's restart) may still arrive: only the current one counts.
    worker.onmessage = (e: MessageEvent<WorkerEvent>) => worker === this.worker && this.handle(e.data);
    worker.onerror = (e) => worker === this.worker && this.fail(e.message || "The Python worker could not start.");
    this.worker = worker;
    const interrupt = new SharedArrayBuffer(1);
    const stdin = new SharedArrayBuffer(STDIN_DATA_OFFSET + STDIN_BUFFER_BYTES);
    this.interrupt = new Uint8Array(interrupt);
    this.stdinState = new Int32Array(stdin, 0, 2);
    this.stdinBytes = new Uint8Array(stdin, STDIN_DATA_OFFSET);
    this.post({ type: "init", indexURL: PYODIDE_INDEX_URL, configURL: PYTHON_CONFIG_URL, interrupt, stdin });
  }

  onStatus(listener: (s: RuntimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  /** The download's progress (null until the worker reports one). */
  onDownload(listener: (d: DownloadStatus | null) => void): () => void {
    this.downloadListeners.add(listener);
    listener(this.download);
    return () => this.downloadListeners.delete(listener);
  }

  onProgress(listener: (line: string) => void): () => void {
    this.progressListeners.add(listener);
    for (const line of this.progressLog) listener(line);
    return () => this.progressListeners.delete(listener);
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  /** Runs code in the shared namespace; resolves when it ends, fails or is stopped. */
  run(code: string, handlers: RunHandlers): Promise<RunOutcome> {
    if (this.status.state !== "ready") return Promise.resolve({ status: "error", message: "The Python runtime is not ready.", traceback: "" });
    if (this.pending) return Promise.resolve({ status: "error", message: "Another cell is still running.", traceback: "" });
    const id = this.nextRunId++;
    return new Promise((resolve) => {
      this.pending = { id, handlers, resolve };
      this.post({ type: "run", runId: id, code });
    });
  }

  /** Answers the input() the running cell is waiting on. */
  sendInput(line: string) {
    if (!this.stdinState || !this.stdinBytes) return;
    const bytes = new TextEncoder().encode(line).slice(0, STDIN_BUFFER_BYTES);
    this.stdinBytes.set(bytes);
    Atomics.store(this.stdinState, 1, bytes.length);
    Atomics.store(this.stdinState, 0, STDIN_STATE.ready);
    Atomics.notify(this.stdinState, 0);
  }

  /**
   * Raises KeyboardInterrupt in the running cell (and wakes an input() that is waiting). If the cell has not
   * ended STOP_GRACE_MS later, the interpreter is replaced: the run ends as stopped, with `restarted`.
   */
  stop() {
    const run = this.pending;
    if (!run || !this.interrupt || !this.stdinState) return;
    this.interrupt[0] = SIGINT;
    if (Atomics.load(this.stdinState, 0) === STDIN_STATE.waiting) {
      Atomics.store(this.stdinState, 0, STDIN_STATE.cancelled);
      Atomics.notify(this.stdinState, 0);
    }
    clearTimeout(this.stopTimer);
    this.stopTimer = setTimeout(() => {
      if (this.pending !== run) return;
      this.terminate();
      run.resolve({ status: "stopped", restarted: true });
      this.spawn();
    }, STOP_GRACE_MS);
  }

  dispose() {
    this.spawns++;
    const run = this.pending;
    this.terminate();
    this.settleReady(false);
    run?.resolve({ status: "stopped" });
    this.statusListeners.clear();
    this.progressListeners.clear();
    this.downloadListeners.clear();
  }

  private terminate() {
    clearTimeout(this.loadTimer);
    clearTimeout(this.stopTimer);
    if (this.worker) {
      this.worker.onmessage = null;
      this.worker.onerror = null;
      this.worker.terminate();
    }
    this.worker = null;
    this.pending = null;
  }

  private post(message: WorkerRequest) {
    this.worker?.postMessage(message);
  }

  private setStatus(status: RuntimeStatus) {
    this.status = status;
    if (status.state !== "loading") this.settleReady(status.state === "ready");
    for (const l of this.statusListeners) l(status);
  }

  private fail(detail: string, stopped?: { received: number; total: number }) {
    if (this.status.state !== "loading") return;
    clearTimeout(this.loadTimer);
    this.setStatus({ state: "failed", detail, ...(stopped ? { stopped } : {}) });
  }

  /**
   * (Re)starts the silence limit: called at the start and whenever a byte or a step arrives; once Python itself is
   * starting and every byte is in, the longer limit of that step.
   */
  private armLoadTimer() {
    clearTimeout(this.loadTimer);
    const d = this.download;
    if (this.starting && (!d || d.received >= d.total)) {
      this.loadTimer = setTimeout(() => this.fail(`Python did not finish starting within ${PYTHON_START_TIMEOUT_MS / 1000} s`), PYTHON_START_TIMEOUT_MS);
      return;
    }
    this.loadTimer = setTimeout(() => {
      this.fail(`nothing arrived for ${PYTHON_LOAD_TIMEOUT_MS / 1000} s`, d && d.received < d.total ? { received: d.received, total: d.total } : undefined);
    }, PYTHON_LOAD_TIMEOUT_MS);
  }

  private setDownload(d: DownloadStatus | null) {
    this.download = d;
    for (const l of this.downloadListeners) l(d);
  }

  private handle(ev: WorkerEvent) {
    switch (ev.type) {
      case "progress":
        if (ev.starting) this.starting = true;
        if (this.status.state === "loading") this.armLoadTimer();
        this.progressLog.push(ev.line);
        for (const l of this.progressListeners) l(ev.line);
        return;
      case "download":
        const arrived = ev.received > (this.download?.received ?? -1);
        this.setDownload({ received: ev.received, total: ev.total, secondsLeft: ev.secondsLeft, slowLink: this.download?.slowLink ?? null });
        if (this.status.state === "loading" && arrived) this.armLoadTimer();
        return;
      case "slow-link":
        this.setDownload({
          received: 0,
          total: 0,
          secondsLeft: null,
          ...this.download,
          slowLink: { bytesPerSecond: ev.bytesPerSecond, skippedBytes: ev.skippedBytes },
        });
        return;
      case "ready":
        clearTimeout(this.loadTimer);
        if (this.status.state === "loading") this.setStatus({ state: "ready", version: ev.version, ms: ev.ms, phases: ev.phases });
        // Keeps the lab's files (and the snapshot a slow link went without) for the next visit and for offline use.
        keepLabsOffline();
        return;
      case "load-failed":
        this.fail(ev.detail, ev.stopped);
        return;
      case "copies-kept":
        // A later visit starts from these copies, at once (the bench measures from this mark).
        noteCopiesKept();
        performance.mark("labs:python-copies-kept");
        return;
    }
    const run = this.pending;
    if (!run || run.id !== ev.runId) return;
    if (ev.type === "stdout") run.handlers.onStdout(ev.text);
    else if (ev.type === "stderr") run.handlers.onStderr(ev.text);
    else if (ev.type === "input-request") run.handlers.onInputRequest();
    else if (ev.type === "plot") run.handlers.onPlot(ev.png);
    else if (ev.type === "turtle") run.handlers.onTurtle?.(ev.drawing);
    else if (ev.type === "done") {
      clearTimeout(this.stopTimer);
      this.pending = null;
      run.resolve(ev.outcome);
    }
  }
}

/** An interpreter started before its page exists is dropped if no lab page takes it within this time. */
const PREWARM_KEEP_MS = 120_000;
let prewarmed: { runtime: PythonRuntime; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * Starts the interpreter ahead of the lab page (Lab Activities or a Python lab route opened), so Pyodide loads
 * while the page's code and its data do (on a first visit to a lab's address, once its first editor has painted:
 * start-order.ts); the page adopts it with takePrewarmedPython().
 */
export function prewarmPython() {
  if (typeof window === "undefined" || prewarmed) return;
  const runtime = new PythonRuntime();
  const timer = setTimeout(() => {
    if (prewarmed?.runtime !== runtime) return;
    prewarmed = null;
    runtime.dispose();
  }, PREWARM_KEEP_MS);
  prewarmed = { runtime, timer };
}

/** The interpreter prewarmPython() started, unless its start failed (then a fresh one is better). */
export function takePrewarmedPython(): PythonRuntime | null {
  const warm = prewarmed;
  prewarmed = null;
  if (!warm) return null;
  clearTimeout(warm.timer);
  if (warm.runtime.status.state === "failed") {
    warm.runtime.dispose();
    return null;
  }
  return warm.runtime;
}
