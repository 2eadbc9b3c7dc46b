// `npm run bench`: catalogue API throughput against a bare node:http + pg baseline (1,000 courses, 64
// connections), and every page figure of the performance targets in Chromium: home LCP, navigation → course cards on home
// and catalogue, home first-load JS (gzip), /#/Coder_2 navigation → Monaco and → "Python ready" (cold, and a
// later visit in the same browser context). Prints each against its target; writes bench/results/latest.json.
// Needs a production build (`npm run build`) and the local PostgreSQL. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { chromium, type Page, type Request } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { pgRunner } from "../lib/server/db/driver";
import { migrate } from "../lib/server/db/migrator";
import { seedDemo } from "../prisma/seed/index";
import { createDatabase, dropDatabase } from "../tests/support/test-database";
import { startBareServer } from "./bare-server";
import { printUploadFigures, uploadFigures } from "./uploads";
import { schoolLinkFigures } from "./school-link";
import { printStudioSaveFigures, studioSaveFigures } from "./studio-save";

const APP_PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = APP_PORT + 1;
const COURSES = 1000;

async function seed(url: string) {
  const runner = await pgRunner(url);
  await migrate(runner);
  await runner.close();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  await seedDemo(prisma as never);
  const existing = await prisma.course.count({ where: { status: 3 } });
  const teacher = await prisma.user.findFirstOrThrow({ where: { role: "author" } });
  const grades = await prisma.grade.findMany();
  const boards = await prisma.board.findMany();
  const rows = Array.from({ length: Math.max(0, COURSES - existing) }, (_, i) => ({
    name: `Practice Set ${i + 1}: ${["Algebra", "Biology", "Grammar", "Geography", "Physics"][i % 5]}`,
    status: 3,
    userId: teacher.id,
    gradeId: grades[i % grades.length]!.id,
    boardId: boards[i % boards.length]!.id,
    img: null,
  }));
  await prisma.course.createMany({ data: rows });
  const total = await prisma.course.count({ where: { status: 3 } });
  await prisma.$disconnect();
  return total;
}

function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  return new Promise<void>((resolve, reject) => {
    const tick = () =>
      fetch(url).then(
        (r) => (r.ok ? resolve() : Date.now() > until ? reject(new Error(`${url} → ${r.status}`)) : setTimeout(tick, 300)),
        () => (Date.now() > until ? reject(new Error(`${url} did not answer`)) : setTimeout(tick, 300)),
      );
    tick();
  });
}

/** Resolves once the server's warm Java compilers are all up (at once when it runs none); gives up after 60 s. */
async function javaWarmedUp(appUrl: string) {
  type Health = { java?: { warmCompiler?: "off" | { slots: number; ready: number } } };
  const until = Date.now() + 60_000;
  for (;;) {
    const warm = ((await (await fetch(`${appUrl}/api/health`)).json()) as Health).java?.warmCompiler;
    if (!warm || warm === "off" || (warm.slots > 0 && warm.ready === warm.slots)) return;
    if (Date.now() > until) return console.warn("the Java compilers were not warm after 60 s; measuring anyway");
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function load(url: string) {
  await autocannon({ url, connections: 16, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: 64, duration: 10 });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

type Figure = { what: string; ms?: number; kb?: number; target: string; ok: boolean };

const browserArgs = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-gpu"];

async function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(-1), 3000);
      }),
  );
}

/** Milliseconds from the navigation's start (performance.timeOrigin) until `selector` is visible. */
/** When the browser first painted an element marked elementtiming="id" (Element Timing API), in ms since navigation. */
async function elementPainted(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const times = list
            .getEntries()
            .filter((e) => (e as PerformanceEntry & { identifier?: string }).identifier === wanted)
            .map((e) => (e as PerformanceEntry & { renderTime?: number }).renderTime || e.startTime);
          if (times.length) resolve(Math.min(...times));
        }).observe({ type: "element", buffered: true });
        setTimeout(() => resolve(-1), 5000);
      }),
    id,
  );
}

async function untilVisible(page: Page, selector: string, timeout = 120_000): Promise<number> {
  await page.locator(selector).first().waitFor({ state: "visible", timeout });
  return page.evaluate(() => performance.now());
}

type PythonStart = { ms: number; steps: Record<string, number> };

/**
 * Navigation → "Python ready" in ms (-1 when the lab reported a failed start, e.g. its 30 s limit), and where
 * that time went: when the page started the worker, then each step of the worker's start, as ms since navigation.
 */
async function pythonReady(page: Page): Promise<PythonStart> {
  await page
    .getByText(/Python ready|Failed to load Pyodide/)
    .first()
    .waitFor({ timeout: 180_000 });
  return page.evaluate(() => {
    const mark = performance.getEntriesByName("labs:python-ready")[0] as PerformanceMark | undefined;
    if (!mark) return { ms: -1, steps: {} };
    const { workerStartedAt, ...phases } = ((mark.detail as { phases?: Record<string, number> } | null)?.phases ?? {}) as Record<string, number>;
    const workerStart = workerStartedAt !== undefined ? workerStartedAt - performance.timeOrigin : NaN;
    const steps: Record<string, number> = { workerStarted: Math.round(workerStart) };
    for (const [name, at] of Object.entries(phases)) steps[name] = Math.round(workerStart + at);
    return { ms: mark.startTime, steps };
  });
}

/** Waits until the worker has stored its copies of the runtime's files (its "copies-kept"); ms after navigation. */
async function copiesWritten(page: Page): Promise<number> {
  const kept = await page
    .waitForFunction(() => performance.getEntriesByName("labs:python-copies-kept").length > 0, undefined, { timeout: 60_000, polling: 100 })
    .then(() => true)
    .catch(() => false); // not stored (no room, no OPFS): the later visit reads the HTTP cache, and the line says so
  return kept ? page.evaluate(() => performance.getEntriesByName("labs:python-copies-kept")[0]!.startTime) : -1;
}

const stepsLine = (s: PythonStart) =>
  Object.entries(s.steps)
    .sort((a, b) => a[1] - b[1])
    .map(([name, at]) => `${name} ${at}`)
    .join(" → ");

/** Every page figure of the performance targets, each in a fresh browser context (empty cache) unless it says "later visit". */
async function pageFigures(base: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: browserArgs });
  const pages: Record<string, { jsGzipKB: number; lcpMs: number; cardsMs: number }> = {};
  for (const [name, hash] of [
    ["home", "/#/"],
    ["catalogue", "/#/courses"],
  ] as const) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const js: Promise<number>[] = [];
    page.on("requestfinished", (req) => {
      if (req.resourceType() === "script") js.push(req.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(base + hash, { waitUntil: "commit" });
    // The server's first paint counts: its cards are the same cards, painted from the page's own HTML.
    await untilVisible(page, '[data-testid="course-card"], [data-testid="course-card-preview"]');
    // The paint itself, as the browser recorded it (a script asking "visible yet?" waits for a busy main thread).
    const cardsMs = await elementPainted(page, "course-card");
    await page.waitForLoadState("networkidle");
    const lcpMs = await largestPaint(page);
    const bytes = (await Promise.all(js)).reduce((a, b) => a + b, 0);
    pages[name] = { jsGzipKB: Math.round(bytes / 102.4) / 10, lcpMs: Math.round(lcpMs), cardsMs: Math.round(cardsMs) };
    await ctx.close();
  }

  // The Python lab, cold (fresh context), then a later visit in the same context (HTTP cache and compiled
  // WebAssembly kept).
  const ctx = await browser.newContext();
  const lab = await ctx.newPage();
  const labJs: Promise<number>[] = [];
  const countLabJs = (req: Request) => {
    if (req.resourceType() === "script") labJs.push(req.sizes().then((s) => s.responseBodySize));
  };
  lab.on("requestfinished", countLabJs);
  // Monaco's visible moment is the paint of its first line of code, as the browser records it (Element Timing):
  // a script asking "visible yet?" is answered only when the busy main thread gets to it, 0.2-0.5 s later here.
  // The text of the editor's lines is marked for the browser as Monaco adds it.
  await lab.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof Element) for (const span of node.querySelectorAll(".view-line span")) span.setAttribute("elementtiming", "monaco-line");
    }).observe(document, { subtree: true, childList: true });
  });
  await lab.goto(`${base}/#/Coder_2`, { waitUntil: "commit" });
  const monacoAsked = await untilVisible(lab, ".monaco-editor .view-line");
  const monacoPainted = await elementPainted(lab, "monaco-line");
  const monacoMs = monacoPainted > 0 ? monacoPainted : monacoAsked;
  lab.off("requestfinished", countLabJs);
  const labJsKB = Math.round((await Promise.all(labJs)).reduce((a, b) => a + b, 0) / 102.4) / 10;
  const pythonCold = await pythonReady(lab);
  const pythonColdMs = pythonCold.ms;
  // A learner stays on the lab: the worker writes its copies of the runtime just after "ready"
  // (runtime-copies.ts), and the later visit is one that follows a first visit that got that far.
  const copiesMs = await copiesWritten(lab);
  await lab.close();
  const again = await ctx.newPage();
  await again.goto(`${base}/#/Coder_2`, { waitUntil: "commit" });
  const pythonLater = await pythonReady(again);
  const pythonLaterMs = pythonLater.ms;
  await ctx.close();
  await browser.close();

  const figures: Figure[] = [
    { what: "home: LCP", ms: pages.home!.lcpMs, target: "≤ 800 ms", ok: pages.home!.lcpMs <= 800 },
    { what: "home: navigation → course cards visible", ms: pages.home!.cardsMs, target: "≤ 1000 ms", ok: pages.home!.cardsMs <= 1000 },
    { what: "catalogue: navigation → course cards visible", ms: pages.catalogue!.cardsMs, target: "≤ 1000 ms", ok: pages.catalogue!.cardsMs <= 1000 },
    { what: "home first-load JS (as sent: brotli)", kb: pages.home!.jsGzipKB, target: "≤ 170 KB", ok: pages.home!.jsGzipKB <= 170 },
    { what: "/#/Coder_2: navigation → Monaco visible", ms: Math.round(monacoMs), target: "≤ 1500 ms", ok: monacoMs <= 1500 },
    { what: "/#/Coder_2: … as a page script saw it (polled)", ms: Math.round(monacoAsked), target: "—", ok: true },
    { what: "/#/Coder_2: JS loaded until Monaco is visible (as sent)", kb: labJsKB, target: "—", ok: true },
    { what: "/#/Coder_2: navigation → Python ready (cold)", ms: Math.round(pythonColdMs), target: "≤ 3000 ms", ok: pythonColdMs >= 0 && pythonColdMs <= 3000 },
    {
      what: "/#/Coder_2: navigation → Python ready (later visit)",
      ms: Math.round(pythonLaterMs),
      target: "≤ 1500 ms",
      ok: pythonLaterMs >= 0 && pythonLaterMs <= 1500,
    },
  ];
  return { pages, figures, python: { cold: pythonCold, later: pythonLater, copiesMs: Math.round(copiesMs) } };
}

async function main() {
  const { name, url } = await createDatabase("learnhub_bench");
  let app: ChildProcess | undefined;
  let bare: { close: () => Promise<void> } | undefined;
  try {
    const courses = await seed(url);
    // Spawned as its own process group so the next-server child dies with it.
    // The product's own server (scripts/server/main.ts): it serves the labs' runtime files pre-compressed.
    app = spawn(process.execPath, ["dist/server.mjs"], {
      detached: true,
      env: {
        ...process.env,
        DATABASE_URL: url,
        AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
        HOST: "127.0.0.1",
        PORT: String(APP_PORT),
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        LOG_LEVEL: "warn",
      },
      stdio: process.env.BENCH_DEBUG ? "inherit" : "ignore",
    });
    bare = await startBareServer(url, BARE_PORT);
    const appUrl = `http://127.0.0.1:${APP_PORT}`;
    await waitFor(`${appUrl}/api/health`);
    // The figures are a running server's: it warms itself up right after it starts (scripts/server/main.ts);
    // this waits for that, so the first page below is not the process's very first render.
    await (await fetch(`${appUrl}/`)).arrayBuffer();
    // …and for its Java compilers' warm-up (two JVMs compiling for a few seconds), which would otherwise share the
    // two cores with the first pages measured.
    await javaWarmedUp(appUrl);
    // BENCH_ONLY=school (or school-link): only the rows of the Python lab on a school's link (bench/school-link.ts).
    if (process.env.BENCH_ONLY === "school" || process.env.BENCH_ONLY === "school-link") {
      mkdirSync("bench/results", { recursive: true });
      writeFileSync("bench/results/school-link.json", JSON.stringify(await schoolLinkFigures(appUrl), null, 2));
      return;
    }
    mkdirSync("bench/results", { recursive: true });
    // BENCH_ONLY=studio: only the course studio's saves below.
    const studioOnly = process.env.BENCH_ONLY === "studio";
    if (!studioOnly) {
      // Studio uploads (bench/uploads.ts): a 300 MB video on loopback, MB/s, with the app's memory sampled throughout.
      // First, on a quiet server; BENCH_ONLY=uploads measures only these.
      const uploads = await uploadFigures({ appUrl, appPid: app.pid!, databaseUrl: url });
      writeFileSync("bench/results/uploads.json", JSON.stringify({ ...uploads, load: os.loadavg() }, null, 2));
      printUploadFigures(uploads.figures);
      if (process.env.BENCH_ONLY === "uploads") return;
    }
    // The course studio's saves (bench/studio-save.ts): 5 authors at once, p95 per kind.
    const studio = await studioSaveFigures({ appUrl, databaseUrl: url });
    writeFileSync("bench/results/studio-save.json", JSON.stringify({ ...studio, load: os.loadavg() }, null, 2));
    printStudioSaveFigures(studio.figures);
    if (studioOnly) return;
    // BENCH_ONLY=pages measures just the page weight and LCP (quicker while working on the front end).
    const pagesOnly = process.env.BENCH_ONLY === "pages";
    const none = { rps: 0, p50: 0, p99: 0, errors: 0 };
    const bareRes = pagesOnly ? none : await load(`http://127.0.0.1:${BARE_PORT}/`);
    const appRes = pagesOnly ? none : await load(`${appUrl}/api/courses/allcourses`);
    const { pages, figures, python } = await pageFigures(appUrl);
    const report = {
      date: new Date().toISOString(),
      courses,
      connections: 64,
      bare: bareRes,
      app: appRes,
      ratio: pagesOnly ? 0 : Math.round((appRes.rps / bareRes.rps) * 100) / 100,
      pages,
      figures,
      python,
      load: os.loadavg().map((l) => Math.round(l * 10) / 10),
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/latest.json", JSON.stringify(report, null, 2));
    console.log(`catalogue API, ${courses} published courses, 64 connections, 10 s:`);
    console.log(`  bare node:http + pg : ${bareRes.rps} req/s  p50 ${bareRes.p50} ms  p99 ${bareRes.p99} ms  errors ${bareRes.errors}`);
    console.log(`  app (Next + Prisma) : ${appRes.rps} req/s  p50 ${appRes.p50} ms  p99 ${appRes.p99} ms  errors ${appRes.errors}`);
    console.log(`  ratio app/bare      : ${report.ratio}  (target ≥ 0.5; p99 target ≤ 50 ms)`);
    console.log(`pages (fresh browser context each; machine load ${report.load.join(" / ")}):`);
    for (const f of figures) {
      const value = f.kb !== undefined ? `${f.kb} KB` : `${f.ms} ms`;
      console.log(`  ${f.ok ? "✓" : "✗"} ${f.what.padEnd(52)} ${value.padStart(9)}   target ${f.target}`);
    }
    console.log("where Python's start goes (ms after navigation, at the end of each step):");
    console.log(`  cold : ${stepsLine(python.cold)}`);
    console.log(`  later: ${stepsLine(python.later)}`);
    console.log(
      python.copiesMs >= 0
        ? `  (the first visit stayed until its copies were stored, ${python.copiesMs} ms after navigation)`
        : "  (the first visit's copies were not stored within 60 s: the later visit read the HTTP cache)",
    );
    // The Python lab on a school's link (throttling proxy, school cache: bench/school-link.ts); not with BENCH_ONLY=pages.
    if (!pagesOnly) writeFileSync("bench/results/latest.json", JSON.stringify({ ...report, school: await schoolLinkFigures(appUrl) }, null, 2));
  } finally {
    if (app?.pid) process.kill(-app.pid, "SIGTERM");
    await bare?.close();
    await new Promise((r) => setTimeout(r, 500));
    await dropDatabase(name);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
