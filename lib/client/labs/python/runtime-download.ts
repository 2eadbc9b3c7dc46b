// The Python runtime's big files (WebAssembly, standard library, start-up snapshot) come in 2 MiB chunks, each at an
// address named by its SHA-256 and kept for good by the browser's HTTP cache (which the service worker also fills in
// the background) and a school's caching proxy (scripts/python-runtime.mjs). On a school's link (1.5 Mbit/s, 300 ms) the runtime takes half a minute, so:
// - the learner sees how much has arrived and how long is left (the "download" events);
// - a chunk that fails or stalls is asked for again a few times; a download that still fails continues, on "Try
//   again", from the chunks already in the caches (asked for with `only-if-cached` first, which never touches the
//   network);
// - the throughput measured on the chunks that did come over the network decides whether the start-up snapshot is
//   worth its bytes (python.worker.ts).

export type RuntimeChunk = { url: string; size: number; encoded: number; sha256: string };
export type RuntimeFile = { size: number; sha256: string; chunks: RuntimeChunk[] };
export type RuntimeFiles = { wasm?: RuntimeFile; stdlib?: RuntimeFile; snapshot?: RuntimeFile };

export type DownloadProgress = {
  /** Bytes as sent (brotli), of the files asked for so far. */
  received: number;
  total: number;
  /** Seconds left at the recent rate; null before there is one, or when everything came from the caches. */
  secondsLeft: number | null;
};

/** A chunk that gets no byte for this long is dropped and asked for again. */
export const STALL_MS = 15_000;
/** Waits before the 2nd, 3rd and 4th attempt at a chunk; then the download fails (and "Try again" continues it). */
export const RETRY_WAITS_MS = [1_000, 3_000, 6_000];
/**
 * Chunks downloading at once. Few, so chunks finish one after another (a link that drops loses at most these, partly
 * downloaded) and in order (the WebAssembly compiles as it arrives); enough that a round trip between two chunks
 * leaves the link busy.
 */
const AT_ONCE = 3;

/** Throughput above which the start-up snapshot pays for its bytes: 4 MB in ≤ 2.5 s, what it saves on a slow laptop. */
export const SNAPSHOT_MIN_BYTES_PER_SECOND = 1_600_000;

export class DownloadError extends Error {}

/** Enough network bytes to tell the throughput by… */
const MEASURE_BYTES = 512 * 1024;
/**
 * …over at least this long from the first byte: on a fast link 512 KB take a few hundred ms, and a pause of a busy
 * machine (its CPU, not its link) as long as that read as a slow link and dropped the snapshot where it helps most.
 */
const MEASURE_MIN_MS = 1_000;
/** …or this long after the call (then again every 500 ms until a byte has come). */
const MEASURE_MS = 2_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next read of `reader`, or a stall error after STALL_MS without a byte. */
async function readOrStall(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DownloadError(`no data for ${STALL_MS / 1000} s`)), STALL_MS);
  });
  try {
    return await Promise.race([reader.read(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

export class RuntimeDownload {
  private total = 0;
  private received = 0;
  private networkBytes = 0;
  private networkStart: number | null = null;
  private samples: { at: number; bytes: number }[] = [];
  private reportTimer: ReturnType<typeof setTimeout> | null = null;
  private lastReported = -1;
  private active = 0;
  private measured: ((rate: number | null) => void)[] = [];
  private measureTimer: ReturnType<typeof setTimeout> | null = null;
  private free = AT_ONCE;
  private waiting: (() => void)[] = [];

  constructor(private readonly onProgress: (p: DownloadProgress) => void) {}

  /**
   * The whole file, its chunks asked for at once; `inOrder` streams them in order as they complete (compiling);
   * `received()` is how much of it (as sent) has arrived. Aborting `signal` drops it from the download's total.
   */
  file(
    file: RuntimeFile,
    signal?: AbortSignal,
  ): { bytes: Promise<Uint8Array<ArrayBuffer>>; inOrder: ReadableStream<Uint8Array<ArrayBuffer>>; received: () => number; encoded: number } {
    // A file's identical chunks (the snapshot's pages of zeros) share one address: each address is fetched once.
    // Asked for together, the browser's cache serialises them (a fast link then looked slow and the snapshot was
    // dropped) and may keep none of them (a later start offline then waited on the network).
    const unique = [...new Map(file.chunks.map((c) => [c.url, c])).values()];
    const encoded = unique.reduce((n, c) => n + c.encoded, 0);
    this.total += encoded;
    this.report();
    this.active++;
    const mine = { received: 0 };
    signal?.addEventListener("abort", () => {
      this.total -= encoded;
      this.received -= mine.received;
      this.report(true);
    });
    const byUrl = new Map(unique.map((chunk) => [chunk.url, this.chunk(chunk, mine, signal)]));
    for (const p of byUrl.values()) p.catch(() => undefined);
    const parts = file.chunks.map((chunk) => byUrl.get(chunk.url)!);
    const bytes = Promise.all(parts).then((all) => {
      const out = new Uint8Array(file.size);
      let at = 0;
      for (const part of all) {
        out.set(part, at);
        at += part.length;
      }
      return out;
    });
    void bytes.finally(() => {
      this.active--;
      this.settleMeasure();
      this.report(true);
    });
    bytes.catch(() => undefined);
    let next = 0;
    const inOrder = new ReadableStream<Uint8Array<ArrayBuffer>>({
      async pull(controller) {
        if (next >= parts.length) return controller.close();
        controller.enqueue(await parts[next++]!);
      },
    });
    return { bytes, inOrder, received: () => mine.received, encoded };
  }

  /** True when every chunk of `file` is in the browser's HTTP cache. */
  async cached(file: RuntimeFile): Promise<boolean> {
    const found = await Promise.all(
      [...new Set(file.chunks.map((c) => c.url))].map(async (url) => {
        // HEAD: the cache answers it without reading the chunk.
        const res = await fetch(url, { method: "HEAD", cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
        return !!res?.ok;
      }),
    );
    return found.every(Boolean);
  }

  /**
   * The throughput of what came over the network (bytes as sent per second, from its first byte: the round trips
   * before it are latency, not bandwidth), once it can be told: after 512 KB and at least 1 s, or 2.5 s, or when
   * every download under way has ended; null if nothing came over the network (everything was in the caches).
   */
  throughput(): Promise<number | null> {
    return new Promise((resolve) => {
      this.measured.push(resolve);
      this.settleMeasure();
      setTimeout(() => this.settleMeasure(true), MEASURE_MS);
    });
  }

  private settleMeasure(timeUp = false) {
    if (!this.measured.length) return;
    const elapsedMs = this.networkStart === null ? 0 : performance.now() - this.networkStart;
    const elapsed = elapsedMs / 1000;
    const enough = (this.networkBytes >= MEASURE_BYTES && elapsedMs >= MEASURE_MIN_MS) || this.active === 0 || (timeUp && elapsed >= 1.5);
    if (!enough) {
      if (timeUp) setTimeout(() => this.settleMeasure(true), 500);
      else if (this.networkBytes >= MEASURE_BYTES && !this.measureTimer)
        this.measureTimer = setTimeout(() => {
          this.measureTimer = null;
          this.settleMeasure();
        }, MEASURE_MIN_MS - elapsedMs);
      return;
    }
    const rate = this.networkBytes > 0 && elapsed > 0 ? this.networkBytes / elapsed : null;
    for (const resolve of this.measured.splice(0)) resolve(rate);
  }

  private count(encodedBytes: number, overNetwork: boolean) {
    this.received += encodedBytes;
    if (overNetwork) {
      this.networkBytes += encodedBytes;
      this.samples.push({ at: performance.now(), bytes: this.networkBytes });
      if (this.networkBytes >= MEASURE_BYTES) this.settleMeasure();
    }
    this.report();
  }

  /** At most every 400 ms, and at once when `now`; only when something arrived (a stalled download sends nothing). */
  private report(now = false) {
    if (this.reportTimer && !now) return;
    if (this.reportTimer) clearTimeout(this.reportTimer);
    this.reportTimer = setTimeout(
      () => {
        this.reportTimer = null;
        if (this.received === this.lastReported && !now) return;
        this.lastReported = this.received;
        this.onProgress({ received: Math.round(this.received), total: this.total, secondsLeft: this.secondsLeft() });
      },
      now ? 0 : 400,
    );
  }

  /** From the last 5 s of network bytes. */
  private secondsLeft(): number | null {
    const now = performance.now();
    this.samples = this.samples.filter((s) => now - s.at <= 5_000);
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    if (!first || !last || last.at - first.at < 500) return null;
    const rate = (last.bytes - first.bytes) / ((last.at - first.at) / 1000);
    return rate > 0 ? Math.ceil((this.total - this.received) / rate) : null;
  }

  private async slot(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }

  private async chunk(chunk: RuntimeChunk, file: { received: number }, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
    const ratio = chunk.encoded / chunk.size;
    for (let attempt = 0; ; attempt++) {
      let got = 0;
      let overNetwork = false;
      try {
        let res = await fetch(chunk.url, { cache: "only-if-cached", mode: "same-origin", signal }).catch(() => null);
        signal?.throwIfAborted();
        if (!res?.ok) {
          await this.slot();
          overNetwork = true;
          res = await fetch(chunk.url, { signal });
        }
        if (!res.ok || !res.body) throw new DownloadError(`HTTP ${res.status}`);
        const out = new Uint8Array(chunk.size);
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await readOrStall(reader);
          if (done) break;
          signal?.throwIfAborted();
          if (got + value.length > chunk.size) throw new DownloadError("a chunk longer than the build's");
          if (overNetwork) this.networkStart ??= performance.now();
          out.set(value, got);
          got += value.length;
          file.received += value.length * ratio;
          this.count(value.length * ratio, overNetwork);
        }
        if (got !== chunk.size) throw new DownloadError("a chunk cut short");
        return out;
      } catch (e) {
        // An abandoned file's share was taken off at once (file()).
        if (signal?.aborted) throw e;
        file.received -= got * ratio;
        this.count(-got * ratio, false);
        if (attempt >= RETRY_WAITS_MS.length) throw e instanceof DownloadError ? e : new DownloadError(e instanceof Error ? e.message : String(e));
        if (overNetwork) {
          this.release();
          overNetwork = false;
        }
        await sleep(RETRY_WAITS_MS[attempt]!);
      } finally {
        if (overNetwork) this.release();
      }
    }
  }
}
