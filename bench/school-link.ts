// The Python lab on a school's link (issue 24), for `npm run bench` (`BENCH_ONLY=school` runs these rows alone):
// 1. a first visit to /#/Coder_2 through a 1.5 Mbit/s, 300 ms link (scripts/proxies/throttle-proxy.ts): the bytes
//    it downloads until "Python ready", when the code was editable, when Python was ready (or failed), the
//    progress lines the learner saw, and where the time went; then what the service worker downloads in the
//    background, a later visit over the same link, and the lab opened with the link cut;
// 2. a class of 35 behind the school's cache (nginx, scripts/proxies/school-cache.ts) sharing 10 Mbit/s / 300 ms:
//    34 learners replay the first visit's requests (the bytes a browser asks for, six connections each, as Chromium
//    opens per host) and one is a real Chromium; the time until all are ready and what crossed the school's link.
// Prints each figure beside its target; returns them for bench/results/latest.json.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startThrottleProxy } from "../scripts/proxies/throttle-proxy";
import { nginxBinary, startSchoolCache } from "../scripts/proxies/school-cache";

const browserArgs = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-gpu"];
const MB = 1_000_000;

type Row = { what: string; value: string; target: string; ok: boolean | null };
type Asked = { url: string; headers: Record<string, string> };
type Visit = {
  readyMs: number;
  failed: string | null;
  failedAtMs: number;
  editableMs: number;
  wireBytes: number;
  byKind: Record<string, number>;
  progress: string[];
  steps: Record<string, number>;
  asked: Asked[];
  lastRuntimeByteMs: number;
};

/** What a file is, for the bytes' breakdown. */
function kind(url: string): string {
  const path = new URL(url).pathname;
  if (path.startsWith("/pyodide/")) {
    if (/snapshot/.test(path)) return "Python start-up snapshot";
    if (/wasm|\.asm\.wasm/.test(path)) return "Python WebAssembly";
    if (/stdlib|python_stdlib/.test(path)) return "Python standard library";
    return "Python runtime (other)";
  }
  if (path.startsWith("/monaco/")) return "editor";
  if (path.startsWith("/_next/")) return "app scripts";
  if (path.startsWith("/labs/")) return "lab worker and settings";
  if (path.startsWith("/api/")) return "API";
  return "page and other";
}

/** Runtime files are named in the worker's phases by what they are; chunk URLs say which file they belong to. */
const isRuntime = (url: string) => new URL(url).pathname.startsWith("/pyodide/");

/**
 * One learner's first visit to the Python lab at `base`, in a fresh context (closed after), or in `keep`'s context with
 * the service worker allowed (left open: the later visits are measured in it).
 */
async function firstVisit(browser: Browser, base: string, linkBytes: () => number, keep?: { ctx: BrowserContext }): Promise<Visit> {
  const ctx = keep?.ctx ?? (await browser.newContext());
  const page = await ctx.newPage();
  const started = Date.now();
  const byKind: Record<string, number> = {};
  const asked: Asked[] = [];
  let lastRuntimeByteMs = 0;
  page.on("request", (req) => {
    if (req.url().startsWith(base))
      void req
        .allHeaders()
        .then((headers) => asked.push({ url: req.url(), headers }))
        .catch(() => undefined);
  });
  page.on("requestfinished", (req) => {
    void req
      .sizes()
      .then((s) => {
        const k = kind(req.url());
        byKind[k] = (byKind[k] ?? 0) + s.responseBodySize + s.responseHeadersSize;
        if (isRuntime(req.url())) lastRuntimeByteMs = Math.max(lastRuntimeByteMs, Date.now() - started);
      })
      .catch(() => undefined);
  });
  const progress = new Set<string>();
  const poll = setInterval(() => {
    void page
      .getByRole("log", { name: "Output of cell 1" })
      .innerText({ timeout: 500 })
      .then((text) => {
        for (const line of text.split("\n")) if (/MB|left|connection|snapshot/i.test(line)) progress.add(line.trim());
      })
      .catch(() => undefined);
  }, 1000);
  await page.goto(`${base}/#/Coder_2`, { waitUntil: "commit", timeout: 120_000 });
  let editableMs = -1;
  void page
    .locator(".monaco-editor .view-line")
    .first()
    .waitFor({ timeout: 240_000 })
    .then(() => (editableMs = Date.now() - started))
    .catch(() => undefined);
  const end = await page
    .getByText(/Python ready|Failed to load Pyodide/)
    .first()
    .waitFor({ timeout: 240_000 })
    .then(() => Date.now() - started)
    .catch(() => -1);
  clearInterval(poll);
  const wireBytes = linkBytes();
  const failedText = await page.getByText(/Failed to load Pyodide/).count();
  const detail = failedText
    ? await page
        .getByText(/Details:/)
        .first()
        .innerText()
        .catch(() => "failed")
    : null;
  const steps = await workerSteps(page);
  if (!keep) await ctx.close();
  return {
    readyMs: detail ? -1 : end,
    failed: detail,
    failedAtMs: detail ? end : -1,
    editableMs,
    wireBytes,
    byKind,
    progress: [...progress],
    steps,
    asked: [...asked],
    lastRuntimeByteMs,
  };
}

/** The Python worker's steps (ms after navigation), from the page's "labs:python-ready" mark, and the page's own arrival. */
function workerSteps(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName("labs:python-ready").at(-1) as PerformanceMark | undefined;
    const detail = (mark?.detail as { phases?: Record<string, number> } | null)?.phases ?? {};
    const { workerStartedAt, ...phases } = detail;
    const at = workerStartedAt !== undefined ? workerStartedAt - performance.timeOrigin : NaN;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const out: Record<string, number> = nav ? { pageArrived: Math.round(nav.responseEnd) } : {};
    out.workerStarted = Math.round(at);
    for (const [name, ms] of Object.entries(phases)) out[name] = Math.round(at + ms);
    if (mark) out.readyMarked = Math.round(mark.startTime);
    return out;
  });
}

/** ms from now until the page's first cell says "Python ready" (a new one: the cell is fresh). */
async function untilReady(page: Page, timeout = 120_000): Promise<number> {
  const started = Date.now();
  return page
    .getByRole("log", { name: "Output of cell 1" })
    .getByText(/Python ready/)
    .waitFor({ timeout })
    .then(() => Date.now() - started)
    .catch(() => -1);
}

/**
 * After a first visit (service worker allowed): the background download it starts once Python is ready (the snapshot
 * the slow link went without, the app's files), then a later visit over the same link, then the lab opened in the open
 * app with the link cut.
 */
async function laterVisits(ctx: BrowserContext, base: string, link: { cut(ms?: number): void; bytes(): { down: number } }) {
  const page = await ctx.newPage();
  await page.goto(`${base}/#/`, { waitUntil: "commit", timeout: 120_000 });
  const before = link.bytes().down;
  const started = Date.now();
  const prefetched = await page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => resolve(false), 300_000);
          void navigator.serviceWorker.ready.then((r) => {
            navigator.serviceWorker.addEventListener("message", (e) => (e.data as { type?: string })?.type === "offline-ready" && resolve(true));
            r.active?.postMessage({ type: "prefetch" });
          });
        }),
    )
    .catch(() => false);
  const background = { ms: Date.now() - started, bytes: link.bytes().down - before, done: prefetched };
  await page.close();
  const later = await ctx.newPage();
  // The page's thread: its long tasks (over 50 ms) and when the cell said "Python ready", for the timeline.
  await later.addInitScript(() => {
    const w = window as unknown as { __benchLong: [number, number][]; __benchReadyShown: number };
    w.__benchLong = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__benchLong.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: "longtask", buffered: true });
    const seen = new MutationObserver(() => {
      if (!w.__benchReadyShown && document.body?.textContent?.includes("Python ready")) {
        w.__benchReadyShown = Math.round(performance.now());
        seen.disconnect();
      }
    });
    document.addEventListener("DOMContentLoaded", () => seen.observe(document.body, { childList: true, subtree: true, characterData: true }));
  });
  const laterStarted = Date.now();
  await later.goto(`${base}/#/Coder_2`, { waitUntil: "commit", timeout: 120_000 });
  const laterReady = await untilReady(later);
  // As the pages bench counts it (bench/run.ts): from the navigation's start to the cell showing "Python ready", timed
  // in the page. The wall clock around goto and Playwright's wait adds opening the tab and the wait's polling steps
  // (up to 0.5 s apart): kept for the timeline.
  const laterWallMs = laterReady < 0 ? -1 : Date.now() - laterStarted;
  const laterSteps = await workerSteps(later);
  const thread = await later.evaluate(() => {
    const w = window as unknown as { __benchLong?: [number, number][]; __benchReadyShown?: number };
    return { long: w.__benchLong ?? [], readyShown: w.__benchReadyShown ?? -1 };
  });
  if (thread.readyShown >= 0) laterSteps.readyShown = thread.readyShown;
  const laterMs = laterReady < 0 || thread.readyShown < 0 ? -1 : thread.readyShown;
  const longTasks = thread.long.map(([at, ms]) => `${at}+${ms}`).join(", ");
  await later.evaluate(() => (location.hash = "#/"));
  await later
    .getByRole("log", { name: "Output of cell 1" })
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => undefined);
  link.cut(10 * 60_000);
  await later.evaluate(() => (location.hash = "#/Coder_2"));
  const offlineMs = await untilReady(later);
  await later.close();
  return { background, laterMs, laterWallMs, laterSteps, longTasks, offlineMs };
}

/** A scripted learner: asks for `asked` through `base` with six keep-alive connections; resolves when all are in. */
async function replay(base: string, asked: Asked[]): Promise<{ ms: number; bytes: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const started = Date.now();
  let bytes = 0;
  let errors = 0;
  const target = new URL(base);
  await Promise.all(
    asked.map(
      (a) =>
        new Promise<void>((resolve) => {
          const url = new URL(a.url);
          const headers: Record<string, string> = {};
          for (const name of ["accept", "accept-encoding", "accept-language", "user-agent"]) if (a.headers[name]) headers[name] = a.headers[name];
          const req = http.get({ host: target.hostname, port: target.port, path: url.pathname + url.search, headers, agent }, (res) => {
            res.on("data", (d: Buffer) => (bytes += d.length));
            res.on("end", () => {
              if ((res.statusCode ?? 0) >= 400) errors++;
              resolve();
            });
            res.on("error", () => (errors++, resolve()));
          });
          req.on("error", () => (errors++, resolve()));
          req.setTimeout(600_000, () => req.destroy());
        }),
    ),
  );
  agent.destroy();
  return { ms: Date.now() - started, bytes, errors };
}

const mb = (n: number) => `${(n / MB).toFixed(2)} MB`;
const s = (ms: number) => (ms < 0 ? "—" : `${(ms / 1000).toFixed(1)} s`);

export async function schoolLinkFigures(appUrl: string) {
  const app = new URL(appUrl);
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const browser = await chromium.launch({ executablePath, args: browserArgs });
  const rows: Row[] = [];
  try {
    // 1. One learner, 1.5 Mbit/s, 300 ms; as a real browser: the service worker allowed (register.ts).
    const link = await startThrottleProxy({ target: { host: app.hostname, port: Number(app.port) }, kbit: 1500, rttMs: 300 });
    // A learner's own browser keeps its profile on disk. An off-the-record context (browser.newContext) keeps the
    // origin's files in memory, where reading the 31 MB snapshot copy took about twice as long (255–312 ms against
    // 120–165 ms, 2026-11-27).
    const profile = mkdtempSync(path.join(tmpdir(), "learnhub-bench-profile-"));
    const ctx = await chromium.launchPersistentContext(profile, { executablePath, args: browserArgs });
    await ctx.addInitScript(() => localStorage.setItem("learnhub:offline", "on"));
    const first = await firstVisit(browser, link.url, () => link.bytes().down, { ctx });
    const after = await laterVisits(ctx, link.url, link);
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
    await link.close();
    rows.push(
      {
        what: "first lab visit at 1.5 Mbit/s: bytes until Python ready (on the wire)",
        value: mb(first.wireBytes),
        target: "≤ 7 MB",
        ok: first.wireBytes <= 7 * MB,
      },
      { what: "… code editable", value: s(first.editableMs), target: "—", ok: null },
      {
        what: "… Python ready",
        value: first.failed ? `failed at ${s(first.failedAtMs)} ${first.failed}` : s(first.readyMs),
        target: "≤ 45 s, progress shown",
        ok: !first.failed && first.readyMs >= 0 && first.readyMs <= 45_000 && first.progress.some((l) => /MB/.test(l)),
      },
      {
        what: "… then in the background (service worker): snapshot, app files",
        value: after.background.done ? `${mb(after.background.bytes)}, ${s(after.background.ms)}` : "not finished",
        target: "—",
        ok: null,
      },
      {
        what: "later visit at 1.5 Mbit/s: navigation → Python ready",
        value: s(after.laterMs),
        target: "≤ 2 s",
        ok: after.laterMs >= 0 && after.laterMs <= 2_000,
      },
      {
        what: "… link cut: the lab opened in the open app → Python ready",
        value: s(after.offlineMs),
        target: "≤ 2 s, offline",
        ok: after.offlineMs >= 0 && after.offlineMs <= 2_000,
      },
    );

    // 2. 35 learners behind the school's cache on a shared 10 Mbit/s, 300 ms link.
    let classRows: Row[] = [];
    let classDetail: Record<string, unknown> = {};
    if (!nginxBinary()) {
      console.warn("nginx is not installed: the school-cache rows are skipped (scripts/ensure-system.sh installs it)");
    } else {
      const schoolLink = await startThrottleProxy({ target: { host: app.hostname, port: Number(app.port) }, kbit: 10_000, rttMs: 300 });
      const cache = await startSchoolCache({ upstream: `127.0.0.1:${schoolLink.port}` });
      const base = cache.url;
      // Chromium sends one Accept-Encoding for every request; a worker's requests are reported without it.
      const encoding = first.asked.find((a) => a.headers["accept-encoding"])?.headers["accept-encoding"] ?? "gzip, deflate, br, zstd";
      const asked = first.asked.map((a) => ({ url: a.url.replace(link.url, base), headers: { ...a.headers, "accept-encoding": encoding } }));
      const started = Date.now();
      const scripted = Array.from({ length: 34 }, () => replay(base, asked));
      const real = firstVisit(browser, base, () => schoolLink.bytes().down);
      const [done, browserLearner] = await Promise.all([Promise.all(scripted), real]);
      const lastDownload = Math.max(...done.map((d) => d.ms));
      // A scripted learner's computer then starts Python as the real one did after its last runtime byte.
      const startMs = browserLearner.readyMs >= 0 ? Math.max(0, browserLearner.readyMs - browserLearner.lastRuntimeByteMs) : 0;
      const allReady = Math.max(lastDownload + startMs, browserLearner.readyMs >= 0 ? browserLearner.readyMs : Infinity);
      const linkBytes = schoolLink.bytes().down;
      const log = cache.log();
      const runtimeHits = log.filter((l) => l.path.startsWith("/pyodide/") && l.cache === "HIT").length;
      const runtimeAll = log.filter((l) => l.path.startsWith("/pyodide/")).length;
      const upstreamRuntime = schoolLink.requests.filter((r) => r.path.startsWith("/pyodide/")).length;
      // What crossed the link: the cache's misses and pass-throughs, by path, largest first.
      const missed = new Map<string, { n: number; bytes: number }>();
      for (const l of log.filter((l) => l.cache !== "HIT")) {
        const key = `${l.cache} ${l.path.replace(/[0-9a-f]{16,}/g, "…")}`;
        const m = missed.get(key) ?? { n: 0, bytes: 0 };
        missed.set(key, { n: m.n + 1, bytes: m.bytes + l.bytes });
      }
      const upTheLink = [...missed.entries()]
        .sort((a, b) => b[1].bytes - a[1].bytes)
        .slice(0, 8)
        .map(([k, m]) => `${k} ×${m.n} ${mb(m.bytes)}`);
      await cache.stop();
      await schoolLink.close();
      classRows = [
        {
          what: "35 learners, school cache, shared 10 Mbit/s: all ready",
          value: Number.isFinite(allReady) ? s(allReady) : "a learner failed",
          target: "all ready",
          ok: Number.isFinite(allReady) && done.every((d) => d.errors === 0),
        },
        {
          what: "… bytes over the school's link (35 learners)",
          value: mb(linkBytes),
          target: `one download (35 × ${mb(first.wireBytes)} without)`,
          ok: linkBytes < 2 * first.wireBytes + 35 * 0.3 * MB,
        },
      ];
      classDetail = {
        lastDownloadMs: lastDownload,
        browserLearnerReadyMs: browserLearner.readyMs,
        browserLearnerFailed: browserLearner.failed,
        startAfterDownloadMs: startMs,
        linkBytes,
        runtimeRequestsAtCache: runtimeAll,
        runtimeHits,
        runtimeRequestsUpTheLink: upstreamRuntime,
        notFromTheCache: upTheLink,
        scriptedErrors: done.reduce((n, d) => n + d.errors, 0),
        elapsedMs: Date.now() - started,
      };
    }
    rows.push(...classRows);

    const timeline = (steps: Record<string, number>) =>
      Object.entries(steps)
        .sort((a, b) => a[1] - b[1])
        .map(([n, at]) => `${n} ${at}`)
        .join(" → ");
    console.log(`the Python lab on a school's link (${new Date().toISOString()}):`);
    for (const r of rows) console.log(`  ${r.ok === null ? " " : r.ok ? "✓" : "✗"} ${r.what.padEnd(70)} ${r.value.padStart(10)}   target ${r.target}`);
    console.log("  first visit at 1.5 Mbit/s, bytes by kind (as sent, with headers):");
    for (const [k, n] of Object.entries(first.byKind).sort((a, b) => b[1] - a[1])) console.log(`    ${k.padEnd(32)} ${mb(n).padStart(10)}`);
    console.log(`  progress lines seen: ${first.progress.length ? first.progress.join(" | ") : "none"}`);
    console.log(
      `  where the time went (ms after navigation): editable ${first.editableMs}; last runtime byte ${first.lastRuntimeByteMs}; ${timeline(first.steps)}`,
    );
    console.log(
      `  later visit, where the time went (ms after navigation): ${timeline(after.laterSteps)}; the bench's own clock, from goto to its wait seeing the text: ${after.laterWallMs}`,
    );
    console.log(`  … the page's long tasks (start+ms): ${after.longTasks || "none"}`);
    if (Object.keys(classDetail).length) console.log(`  class of 35: ${JSON.stringify(classDetail)}`);
    return { rows, first: { ...first, asked: first.asked.length }, after, class: classDetail };
  } finally {
    await browser.close();
  }
}

// `tsx bench/school-link.ts http://127.0.0.1:PORT`: these rows against a server already running.
if (process.argv[1]?.endsWith("school-link.ts") && process.argv[2]) {
  schoolLinkFigures(process.argv[2]).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
