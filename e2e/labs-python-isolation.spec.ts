// A Python cell must not act as the learner (a cell runs whatever code it is given, in the learner's page). The interpreter's Worker gets its own
// Content-Security-Policy from its script's response, so synchronous XHR (`from js import XMLHttpRequest`),
// `pyodide.http` and `fetch` to the app's API are refused, while the runtime's own files still load.
import { test, expect, type Page } from "@playwright/test";
import { cell, output, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";
import { EDITOR_WAIT_LIMIT_MS } from "../lib/client/labs/start-order";

test.describe.configure({ mode: "serial" });

test("the worker script carries a policy that allows only the runtime's files", async ({ request }) => {
  const res = await request.get("/labs/python-worker.mjs");
  expect(res.status()).toBe(200);
  const csp = res.headers()["content-security-policy"] ?? "";
  const connect =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("connect-src")) ?? "";
  expect(connect).toMatch(/^connect-src http:\/\/127\.0\.0\.1:\d+\/pyodide\/ http:\/\/127\.0\.0\.1:\d+\/labs\/python-config\.json$/);
  expect(csp).toContain("default-src 'none'");
  expect(res.headers()["cross-origin-embedder-policy"]).toBe("credentialless");
});

test("the page asks for the worker by its content hash, kept for good; any other address is revalidated", async ({ page, request }) => {
  const asked = page.waitForRequest((r) => r.url().includes("/labs/python-worker.mjs"));
  await page.goto("/#/Coder_2");
  const url = new URL((await asked).url());
  expect(url.searchParams.get("v")).toMatch(/^[0-9a-f]{12}$/);
  const body = await (await request.get("/labs/python-worker.mjs")).body();
  const { createHash } = await import("node:crypto");
  expect(url.searchParams.get("v")).toBe(createHash("sha256").update(body).digest("hex").slice(0, 12));
  expect((await request.get(url.pathname + url.search)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/labs/python-worker.mjs?v=000000000000")).headers()["cache-control"]).toBe("no-cache");
  expect((await request.get("/labs/python-worker.mjs")).headers()["cache-control"]).toBe("no-cache");
});

/**
 * How a cell reports the browser refusing a synchronous request to `path` (the worker's policy has no connect-src
 * for it): only this error, not any error, shows the request was made and refused.
 */
const refused = (path: string) => new RegExp(`Error: .*NetworkError: Failed to execute 'send' on 'XMLHttpRequest': Failed to load '[^']*${path}'`);

test("a Python cell cannot call the app's API by XMLHttpRequest, pyodide.http or fetch", async ({ page }) => {
  // Generous: Pyodide's start takes several times longer on a loaded machine.
  test.setTimeout(240_000);
  // A refused request may still be announced; none may be answered.
  const apiCallsFromWorker: string[] = [];
  page.on("response", (r) => {
    if (r.url().includes("/api/health") || r.url().includes("/api/enrollments")) apiCallsFromWorker.push(r.url());
  });
  await page.goto("/#/Coder_2");
  await expect(page.locator(".monaco-editor")).toHaveCount(3, { timeout: 60_000 });
  await expect(output(page, 1)).toContainText("Python ready", { timeout: 150_000 });

  await setCode(
    page,
    1,
    'from js import XMLHttpRequest; x = XMLHttpRequest.new(); x.open("GET", "/api/health", False); x.send(); print("xhr status", x.status)',
  );
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText(refused("/api/health"));
  await expect(output(page, 1)).not.toContainText("xhr status");

  await setCode(page, 2, 'import pyodide.http; print("LEAKED", pyodide.http.open_url("/api/enrollments/getStudentEnrollment").read()[:40])');
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 2)).toContainText(refused("/api/enrollments/getStudentEnrollment"));
  await expect(output(page, 2)).not.toContainText("LEAKED");

  await setCode(page, 3, 'import js; seen = []; js.fetch("/api/health").then(lambda r: seen.append(r.status), lambda e: seen.append("refused"))');
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(cell(page, 3).getByRole("button", { name: "Run Code" })).toBeEnabled();
  // The promise settles in the worker between runs; the cell only reads what it recorded.
  await setCode(page, 3, 'print("fetch:", seen)');
  await expect(async () => {
    await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
    await expect(output(page, 3)).toContainText("fetch: ['refused']", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(output(page, 3)).not.toContainText("200");
  expect(apiCallsFromWorker).toEqual([]);

  // The interpreter still works: standard-library code runs as before.
  await setCode(page, 1, "import json; print(json.dumps({'ok': 1}))");
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText('{"ok": 1}');
});

/** Holds back every script of the app (not its stylesheet, which an inline script waits for) until released. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("on Lab Activities, Python's files download before the app's code has arrived", async ({ page }) => {
  // Only the page's first script can have started the worker.
  const release = await holdAppScripts(page);
  const snapshot = page.waitForRequest((r) => /\/pyodide\/chunks\/[0-9a-f]+\.bin$/.test(r.url()), { timeout: budgets.screen });
  const worker = page.waitForRequest((r) => r.url().includes("/labs/python-worker.mjs?v="), { timeout: budgets.screen });
  await page.goto("/#/LabActivities", { waitUntil: "commit" });
  await worker;
  await snapshot;
  release();
  // The lab opened from there adopts that interpreter.
  await page.evaluate(() => (location.hash = "#/Coder_2"));
  await expect(page.getByText("Python ready")).toBeVisible({ timeout: budgets.python });
});

test("a first visit to a Python lab starts Python once its first editor has painted; a later visit before the app's code", async ({ page, context }) => {
  test.setTimeout(120_000);
  // When (ms since the page began) an editor's line of code was first on screen, and the Python worker was made.
  await page.addInitScript(() => {
    const at: Record<string, number> = {};
    (window as unknown as { __at: Record<string, number> }).__at = at;
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(url: string | URL, options?: WorkerOptions) {
        if (String(url).includes("/labs/python-worker.mjs")) at.python ??= performance.now();
        super(url, options);
      }
    };
    new MutationObserver(() => {
      if (at.editor === undefined && document.querySelector(".monaco-editor .view-line span")) at.editor = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto("/#/Coder_2");
  await expect(page.getByText("Python ready")).toBeVisible({ timeout: budgets.python });
  // The rule (lib/client/labs/start-order.ts): Python waits for the first editor's paint, but never more than
  // EDITOR_WAIT_LIMIT_MS (counted from the lab's start, later than the page's: a busy machine's editor may take longer).
  const at = await page.evaluate(() => (window as unknown as { __at: Record<string, number> }).__at);
  expect(at.editor, JSON.stringify(at)).toBeGreaterThan(0);
  expect(at.python, JSON.stringify(at)).toBeGreaterThanOrEqual(Math.min(at.editor!, EDITOR_WAIT_LIMIT_MS));
  // Once its copies of the runtime's files are stored, the next visit starts Python from the page's first script.
  await page.waitForFunction(() => performance.getEntriesByName("labs:python-copies-kept").length > 0, undefined, { timeout: 60_000 });
  const later = await context.newPage();
  const release = await holdAppScripts(later);
  const worker = later.waitForRequest((r) => r.url().includes("/labs/python-worker.mjs?v="), { timeout: budgets.screen });
  await later.goto("/#/Coder_2", { waitUntil: "commit" });
  await worker;
  release();
  await expect(later.getByText("Python ready")).toBeVisible({ timeout: budgets.python });
});

test("when the editor cannot load, Python starts without it", async ({ page }) => {
  await page.route(/\/monaco\/.+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/#/Coder_2");
  await expect(cell(page, 1).getByTestId("code-preview").getByRole("alert")).toBeVisible({ timeout: budgets.screen });
  await expect(page.getByText("Python ready")).toBeVisible({ timeout: budgets.python });
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

// A copy altered in the origin's files is rejected by its digest: e2e/labs-python-storage.spec.ts.
test("a later visit starts Python from copies of its snapshot and WebAssembly in the origin's files; a copy cut short is passed over", async ({ page }) => {
  test.setTimeout(240_000);
  // The file names of the copies, read by the page (the worker writes them once Python is up).
  const copies = () =>
    page.evaluate(async () => {
      const dir = (await navigator.storage.getDirectory()) as unknown as { keys(): AsyncIterable<string> };
      const names: string[] = [];
      for await (const name of dir.keys()) if (name.startsWith("pyodide-")) names.push(name);
      return names.sort();
    });
  const fourCopies = [/^pyodide-snapshot-\w+\.bin$/, /^pyodide-snapshot-\w+\.ok$/, /^pyodide-wasm-\w+\.bin$/, /^pyodide-wasm-\w+\.ok$/].map((re) =>
    expect.stringMatching(re),
  );
  const snapshotData = async () => (await copies()).find((name) => name.startsWith("pyodide-snapshot-") && name.endsWith(".bin"))!;
  const readyPhases = () =>
    page.evaluate(() => {
      const mark = performance.getEntriesByName("labs:python-ready")[0] as PerformanceMark | undefined;
      return Object.keys((mark?.detail as { phases?: Record<string, number> } | undefined)?.phases ?? {});
    });
  const runs = async () => {
    await setCode(page, 1, "print(sum(range(10)))");
    await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
    await expect(output(page, 1)).toContainText("45");
  };

  await page.goto("/#/Coder_2");
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  expect(await readyPhases()).not.toContain("snapshotCopyRead");
  expect(await readyPhases()).not.toContain("wasmCopyRead");
  // The WebAssembly compiled from the worker's first moment is the one Pyodide instantiated.
  expect(await readyPhases()).toContain("wasmAdopted");
  // Written in the background after "ready": each file's data, then the marker holding its length.
  await expect.poll(copies, { timeout: 30_000 }).toEqual(fourCopies);

  await page.reload();
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  expect(await readyPhases()).toEqual(expect.arrayContaining(["snapshotCopyRead", "wasmCopyRead", "wasmAdopted"]));
  await runs();

  // A copy whose length does not match its marker (a tab closed mid-write) is passed over for the HTTP cache.
  await page.evaluate(
    async (name) => {
      const file = await (await navigator.storage.getDirectory()).getFileHandle(name);
      const writable = await file.createWritable({ keepExistingData: true });
      await writable.truncate(1024);
      await writable.close();
    },
    await snapshotData(),
  );
  await page.reload();
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  expect(await readyPhases()).not.toContain("snapshotCopyRead");
  expect(await readyPhases()).toContain("wasmCopyRead");
  await runs();
});
