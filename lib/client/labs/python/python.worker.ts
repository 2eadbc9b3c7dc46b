// The Pyodide interpreter of one lab page, in a module Worker (bundled to /labs/python-worker.mjs by
// scripts/prepare-assets.mjs) so that input() can block on Atomics.wait
// and a busy loop never freezes the page. Pyodide is served from /pyodide/ (copied there by the build),
// never bundled and never fetched from a CDN.
import type { PyodideAPI, Lockfile } from "pyodide";
import { PYODIDE_INDEX_URL, PYTHON_CONFIG_URL } from "./addresses";
import { pythonRuntimeDigests, pythonRuntimeFilesJson, pythonRuntimeId } from "@/lib/public-env";
import { STDIN_DATA_OFFSET, STDIN_STATE, type RunOutcome, type WorkerEvent, type WorkerRequest } from "./protocol";
import { friendlyTraceback, lastLine, missingPackageMessage } from "./python-errors";
import { closeCopies, dropCopies, openCopies, readCopy, runtimeCopyNames, sha256Hex, writeCopies } from "./runtime-copies";
import { DownloadError, RuntimeDownload, SNAPSHOT_MIN_BYTES_PER_SECOND, type RuntimeFiles } from "./runtime-download";
import { lockStorage } from "./worker-lockdown";
import { installTurtle, takeTurtleDrawing } from "./turtle-module";

// First of all: the worker takes the origin's directory for its runtime copies, then no code run after this line
// (Pyodide's, an author's or a learner's) can reach the origin's storage from the global scope.
openCopies();
lockStorage();

type WorkerScope = { postMessage(message: WorkerEvent): void; onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null };
const scope = self as unknown as WorkerScope;
const post = (message: WorkerEvent) => scope.postMessage(message);

let pyodide: PyodideAPI | null = null;
let namespace: ReturnType<PyodideAPI["toPy"]> | null = null;
let interrupt: Uint8Array | null = null;
let stdinState: Int32Array | null = null;
let stdinBytes: Uint8Array | null = null;
let packagesURL = "";
/** import name -> lock-file package name, for the packages that are not in the core download. */
const importToPackage = new Map<string, string>();
let runId = 0;
let stopSeen = false;

const outDecoder = new TextDecoder();
const errDecoder = new TextDecoder();

// Python source run once at start-up and after every cell: figures of matplotlib (when a package source
// is configured) become PNGs for the plot area.
const SETUP = `import os\nos.environ.setdefault("MPLBACKEND", "Agg")\n`;
const COLLECT_FIGURES = `
def _labs_figures():
    import sys, io, base64
    plt = sys.modules.get("matplotlib.pyplot")
    if plt is None:
        return []
    out = []
    for num in plt.get_fignums():
        buf = io.BytesIO()
        plt.figure(num).savefig(buf, format="png", bbox_inches="tight")
        out.append(base64.b64encode(buf.getvalue()).decode("ascii"))
    plt.close("all")
    return out
_labs_figures()
`;

type Loader = { loadPyodide: (config: Record<string, unknown>) => Promise<PyodideAPI> };

// Where a start's time goes (ms since this worker began, each at the end of its step), for the bench.
const workerStart = performance.now();
const phases: Record<string, number> = { workerStartedAt: Math.round(performance.timeOrigin + workerStart) };
const phase = (name: string) => (phases[name] ??= Math.round(performance.now() - workerStart));

// When the runtime's files had arrived (ms since this worker began), from the worker's resource timing (the whole
// files of a runtime without chunks; the chunked ones note their phase when the last chunk is in).
const RUNTIME_FILES_BY_NAME: Record<string, string> = {
  "pyodide.asm.mjs": "glueFetched",
  "pyodide.asm.wasm": "wasmFetched",
  "python_stdlib.zip": "stdlibFetched",
  "python-config.json": "configArrived",
};
function noteRuntimeDownloads() {
  for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
    const name = RUNTIME_FILES_BY_NAME[entry.name.split("/").pop() ?? ""];
    if (name) phases[name] ??= Math.round(entry.responseEnd - workerStart);
  }
}

// The copies of this build's snapshot and WebAssembly, named by its id of their contents, and the SHA-256 of each
// file as the build made it (scripts/prepare-assets.mjs): a copy is used, and a download stored, only if it is that.
const COPY_NAMES = runtimeCopyNames(pythonRuntimeId());
type CopyNames = NonNullable<typeof COPY_NAMES>;
const DIGESTS = pythonRuntimeDigests();
/** This build's big files in chunks (scripts/python-runtime.mjs), downloaded by runtime-download.ts. */
const CHUNKED = JSON.parse(pythonRuntimeFilesJson()) as RuntimeFiles;

// What the page has not heard yet: the page's first script may start this worker (app/page.tsx) before the app's code
// has adopted it, and a message sent before then is lost. "init" replays them.
let adopted = false;
const bootLines: string[] = [];
let lastDownload: WorkerEvent | null = null;
let slowLink: WorkerEvent | null = null;
function tell(event: WorkerEvent) {
  if (event.type === "progress") bootLines.push(event.line);
  if (event.type === "download") lastDownload = event;
  if (event.type === "slow-link") slowLink = event;
  if (adopted) post(event);
}

/**
 * Files read over the network on this start, stored for the next one once Python is up (runtime-copies.ts): each
 * hashed as soon as it is in (beside Python's start, not after it), and null unless it is the build's file.
 */
const toKeep: Promise<{ name: string; bytes: Uint8Array } | null>[] = [];
function keepLater(name: string, digest: string, download: Promise<Uint8Array<ArrayBuffer>>) {
  const kept = download.then(async (bytes) => ((await sha256Hex(bytes)) === digest ? { name, bytes } : null)).catch(() => null);
  toKeep.push(kept);
}

/** Pyodide's WebAssembly, compiled from the worker's first moment, by its path. */
const earlyModules = new Map<string, Promise<WebAssembly.Module>>();
/** The paths of the responses this worker made itself for Pyodide (its chunked files, see provideToPyodide). */
const providedPaths = new WeakMap<Response, string>();
const pathOf = (response: Response) => providedPaths.get(response) ?? (response.url ? new URL(response.url).pathname : "");

// Pyodide starts compiling its WebAssembly only once its loader has run and the snapshot is in (it sizes the memory
// from the snapshot), which put the compile after the snapshot instead of beside it. Its instantiateStreaming of a
// file compiled early (compileEarly) is handed that module; any other call, or a failed early compile, goes the
// usual way.
const usualInstantiate = WebAssembly.instantiateStreaming.bind(WebAssembly);
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  const early = await earlyModules.get(pathOf(response))?.catch(() => null);
  if (!early) return usualInstantiate(response, imports);
  response.body?.cancel().catch(() => undefined);
  phase("wasmAdopted");
  return { module: early, instance: await WebAssembly.instantiate(early, imports) };
};

// Pyodide fetches its WebAssembly and standard library by their whole files' addresses; this build's come in chunks.
// Until the interpreter is loaded, those two addresses are answered here from the chunks (every other request, the
// chunks' own included, goes to the network as usual).
const usualFetch = self.fetch.bind(self);
const provided = new Map<string, () => Promise<Response>>();
function provideToPyodide(url: string, body: () => Promise<Uint8Array<ArrayBuffer>>, type: string) {
  const href = new URL(url, self.location.href).href;
  if (!provided.size)
    self.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const wanted = input instanceof Request ? input.url : new URL(String(input), self.location.href).href;
      const make = provided.get(wanted);
      return make ? make() : usualFetch(input, init);
    };
  provided.set(href, async () => {
    const response = new Response(await body(), { headers: { "content-type": type } });
    providedPaths.set(response, new URL(href).pathname);
    return response;
  });
}
function stopProviding() {
  provided.clear();
  delete (self as { fetch?: unknown }).fetch;
}

/**
 * Compiles Pyodide's WebAssembly now: from its copy when there is one, else while it downloads (chunks or file).
 * Returns its download (its bytes), which fails with a DownloadError when a chunk could not be had.
 */
function compileEarly(wasmURL: string, names: CopyNames | null, download: RuntimeDownload | null): Promise<unknown> {
  let downloaded: Promise<unknown> = Promise.resolve();
  // Pyodide's own request for the file is answered here from the start: reading, hashing and compiling the copy
  // can take seconds on a busy machine, and Pyodide asked the network for the whole file meanwhile (8 MB again
  // online; offline it failed and Pyodide waited for ever, "Starting Python..."). Answered once the copy is read:
  // with nothing when it is used (Pyodide is handed its module), else with the chunks' bytes.
  let answer: (body: () => Promise<Uint8Array<ArrayBuffer>>) => void = () => undefined;
  if (names) {
    const body = new Promise<() => Promise<Uint8Array<ArrayBuffer>>>((resolve) => (answer = resolve));
    provideToPyodide(wasmURL, async () => (await body)(), "application/wasm");
  }
  const wholeFile = async () => new Uint8Array(await (await usualFetch(wasmURL)).arrayBuffer());
  const compiled = (async () => {
    // Compiled while its bytes are hashed; the module is used only if they are the build's.
    const compileCopy = (bytes: Uint8Array<ArrayBuffer>) => {
      phase("wasmCopyBytesRead");
      return WebAssembly.compile(bytes).then((m) => (phase("wasmCopyCompiled"), m));
    };
    const copy = names ? await readCopy(names.wasm, DIGESTS.wasm, compileCopy) : "missing";
    if (copy === "rejected") phase("wasmCopyRejected");
    if (typeof copy === "object") {
      phase("wasmCopyRead");
      // Pyodide still asks for the file; it is handed this module instead (no download).
      answer(async () => new Uint8Array(0));
      return copy.value;
    }
    if (download && CHUNKED.wasm) {
      const { bytes, inOrder } = download.file(CHUNKED.wasm);
      downloaded = bytes;
      void bytes.then(() => phase("wasmFetched")).catch(() => undefined);
      if (names) keepLater(names.wasm, DIGESTS.wasm, bytes);
      // Should the early compile fail, Pyodide compiles the whole file itself.
      answer(() => bytes);
      return WebAssembly.compileStreaming(new Response(inOrder, { headers: { "content-type": "application/wasm" } }));
    }
    answer(wholeFile);
    const res = await usualFetch(wasmURL);
    if (!res.ok || !res.body || !names) return WebAssembly.compileStreaming(res);
    // Compiled while it downloads, and kept whole for the copy.
    const [forCompile, forCopy] = res.body.tee();
    keepLater(
      names.wasm,
      DIGESTS.wasm,
      new Response(forCopy).arrayBuffer().then((b) => new Uint8Array(b)),
    );
    return WebAssembly.compileStreaming(new Response(forCompile, { headers: { "content-type": "application/wasm" } }));
  })().then((m) => (phase("wasmCompiled"), m));
  compiled.catch(() => answer(wholeFile));
  earlyModules.set(new URL(wasmURL, self.location.href).pathname, compiled);
  // The copy is read (or found missing) before the download starts: wait for whichever it was.
  return compiled.then(
    () => downloaded,
    () => downloaded,
  );
}

/**
 * The start-up snapshot, or null to start Python without it. Its copy when there is one; its chunks when they are
 * in the caches; else downloaded only on a link fast enough that its bytes cost less time than it saves (about 5 MB
 * against 3-5 s of start on a school laptop): at 1.5 Mbit/s they would take half a minute.
 */
async function snapshotFor(indexURL: string, names: CopyNames | null, download: RuntimeDownload | null): Promise<Uint8Array | null> {
  const copy =
    names && DIGESTS.snapshot ? await readCopy(names.snapshot, DIGESTS.snapshot, async (bytes) => (phase("snapshotCopyBytesRead"), bytes)) : "missing";
  if (copy === "rejected") phase("snapshotCopyRejected");
  if (typeof copy === "object") {
    phase("snapshotCopyRead");
    return copy.value;
  }
  const file = CHUNKED.snapshot;
  if (!download || !file) {
    const res = await fetch(`${indexURL}snapshot.bin`);
    if (!res.ok) throw new Error(`no snapshot (${res.status})`);
    return new Uint8Array(await res.arrayBuffer());
  }
  const skipped = (rate: number | null) => {
    phase("snapshotSkipped");
    if (rate !== null)
      tell({
        type: "slow-link",
        bytesPerSecond: Math.round(rate),
        skippedBytes: [...new Map(file.chunks.map((c) => [c.url, c.encoded])).values()].reduce((n, e) => n + e, 0),
      });
    return null;
  };
  if (!(await download.cached(file))) {
    const rate = await download.throughput();
    phases.throughputBytesPerSecond = rate === null ? -1 : Math.round(rate);
    if (rate === null || rate < SNAPSHOT_MIN_BYTES_PER_SECOND) return skipped(rate);
  }
  // Its own rate decides too: the other files may have come from a school's cache that does not have this one yet.
  const abandon = new AbortController();
  const { bytes, received, encoded } = download.file(file, abandon.signal);
  const judged = ownRate(received, encoded);
  const worth = await Promise.race([
    bytes.then(
      () => true,
      () => true,
    ),
    judged.then(({ worth }) => worth),
  ]);
  if (!worth) {
    abandon.abort();
    return skipped((await judged).rate);
  }
  if (names) keepLater(names.snapshot, DIGESTS.snapshot, bytes);
  return bytes;
}

/**
 * Once Python is up: the copies of what came over the network (each only if it is the build's file), for the next
 * start. Then the worker lets go of the origin's files (closeCopies): cells run only after this has finished.
 */
async function keepCopies(loaded: boolean) {
  const pending = toKeep.splice(0);
  // After "ready" has gone out.
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    if (!loaded || !COPY_NAMES || !pending.length) return;
    const copies = (await Promise.all(pending)).filter((c) => c !== null);
    if (copies.length && (await writeCopies(copies, [COPY_NAMES.snapshot, COPY_NAMES.wasm]))) post({ type: "copies-kept" });
  } finally {
    await closeCopies();
  }
}

/**
 * Loads the interpreter: Pyodide's WebAssembly and standard library (this build's in chunks, runtime-download.ts),
 * the lock file, the server's package source (PYODIDE_PACKAGES_URL, a runtime setting, not baked into the build) and
 * Pyodide's loader are requested together; Python is restored from the snapshot made at build time
 * (scripts/python-runtime.mjs) when snapshotFor chose it, else it starts from scratch (also when the snapshot does not
 * load).
 */
function boot(indexURL: string, configURL: string) {
  // The copies and the chunks are of this build's runtime, which lives at PYODIDE_INDEX_URL.
  const ours = indexURL === PYODIDE_INDEX_URL;
  const names = ours ? COPY_NAMES : null;
  const download = ours && CHUNKED.wasm && CHUNKED.stdlib ? new RuntimeDownload((p) => tell({ type: "download", ...p })) : null;
  // Rejects when a chunk of the WebAssembly or the standard library could not be had (after its retries).
  const core: Promise<unknown>[] = [compileEarly(`${indexURL}pyodide.asm.wasm`, names, download)];
  if (download && CHUNKED.stdlib) {
    const stdlib = download.file(CHUNKED.stdlib).bytes;
    void stdlib.then(() => phase("stdlibFetched")).catch(() => undefined);
    provideToPyodide(`${indexURL}python_stdlib.zip`, () => stdlib, "application/zip");
    core.push(stdlib);
  }
  const coreFailure = new Promise<never>((_, reject) => {
    for (const p of core) p.catch((e: unknown) => e instanceof DownloadError && reject(e));
  });
  coreFailure.catch(() => undefined);
  const snapshot = snapshotFor(indexURL, names, download).then((bytes) => (bytes && phase("snapshotFetched"), bytes));
  snapshot.catch(() => undefined);
  const lock = fetch(`${indexURL}pyodide-lock.json`).then((r) => r.json() as Promise<Lockfile>);
  // Unreachable (an interpreter restarted while the network is down; everything else is cached for good): the
  // packages that come with the runtime, so Python still starts.
  const config = fetch(configURL)
    .then((r): Promise<{ packagesURL?: string }> => (r.ok ? r.json() : Promise.resolve({})))
    .catch((): { packagesURL?: string } => ({}));
  const loader = import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${indexURL}pyodide.mjs`) as Promise<Loader>;
  const interpreter = (async () => {
    const [lockFile, settings] = await Promise.all([lock, config]);
    phase("lockFetched");
    packagesURL = settings.packagesURL ?? "";
    if (packagesURL) await addSourcePackages(lockFile, packagesURL);
    for (const pkg of Object.values(lockFile.packages)) for (const name of pkg.imports) importToPackage.set(name, pkg.name);
    const mod = await loader;
    phase("loaderImported");
    const options = { indexURL, lockFileContents: lockFile, packageBaseUrl: packagesURL || indexURL, checkAPIVersion: true };
    // A snapshot that could not be downloaded is done without.
    const startFrom = await snapshot.catch(() => null);
    if (download) tell({ type: "progress", line: STARTING_LINE, starting: true });
    try {
      const starting = startFrom
        ? mod.loadPyodide({ ...options, _loadSnapshot: startFrom }).catch(() => {
            phases.snapshotFailed = 1;
            // A copy that is whole but does not load is not used again.
            if (phases.snapshotCopyRead !== undefined) void dropCopies();
            return mod.loadPyodide(options);
          })
        : mod.loadPyodide(options);
      // Pyodide waits for ever on WebAssembly it could not get (it only logs the failure): the download's own
      // failure ends the start instead.
      const py = await Promise.race([starting, coreFailure]);
      phase("interpreterLoaded");
      return py;
    } finally {
      stopProviding();
    }
  })();
  interpreter.catch(() => undefined);
  return { indexURL, configURL, interpreter, download };
}

/**
 * When the snapshot's own download is judged (after its first byte: the wait before it is the link's latency or a
 * busy server, not its bandwidth), the most it may still take then (about what it saves), and how long its first
 * byte may take.
 */
const SNAPSHOT_CHECK_MS = 1_000;
const SNAPSHOT_WORTH_S = 4;
const SNAPSHOT_FIRST_BYTE_MS = 3_000;

/** Whether the rest of a download is worth waiting for, judged SNAPSHOT_CHECK_MS after its first byte. */
function ownRate(received: () => number, encoded: number): Promise<{ worth: boolean; rate: number }> {
  const asked = performance.now();
  return new Promise((resolve) => {
    let firstByte: number | null = null;
    const look = () => {
      const now = performance.now();
      if (firstByte === null && received() > 0) firstByte = now;
      if (firstByte === null && now - asked >= SNAPSHOT_FIRST_BYTE_MS) return resolve({ worth: false, rate: 0 });
      if (firstByte !== null && now - firstByte >= SNAPSHOT_CHECK_MS) {
        const rate = received() / ((now - firstByte) / 1000);
        return resolve({ worth: (encoded - received()) / rate <= SNAPSHOT_WORTH_S, rate });
      }
      setTimeout(look, 100);
    };
    look();
  });
}

/** Said once the runtime's files are in and Python itself starts (a few seconds on a school laptop). */
const STARTING_LINE = "Starting Python...";

// Started as soon as this worker runs: the page's first script may start the worker (app/page.tsx) before the
// app's code has loaded and sent "init" with the page's buffers.
const early = boot(PYODIDE_INDEX_URL, PYTHON_CONFIG_URL);

async function init(req: Extract<WorkerRequest, { type: "init" }>) {
  phase("initReceived");
  let loaded = false;
  adopted = true;
  post({ type: "progress", line: "Loading the Python runtime..." });
  for (const event of [slowLink, lastDownload]) if (event) post(event);
  for (const line of bootLines) post({ type: "progress", line });
  try {
    const same = req.indexURL === early.indexURL && req.configURL === early.configURL;
    const py = await (same ? early : boot(req.indexURL, req.configURL)).interpreter;
    py.setStdout({ write: (buf: Uint8Array) => stream("stdout", outDecoder, buf) });
    py.setStderr({ write: (buf: Uint8Array) => stream("stderr", errDecoder, buf) });
    py.setStdin({ stdin: readLine, isatty: false });
    interrupt = new Uint8Array(req.interrupt);
    py.setInterruptBuffer(interrupt);
    stdinState = new Int32Array(req.stdin, 0, 2);
    stdinBytes = new Uint8Array(req.stdin, STDIN_DATA_OFFSET);
    py.runPython(SETUP);
    installTurtle(py);
    namespace = py.toPy({ __name__: "__main__" });
    pyodide = py;
    phase("setupRun");
    noteRuntimeDownloads();
    post({ type: "ready", version: py.version, ms: Math.round(performance.now() - workerStart), phases });
    loaded = true;
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    // A download cut short ("Try again" continues it from the chunks in the caches).
    const stopped =
      lastDownload?.type === "download" && lastDownload.received < lastDownload.total
        ? { received: lastDownload.received, total: lastDownload.total }
        : undefined;
    post({ type: "load-failed", detail, stopped });
  }
  // Runs wait in the queue behind this: no cell runs while the worker still holds the origin's files.
  await keepCopies(loaded);
}

// Output reaches the page at once, except in a flood (more than 20 writes in 50 ms), which is sent in 8 KB
// batches; after 200,000 characters the rest of the run's output is dropped, so `while True: print()` cannot
// swamp the page (Stop still ends it).
const OUTPUT_LIMIT = 200_000;
const BATCH_CHARS = 8192;
const BURST_WRITES = 20;
const BURST_WINDOW_MS = 50;
let outKind: "stdout" | "stderr" = "stdout";
let outPending = "";
let outSent = 0;
let outTruncated = false;
let windowStart = 0;
let writesInWindow = 0;

function resetOutput() {
  outPending = "";
  outSent = 0;
  outTruncated = false;
  writesInWindow = 0;
}

function flushOutput() {
  if (outPending) post({ type: outKind, runId, text: outPending });
  outPending = "";
}

function stream(kind: "stdout" | "stderr", decoder: TextDecoder, buf: Uint8Array): number {
  const text = decoder.decode(buf, { stream: true });
  if (text) queueOutput(kind, text);
  return buf.length;
}

function queueOutput(kind: "stdout" | "stderr", text: string) {
  if (outTruncated) return;
  if (outSent + text.length > OUTPUT_LIMIT) {
    text = text.slice(0, Math.max(0, OUTPUT_LIMIT - outSent));
    outTruncated = true;
  }
  outSent += text.length;
  const now = performance.now();
  if (now - windowStart > BURST_WINDOW_MS) {
    windowStart = now;
    writesInWindow = 0;
  }
  writesInWindow++;
  if (outKind !== kind) flushOutput();
  outKind = kind;
  outPending += text;
  if (writesInWindow <= BURST_WRITES || outPending.length >= BATCH_CHARS || outTruncated) flushOutput();
  if (outTruncated) post({ type: "stderr", runId, text: `\n[output truncated after ${OUTPUT_LIMIT} characters]\n` });
}

/** input(): ask the page for a line, then sleep on the mailbox until it is filled or the run is stopped. */
function readLine(): string | null {
  if (!stdinState || !stdinBytes || stopSeen) return null;
  flushOutput();
  Atomics.store(stdinState, 0, STDIN_STATE.waiting);
  post({ type: "input-request", runId });
  while (Atomics.load(stdinState, 0) === STDIN_STATE.waiting) Atomics.wait(stdinState, 0, STDIN_STATE.waiting);
  if (Atomics.load(stdinState, 0) === STDIN_STATE.cancelled) {
    // End of input; the interrupt byte is set too, so the cell ends with EOFError or KeyboardInterrupt.
    stopSeen = true;
    return null;
  }
  const length = Atomics.load(stdinState, 1);
  // TextDecoder refuses views of shared memory: copy first.
  return `${new TextDecoder().decode(stdinBytes.slice(0, length))}\n`;
}

async function run(req: Extract<WorkerRequest, { type: "run" }>) {
  runId = req.runId;
  stopSeen = false;
  resetOutput();
  const py = pyodide;
  if (!py || !namespace) {
    post({ type: "done", runId, outcome: { status: "error", message: "The Python runtime is not ready yet.", traceback: "" } });
    return;
  }
  if (interrupt) interrupt[0] = 0;
  let outcome: RunOutcome;
  try {
    await loadImports(py, req.code);
    // Synchronous on purpose: an interrupt then lands in the learner's code, never inside the asyncio
    // event loop that runPythonAsync drives (which would leave the run unfinished).
    py.runPython(req.code, { globals: namespace, filename: "<cell>" });
    outcome = { status: "ok" };
  } catch (e) {
    const type = (e as { type?: string }).type;
    const message = e instanceof Error ? e.message : String(e);
    if (stopSeen || type === "KeyboardInterrupt") outcome = { status: "stopped" };
    else if (e instanceof MissingPackageError) outcome = { status: "error", message, traceback: "" };
    else outcome = { status: "error", message: lastLine(message), traceback: friendlyTraceback(message) };
  }
  flush();
  try {
    const figures = py.runPython(COLLECT_FIGURES, { globals: namespace }) as { toJs(): string[]; destroy(): void };
    for (const png of figures.toJs()) post({ type: "plot", runId, png });
    figures.destroy();
  } catch {
    // No figures: matplotlib absent or the figure could not be drawn.
  }
  try {
    const drawing = takeTurtleDrawing(py, namespace);
    if (drawing) post({ type: "turtle", runId, drawing });
  } catch {
    // The learner's code replaced the turtle module's parts: nothing to draw.
  }
  if (interrupt) interrupt[0] = 0;
  post({ type: "done", runId, outcome });
}

class MissingPackageError extends Error {}

/**
 * A package source is a folder like Pyodide's own distribution: wheels plus, optionally, its own
 * pyodide-lock.json. Packages listed there (a school's own wheels) load the same way as numpy and matplotlib.
 */
async function addSourcePackages(lockFile: Lockfile, source: string) {
  try {
    const res = await fetch(`${source}pyodide-lock.json`);
    if (!res.ok) return;
    const extra = (await res.json()) as Partial<Lockfile>;
    for (const [name, pkg] of Object.entries(extra.packages ?? {})) if (!(name in lockFile.packages)) lockFile.packages[name] = pkg;
  } catch {
    // No lock file at the source: the core lock file names the packages.
  }
}

/** Packages outside the core download load from the configured package source, or fail with their name. */
async function loadImports(py: PyodideAPI, code: string) {
  const found = py.pyimport("pyodide.code").find_imports(code) as { toJs(): string[]; destroy(): void };
  const imports = found.toJs();
  found.destroy();
  const sys = py.pyimport("sys") as { modules: { has(k: string): boolean } };
  const wanted = [...new Set(imports.map((name) => importToPackage.get(name)).filter((p): p is string => !!p))].filter(
    (pkg) => !sys.modules.has(pkg) && !(pkg in py.loadedPackages),
  );
  if (wanted.length === 0) return;
  if (!packagesURL) throw new MissingPackageError(missingPackageMessage(wanted, false));
  post({ type: "progress", line: `Loading ${wanted.join(", ")}...` });
  const failed: string[] = [];
  await py.loadPackage(wanted, {
    messageCallback: () => undefined,
    errorCallback: (msg: string) => post({ type: "stderr", runId, text: `${msg}\n` }),
  });
  for (const pkg of wanted) if (!(pkg in py.loadedPackages)) failed.push(pkg);
  if (failed.length) throw new MissingPackageError(missingPackageMessage(failed, true));
}

function flush() {
  const out = outDecoder.decode();
  if (out) queueOutput("stdout", out);
  const err = errDecoder.decode();
  if (err) queueOutput("stderr", err);
  flushOutput();
}

// Requests are handled one at a time: a run waits for the start-up to finish.
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (e) => {
  const req = e.data;
  queue = queue.then(() => (req.type === "init" ? init(req) : run(req)));
};
