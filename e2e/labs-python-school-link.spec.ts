// Issue 24, "Python labs on a school link": the lab through a school's link as the tests start it
// (scripts/proxies/throttle-proxy.ts: 1.5 Mbit/s, 300 ms round trips, shared by every connection) and behind a
// school's caching proxy (scripts/proxies/school-cache.ts: Debian's nginx). What each test proves is in its name;
// each fails on the product as it was before (Python gave up after a fixed 30 s, "Try again" started from zero, the
// runtime's files were not sent so a shared cache may keep them).
import { createHash } from "node:crypto";
import { test, expect, type Browser, type Page, type BrowserContext } from "@playwright/test";
import { startThrottleProxy, type ThrottleProxy } from "../scripts/proxies/throttle-proxy";
import { nginxBinary, startSchoolCache, type SchoolCache } from "../scripts/proxies/school-cache";
import { cell, output, setCode } from "./fixtures/labs";
import { ownLearner } from "./fixtures/own-learner";
import { loginThroughApi } from "./fixtures/auth-api";
import { createPlayerCourse, enrolThroughApi, openPlayer, seededGame } from "./fixtures/player-course";

test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT ?? 3100);
const app = { host: "127.0.0.1", port };
const SLOW = { kbit: 1500, rttMs: 300 };
/** Long: a first visit at 1.5 Mbit/s is ~40 s on an idle machine, and the suite shares two cores. */
const READY_MS = 180_000;
const MB = 1_000_000;
/**
 * The part of the 7 MB of a first lab visit left to the app's own scripts, styles and fonts (/_next/, production build:
 * 0.43 MB measured by the bench on 2026-11-26, of 6.59 MB in all).
 */
const APP_SCRIPTS_ALLOWANCE = 0.6 * MB;

/**
 * A learner's browser at `baseURL`. A development server's live-reload socket (there is none in production) is
 * passed through, but its closing is not: when a test cuts the link, the development client would reload the page,
 * which no open app offline does.
 */
async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.routeWebSocket(/\/_next\/(webpack-)?hmr/, (ws) => {
    ws.connectToServer().onClose(() => undefined);
  });
  return context;
}

const proxies: { close(): Promise<void> }[] = [];
test.afterEach(async () => {
  for (const p of proxies.splice(0)) await p.close();
});
async function link(kbit: number, rttMs: number, target = app): Promise<ThrottleProxy> {
  const proxy = await startThrottleProxy({ target, kbit, rttMs });
  proxies.push(proxy);
  return proxy;
}

/** Every distinct line the first cell's output showed, sampled twice a second while `until` runs. */
async function linesWhile<T>(page: Page, until: Promise<T>): Promise<{ lines: string[]; result: T }> {
  const lines = new Set<string>();
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const text = await output(page, 1)
        .innerText({ timeout: 1_000 })
        .catch(() => "");
      for (const line of text.split("\n")) if (line.trim()) lines.add(line.trim());
      await page.waitForTimeout(500).catch(() => undefined);
    }
  })();
  const result = await until.finally(() => (done = true));
  await sampling;
  return { lines: [...lines], result };
}

/** Chunk paths this page's Python worker got in full, in order. */
function finishedChunks(page: Page): string[] {
  const paths: string[] = [];
  page.on("requestfinished", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/pyodide/chunks/")) paths.push(path);
  });
  return paths;
}

test("a first Python lab visit at 1.5 Mbit/s, 300 ms reaches ready past the old 30 s limit, showing MB of MB and time left, its own files in ≤ 6.4 MB", async ({
  browser,
}) => {
  test.setTimeout(READY_MS + 60_000);
  const school = await link(SLOW.kbit, SLOW.rttMs);
  const context = await newContext(browser, school.url);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto("/#/Coder_2", { timeout: 60_000 });
  const { lines } = await linesWhile(page, expect(output(page, 1)).toContainText("Python ready", { timeout: READY_MS }));
  const elapsed = Date.now() - started;
  const bytes = school.bytes().down;
  // The app's own scripts (/_next/) are a development build under E2E_DEV (several times their production size):
  // the lab's downloads are measured here, the whole visit against a production build by the bench
  // (bench/school-link.ts, docs/school-links.md).
  // What the lab's own answers brought (every answer but /_next/). Under `next dev` React's strict mode also mounts
  // the lab twice, and the first interpreter's chunks, cut off mid-way, crossed the link for nothing (those bytes
  // belong to no answer); in production neither happens, and the bench measures the whole visit there.
  const appScripts = school.requests.filter((r) => r.path.startsWith("/_next/")).reduce((n, r) => n + r.down, 0);
  const lab = school.requests.filter((r) => !r.path.startsWith("/_next/")).reduce((n, r) => n + r.down, 0);
  const largest = [...school.requests]
    .sort((a, b) => b.down - a.down)
    .slice(0, 25)
    .map((r) => `${(r.down / MB).toFixed(3)} MB ${r.path}`)
    .join("\n");
  await context.close();
  console.log(
    `first visit: ${(bytes / MB).toFixed(2)} MB in ${elapsed} ms; besides /_next/:\n` +
      school.requests
        .filter((r) => !r.path.startsWith("/_next/"))
        .map((r) => `${r.method} ${(r.down / MB).toFixed(3)} MB ${r.path}`)
        .join("\n"),
  );

  // Bytes were still arriving after 30 s, and no fixed limit stopped them.
  expect(elapsed).toBeGreaterThan(30_000);
  // Progress as the learner reads it: MB of MB with the time left, moving.
  const progress = lines.filter((l) => /^Downloading Python: [\d.]+ of [\d.]+ MB, about (\d+ s|\d+ min \d+ s) left$/.test(l));
  expect(progress.length, lines.join("\n")).toBeGreaterThan(3);
  // The link was measured too slow for the start-up snapshot, and the learner is told.
  expect(
    lines.some((l) => /^Slow connection \(about [\d.]+ Mbit\/s\): Python starts without its start-up snapshot/.test(l)),
    lines.join("\n"),
  ).toBe(true);
  expect(lab, `${(lab / MB).toFixed(2)} MB crossed the link besides the app's scripts (${(appScripts / MB).toFixed(2)} MB):\n${largest}`).toBeLessThanOrEqual(
    7 * MB - APP_SCRIPTS_ALLOWANCE,
  );
});

test("an interrupted download resumes: Try again continues from the chunks that had arrived", async ({ browser }) => {
  test.setTimeout(2 * READY_MS);
  const school = await link(SLOW.kbit, SLOW.rttMs);
  const context = await newContext(browser, school.url);
  const page = await context.newPage();
  const finished = finishedChunks(page);
  await page.goto("/#/Coder_2", { timeout: 60_000 });
  // Once 1.5 MB of Python's files are in, the link goes down for longer than the worker's own retries (~10 s).
  await expect(output(page, 1)).toContainText(/Downloading Python: (1\.[5-9]|[2-9]\.\d) of/, { timeout: READY_MS });
  const before = [...finished];
  expect(before.length).toBeGreaterThan(0);
  const outage = 25_000;
  const cutAt = Date.now();
  school.cut(outage);
  await expect(output(page, 1)).toContainText(/The download stopped at [\d.]+ of [\d.]+ MB\. Press Try again when the connection is back/, {
    timeout: 60_000,
  });
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  // The link is back.
  await page.waitForTimeout(Math.max(0, cutAt + outage - Date.now()));
  const requestsBefore = school.requests.length;
  await page.getByRole("button", { name: "Try again" }).click();
  // It starts again where it was, not from zero: at least the chunks that had arrived whole (those cut off mid-way,
  // up to three at once, start again)…
  const arrived = school.requests.filter((r) => before.includes(r.path)).reduce((n, r) => n + r.down, 0);
  const { lines } = await linesWhile(page, expect(output(page, 1)).toContainText("Python ready", { timeout: READY_MS }));
  const firstAfter = lines.find((l) => /^Downloading Python: [\d.]+ of/.test(l));
  expect(arrived).toBeGreaterThan(0.3 * MB);
  expect(Number(/: ([\d.]+) of/.exec(firstAfter ?? "")?.[1] ?? 0), lines.join("\n")).toBeGreaterThanOrEqual(Math.floor((arrived / MB) * 10) / 10 - 0.1);
  // …and nothing that had arrived crossed the link again.
  const again = school.requests.slice(requestsBefore).map((r) => r.path);
  expect(again.filter((p) => before.includes(p))).toEqual([]);
  await context.close();
});

test("a second learner behind the school's cache gets every runtime file the first one fetched from the cache", async ({ browser }) => {
  expect(nginxBinary(), "nginx is installed (scripts/ensure-system.sh installs nginx-light)").toBeTruthy();
  test.setTimeout(2 * READY_MS);
  const school = await link(10_000, SLOW.rttMs);
  const cache: SchoolCache = await startSchoolCache({ upstream: `127.0.0.1:${school.port}` });
  proxies.push({ close: () => cache.stop() });

  const visit = async () => {
    const context = await newContext(browser, cache.url);
    const page = await context.newPage();
    const runtime = new Map<string, string>();
    page.on("response", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/pyodide/") && r.status() === 200) runtime.set(path, r.headers()["x-cache-status"] ?? "none");
    });
    await page.goto("/#/Coder_2", { timeout: 60_000 });
    await expect(output(page, 1)).toContainText("Python ready", { timeout: READY_MS });
    await context.close();
    return runtime;
  };
  const first = await visit();
  expect(first.size).toBeGreaterThan(10);
  const upBefore = school.requests.length;
  const second = await visit();
  const firstPaths = [...first.keys()];
  for (const path of firstPaths) expect(second.get(path), path).toBe("HIT");
  const crossedAgain = school.requests.slice(upBefore).filter((r) => firstPaths.includes(r.path));
  expect(crossedAgain).toEqual([]);
  // The cache's own log agrees.
  expect(cache.log().filter((l) => firstPaths.includes(l.path) && l.cache === "HIT").length).toBeGreaterThanOrEqual(firstPaths.length);
});

// ---- The service worker: the runtime fetched while a signed-in learner is idle, and offline afterwards ----

const learner = ownLearner();

/** Signed in (the page's first script then registers the service worker once the page is idle), opted in. */
async function signedInWithOffline(context: BrowserContext, page: Page) {
  const rec = await loginThroughApi(context.request, await learner());
  await context.addInitScript(() => localStorage.setItem("learnhub:offline", "on"));
  await page.goto("/");
  await page.evaluate((r) => {
    localStorage.setItem("user", JSON.stringify(r));
    localStorage.setItem("userId", String(r.id));
  }, rec);
  await page.reload();
  return rec;
}

/** Asks the service worker to finish its background download and waits for its "offline-ready". */
async function offlineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener("message", (e) => (e.data as { type?: string })?.type === "offline-ready" && resolve());
        const ask = () => navigator.serviceWorker.controller?.postMessage({ type: "prefetch" });
        ask();
        const again = setInterval(ask, 3_000);
        navigator.serviceWorker.addEventListener("message", (e) => (e.data as { type?: string })?.type === "offline-ready" && clearInterval(again));
      }),
  );
}

/**
 * From opening the lab in the open app (its address) to "Python ready" in its first cell: `ms` in all, `python` of
 * them Python's own start (its worker's first moment to ready, the "labs:python-ready" mark), `phases` where it went.
 */
async function openLabUntilReady(page: Page): Promise<{ ms: number; python: number; phases: string }> {
  await page.evaluate(() => performance.clearMarks("labs:python-ready"));
  const started = Date.now();
  await page.evaluate(() => (location.hash = "#/Coder_2"));
  await expect(output(page, 1)).toContainText("Python ready", { timeout: READY_MS });
  const ms = Date.now() - started;
  const mark = await page.evaluate(() => {
    const detail = (performance.getEntriesByName("labs:python-ready")[0] as PerformanceMark | undefined)?.detail as
      { ms: number; phases?: Record<string, number> } | undefined;
    return { python: detail?.ms ?? Number.NaN, phases: JSON.stringify(detail?.phases ?? {}) };
  });
  return { ms, ...mark };
}

test("signed in and idle, the service worker downloads the lab runtime; later visits start Python from the copies with the network down", async ({
  browser,
}) => {
  test.setTimeout(2 * READY_MS);
  // A fast link the test can cut: "offline" for the page, its Python worker and the service worker alike.
  const net = await link(200_000, 0);
  const context = await newContext(browser, net.url);
  const page = await context.newPage();
  await signedInWithOffline(context, page);
  await offlineReady(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const chunksBefore = net.requests.filter((r) => r.path.startsWith("/pyodide/chunks/")).length;
  expect(chunksBefore).toBeGreaterThan(10);

  // The lab opens without downloading its runtime: every chunk comes from the service worker's copies.
  const before = net.requests.length;
  const firstStart = await openLabUntilReady(page);
  expect(net.requests.slice(before).filter((r) => r.path.startsWith("/pyodide/"))).toEqual([]);
  // The worker keeps its own copies for the next start (runtime-copies.ts).
  await page.waitForFunction(() => performance.getEntriesByName("labs:python-copies-kept").length > 0, undefined, { timeout: 60_000 });
  await page.evaluate(() => (location.hash = "#/"));
  await expect(output(page, 1)).toHaveCount(0);

  // A later visit with the network down. (Opened online once first: under E2E_DEV the lab screen's code is a
  // development build that is not kept for good; in production every screen's code is warmed by the service worker.)
  net.cut(10 * 60_000);
  const later = await openLabUntilReady(page);
  // Python's own start from the copies, nothing downloaded. Its speed target (≤ 2 s) is the bench's, measured on the
  // production build (bench/school-link.ts); here the bound only says it started from the copies, not over a network
  // that is down, on a machine the whole suite shares (2.1 s was seen under that load).
  expect(
    later.python,
    `Python ready ${later.python} ms after its worker began, ${later.ms} ms after the lab was opened (the first visit after the download: ${firstStart.ms} ms); ${later.phases}`,
  ).toBeLessThanOrEqual(8_000);
  await setCode(page, 1, "print(6 * 7)");
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText("42");
  await setCode(page, 1, "print(sum(range(10)))");
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText("45");
  await context.close();
});

test("the runtime's files come from the browser's HTTP cache, never from Cache Storage (which any script can write), online and offline", async ({
  browser,
  request,
}) => {
  test.setTimeout(READY_MS);
  const net = await link(200_000, 0);
  const context = await newContext(browser, net.url);
  const page = await context.newPage();
  await signedInWithOffline(context, page);
  await offlineReady(page);
  const path = net.requests.map((r) => r.path).find((p) => p.startsWith("/pyodide/chunks/"));
  expect(path, "the service worker downloaded the runtime's chunks").toBeDefined();
  // Any script of the origin can write Cache Storage (a learner's console on a shared computer): a tampered entry
  // under the name earlier builds kept the runtime in, and under the chunk's own address.
  const tamper = (p: string) =>
    page.evaluate(async (p) => {
      for (const name of ["learnhub-runtime", ...(await caches.keys())])
        await (await caches.open(name)).put(p, new Response("print('tampered')", { headers: { "content-type": "application/octet-stream" } }));
    }, p);
  await tamper(path!);
  const real = createHash("sha256")
    .update(await (await request.get(path!)).body())
    .digest("hex");
  const fetched = (p: string) =>
    page.evaluate(async (p) => {
      const res = await fetch(p).catch(() => null);
      if (!res) return { digest: "refused", route: "" };
      const bytes = new Uint8Array(await res.arrayBuffer());
      const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
      // Which of the service worker's routes took the request (its static routes: "network" never wakes it).
      const timing = performance.getEntriesByName(new URL(p, location.href).href).at(-1) as { workerFinalSourceType?: string } | undefined;
      return { digest, route: timing?.workerFinalSourceType ?? "" };
    }, p);
  const before = net.requests.length;
  expect(await fetched(path!)).toEqual({ digest: real, route: "network" });
  // From the HTTP cache: the chunk did not cross the link again.
  expect(net.requests.slice(before).map((r) => r.path)).not.toContain(path);
  // Tampered again, with the network down: still the build's bytes, from the HTTP cache, which no script can write.
  await tamper(path!);
  net.cut(60_000);
  expect(await fetched(path!)).toEqual({ digest: real, route: "network" });
  await context.close();
});

test("a lesson's page opened online shows again with the network down (the learner's last answers, kept per learner)", async ({ browser }) => {
  test.setTimeout(READY_MS);
  const course = await createPlayerCourse({ gamePath: seededGame("term-match") });
  const net = await link(200_000, 0);
  const context = await newContext(browser, net.url);
  const page = await context.newPage();
  const rec = await signedInWithOffline(context, page);
  await enrolThroughApi(context.request, rec, course.courseId);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
  const hash = `#/coursedetails/${course.courseId}/${course.teacherId}`;
  await openPlayer(page, hash, course.name);
  await page.evaluate(() => (location.hash = "#/"));
  net.cut(10 * 60_000);
  await openPlayer(page, hash, course.name);
  await expect(page.getByText(course.lecture.name).first()).toBeVisible();
  // Logging out forgets them (the request itself fails offline; the service worker still clears its copies).
  await page.evaluate(() => fetch("/api/auth/logout", { method: "POST" }).catch(() => undefined));
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("learnhub-lessons-")).length), { timeout: 10_000 })
    .toBe(0);
  await context.close();
});
