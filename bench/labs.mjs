// Lab figures against a running production server (asserts nothing): Pyodide cold start and first run in the
// lab worker, each in a fresh browser context (empty HTTP cache), and the first-load JS of home and lab routes.
// Usage: node bench/labs.mjs http://127.0.0.1:3401 [runs]
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const pyodideVersion = JSON.parse(readFileSync("node_modules/pyodide/package.json", "utf8")).version;

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const runs = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function pyodideOnce() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/#/about`);
  const result = await page.evaluate(async (v) => {
    const w = new Worker("/labs/python-worker.mjs", { type: "module" });
    const t0 = performance.now();
    const wait = (type) => new Promise((resolve) => w.addEventListener("message", (e) => e.data.type === type && resolve(e.data)));
    const ready = wait("ready");
    w.postMessage({
      type: "init",
      indexURL: `/pyodide/${v}/`,
      configURL: "/labs/python-config.json",
      interrupt: new SharedArrayBuffer(1),
      stdin: new SharedArrayBuffer(8 + 65536),
    });
    const r = await ready;
    const t1 = performance.now();
    const done = wait("done");
    w.postMessage({ type: "run", runId: 1, code: "total = sum(i * i for i in range(1000))\nprint(total)" });
    await done;
    const t2 = performance.now();
    w.terminate();
    return { ready: t1 - t0, inWorker: r.ms, firstRun: t2 - t1 };
  }, pyodideVersion);
  await context.close();
  return result;
}

async function routeJs(hash, settle) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  page.on("requestfinished", async (req) => {
    if (req.resourceType() !== "script" && !/\.m?js(\?|$)/.test(req.url())) return;
    const sizes = await req.sizes().catch(() => null);
    if (sizes) files.push({ url: req.url(), wire: sizes.responseBodySize });
  });
  await page.goto(`${base}/${hash}`);
  if (settle) await page.locator(settle).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await context.close();
  return { files: files.length, wireKiB: Math.round(files.reduce((n, f) => n + f.wire, 0) / 1024) };
}

const py = [];
for (let i = 0; i < runs; i++) py.push(await pyodideOnce());
console.log(
  JSON.stringify(
    {
      pyodideColdStartMs: { median: Math.round(median(py.map((r) => r.ready))), all: py.map((r) => Math.round(r.ready)) },
      pyodideFirstRunMs: { median: Math.round(median(py.map((r) => r.firstRun))), all: py.map((r) => Math.round(r.firstRun)) },
      homeJs: await routeJs("#/", null),
      coder3Js: await routeJs("#/Coder_3", ".monaco-editor"),
      coder2Js: await routeJs("#/Coder_2", ".monaco-editor"),
    },
    null,
    2,
  ),
);
await browser.close();
