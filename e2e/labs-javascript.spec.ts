// The fixed JavaScript lab (/#/Coder_3): learner code runs in a sandboxed iframe + blob Worker with a CSP
// that forbids network; console output, renderHTML, drawBarChart, the time limit, and what stays out of reach.
import { test, expect, type Page, type Response } from "@playwright/test";
import { jsBasicsLab } from "../prisma/seed/catalogue/labs-javascript";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { cell, editorsReady, output, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";

async function openLab(page: Page) {
  await page.goto("/#/Coder_3");
  await expect(page.getByRole("heading", { level: 1, name: jsBasicsLab.title })).toBeVisible();
  await editorsReady(page, 4);
}

const run = (page: Page, n: number) => cell(page, n).getByRole("button", { name: "Run Code" }).click();

test("shows the four cells with JavaScript editors (indent 2) and prints console output", async ({ page }) => {
  await openLab(page);
  for (const [i, c] of jsBasicsLab.cells.entries()) {
    await expect(cell(page, i + 1)).toContainText(c.preText.slice(0, 40));
    await expect(cell(page, i + 1).getByTestId("code-editor")).toHaveAttribute("data-tab-size", "2");
  }
  await expect(page.getByRole("textbox", { name: "Code editor for cell 1 (JavaScript)" })).toBeAttached();
  const started = Date.now();
  await run(page, 1);
  await expect(output(page, 1)).toContainText("typeof age is number");
  console.log(`[figure] JS run latency (click to last console line, fresh sandbox): ${Date.now() - started} ms`);
  await expect(output(page, 1)).toContainText("Hello, Asha!");
  await expect(output(page, 1)).toContainText("Next year you will be 14.");
  const measured = await page.evaluate(() => performance.getEntriesByName("labs:js-run").map((e) => Math.round(e.duration)));
  console.log(`[figure] JS run in-page measure (start to sandbox done): ${measured.join(", ")} ms`);
  await run(page, 2);
  await expect(output(page, 2)).toContainText("13 is odd");
});

test("the editor suggests completions from JavaScript's language service", async ({ page }) => {
  await openLab(page);
  const editor = cell(page, 1).locator(".monaco-editor .view-lines");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("console.lo", { delay: 50 });
  await page.keyboard.press("Control+Space");
  const suggestions = cell(page, 1).locator(".suggest-widget .monaco-list-row");
  await expect(suggestions.filter({ hasText: /^log/ })).toBeVisible({ timeout: budgets.editor });
  await page.keyboard.press("Enter");
  await expect(editor).toContainText("console.log");
});

// On a page of its own: in the same page right after the JavaScript lab, the list twice stayed on "Loading..." in
// full runs on a loaded machine, with the Python editor focused (cause not found; see docs/tests.md).
test("a Python cell's editor suggests Python's built-ins (print) as a learner types", async ({ page }) => {
  await page.goto("/#/Coder_2");
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Python" })).toBeVisible();
  const py = cell(page, 1).locator('[data-language="python"] .monaco-editor .view-lines');
  await expect(py).toBeVisible({ timeout: budgets.editor });
  await py.click();
  // The keys go to this editor (Monaco marks the editor that has the focus).
  await expect(cell(page, 1).locator('[data-language="python"] .monaco-editor')).toHaveClass(/\bfocused\b/);
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("pri", { delay: 50 });
  await page.keyboard.press("Control+Space");
  await expect(
    cell(page, 1)
      .locator(".suggest-widget .monaco-list-row")
      .filter({ hasText: /^print/ }),
  ).toBeVisible({ timeout: budgets.editor });
});

test("renderHTML draws into the visual area and drawBarChart scales bars to at most 150 px", async ({ page }) => {
  await openLab(page);
  await run(page, 4);
  const visual = page.frameLocator('[data-testid="visual-4"]');
  await expect(visual.getByRole("heading", { name: "Inner planets" })).toBeVisible();
  await expect(visual.getByRole("listitem")).toHaveCount(4);
  const bars = cell(page, 4).getByTestId("chart-4").getByTestId("bar");
  await expect(bars).toHaveCount(4);
  const heights = await bars.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThanOrEqual(150);
  expect(heights).toEqual([0, 0, 75, 150]);

  await setCode(page, 4, "drawBarChart([3, 12, 6]); renderHTML('<p>plain <b>data</b></p>');");
  await run(page, 4);
  await expect(bars).toHaveCount(3);
  expect(await bars.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))).toEqual([38, 150, 75]);
  await expect(visual.getByText("plain data")).toBeVisible();
});

test("errors print 'Error: …'", async ({ page }) => {
  await openLab(page);
  await setCode(page, 2, "const user = null; console.log(user.name);");
  await run(page, 2);
  await expect(output(page, 2)).toContainText("Error: Cannot read properties of null (reading 'name')");
  await setCode(page, 3, "let = ;");
  await run(page, 3);
  await expect(output(page, 3)).toContainText(/Error: Unexpected token/);
});

test("`while(true){}` is stopped by the time limit and the page stays responsive", async ({ page }) => {
  await openLab(page);
  await setCode(page, 1, "while(true){}");
  const started = Date.now();
  await run(page, 1);
  await expect(page.locator("iframe[data-lab-sandbox]")).toHaveCount(1);
  // The page still answers while the loop spins: typing, and a script round trip.
  const chat = page.getByRole("textbox", { name: "Your question" });
  await chat.fill("still responsive");
  await expect(chat).toHaveValue("still responsive");
  expect(await page.evaluate(() => 6 * 7)).toBe(42);
  await expect(cell(page, 1).getByRole("button", { name: "Running..." })).toBeVisible();
  await expect(output(page, 1)).toContainText("Error: Time limit of 5 s exceeded", { timeout: 15_000 });
  console.log(`[figure] while(true) killed after ${Date.now() - started} ms (limit 5000 ms)`);
  await expect(page.locator("iframe[data-lab-sandbox]")).toHaveCount(0);
  await setCode(page, 1, "console.log('again', 1 + 1)");
  await run(page, 1);
  await expect(output(page, 1)).toContainText("again 2");
});

test("a console.log loop cannot swamp the page: output is capped, then the time limit ends it", async ({ page }) => {
  await openLab(page);
  await setCode(page, 3, 'let i = 0; while (true) console.log("line " + i++);');
  await run(page, 3);
  await expect(output(page, 3)).toContainText("[output truncated after 200000 characters]");
  expect(await page.evaluate(() => 6 * 7)).toBe(42);
  await expect(output(page, 3)).toContainText("Error: Time limit of 5 s exceeded", { timeout: 15_000 });
});

test("Stop ends a running JavaScript cell at once", async ({ page }) => {
  await openLab(page);
  await setCode(page, 2, "while(true){}");
  await run(page, 2);
  await cell(page, 2).getByRole("button", { name: "Stop" }).click();
  await expect(output(page, 2)).toContainText("Stopped.");
  await expect(page.locator("iframe[data-lab-sandbox]")).toHaveCount(0);
});

test("learner code cannot reach the network, the page or its storage", async ({ page, baseURL }) => {
  await openLab(page);
  await page.evaluate(() => localStorage.setItem("lab-secret", "s3cret"));
  await setCode(
    page,
    3,
    `for (const [name, f] of [["fetch", () => fetch("${baseURL}/api/health")], ["parent.document", () => parent.document.title], ["localStorage", () => localStorage.getItem("lab-secret")], ["document.cookie", () => document.cookie], ["importScripts", () => importScripts("${baseURL}/pyodide/pyodide.mjs")]]) { try { const v = await f(); console.log(name + " allowed: " + v); } catch (e) { console.log(name + " blocked: " + e.name); } }`,
  );
  await run(page, 3);
  await expect(output(page, 3)).toContainText("importScripts");
  const text = (await output(page, 3).textContent()) ?? "";
  expect(text).not.toContain("allowed");
  for (const name of ["fetch", "parent.document", "localStorage", "document.cookie", "importScripts"]) expect(text).toContain(`${name} blocked`);
  expect(text).not.toContain("s3cret");

  // The sandbox iframe itself (not only the worker) is in an opaque origin with a no-network CSP.
  await setCode(page, 1, "while(true){}");
  await run(page, 1);
  await expect(page.locator("iframe[data-lab-sandbox]")).toHaveCount(1);
  const sandboxFrame = () => page.frames().find((f) => /\/labs\/js-sandbox\.html\?v=\w+$/.test(f.url()) && f.parentFrame() === page.mainFrame());
  await expect.poll(() => sandboxFrame()?.url()).toMatch(/\/labs\/js-sandbox\.html\?v=\w+$/);
  const frame = sandboxFrame();
  const probes = await frame!.evaluate(async (base) => {
    const out: Record<string, string> = {};
    const tryIt = async (name: string, f: () => unknown) => {
      try {
        await f();
        out[name] = "allowed";
      } catch (e) {
        out[name] = `blocked: ${(e as Error).name}`;
      }
    };
    await tryIt("parent.document", () => (parent as Window).document.title);
    await tryIt("localStorage", () => localStorage.getItem("lab-secret"));
    await tryIt("document.cookie", () => document.cookie);
    await tryIt("fetch", () => fetch(`${base}/api/health`));
    return out;
  }, baseURL);
  expect(probes).toEqual({
    "parent.document": "blocked: SecurityError",
    localStorage: "blocked: SecurityError",
    "document.cookie": "blocked: SecurityError",
    fetch: "blocked: TypeError",
  });
  await cell(page, 1).getByRole("button", { name: "Stop" }).click();
});

test("the home page loads no Monaco or Pyodide file; lab route JS figures", async ({ page }) => {
  type Loaded = { url: string; bytes: number; wire: number; type: string };
  const collect = (list: Loaded[]) => async (r: Response) => {
    const type = r.request().resourceType();
    const body = await r.body().catch(() => Buffer.alloc(0));
    const sizes = await r
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: body.length }));
    list.push({ url: r.url(), bytes: body.length, wire: sizes.responseBodySize, type });
  };
  const home: Loaded[] = [];
  const onHome = collect(home);
  page.on("response", onHome);
  await page.goto("/#/", { waitUntil: "load" });
  // Home is ready when its courses are on show; every file it fetched by then is in the resource timeline.
  await expect(page.getByTestId("home-courses").getByTestId("course-card").first()).toBeVisible({ timeout: budgets.screen });
  const homeUrls = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  page.off("response", onHome);
  const forbidden = /\/pyodide\/|\/labs\/python-worker|monaco|codicon|editor\.worker|ts\.worker|\/_next\/static\/media\/.*worker/i;
  expect([...homeUrls, ...home.map((r) => r.url)].filter((u) => forbidden.test(u))).toEqual([]);
  const homeScripts = home.filter((r) => r.type === "script");
  for (const s of homeScripts) {
    const text = await (await page.request.get(s.url)).text();
    expect(text.includes("MonacoEnvironment") || text.includes("python-worker.mjs"), s.url).toBe(false);
  }
  const homeJs = homeScripts.reduce((n, r) => n + r.bytes, 0);
  const homeWire = homeScripts.reduce((n, r) => n + r.wire, 0);

  const lab: Loaded[] = [];
  const onLab = collect(lab);
  const page2 = await page.context().newPage();
  page2.on("response", onLab);
  await page2.goto("/#/Coder_3");
  await editorsReady(page2, 4);
  // The editors show once Monaco's code has arrived; its response handlers may still be reading bodies.
  await expect.poll(() => lab.some((r) => forbidden.test(r.url) || r.bytes > 1_000_000), { timeout: budgets.screen }).toBe(true);
  const js = lab.filter((r) => r.type === "script" || /\.m?js(\?|$)/.test(r.url));
  const labJs = js.reduce((n, r) => n + r.bytes, 0);
  const labWire = js.reduce((n, r) => n + r.wire, 0);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`[figure] home first-load JS: ${kib(homeJs)} uncompressed, ${kib(homeWire)} on the wire, ${homeScripts.length} files`);
  console.log(`[figure] /#/Coder_3 first-load JS incl. Monaco + its workers: ${kib(labJs)} uncompressed, ${kib(labWire)} on the wire, ${js.length} files`);
  expect(lab.some((r) => forbidden.test(r.url) || r.bytes > 1_000_000)).toBe(true);
});

test("the JavaScript lab page has no serious accessibility violations", async ({ page }) => {
  await openLab(page);
  await run(page, 4);
  await expect(cell(page, 4).getByTestId("chart-4")).toBeVisible();
  // The visual area shows the learner's own HTML in a script-less sandbox; the rest of the page is checked.
  await expectNoSeriousA11yIssues(page, { skipFrames: ['iframe[sandbox=""]'] });
});

test("timers print after the code returns: the run waits for pending setTimeout callbacks", async ({ page }) => {
  await openLab(page);
  await setCode(page, 3, 'setTimeout(() => console.log("later " + (6 * 7)), 300); console.log("now");');
  await run(page, 3);
  await expect(output(page, 3)).toContainText("now");
  await expect(output(page, 3)).toContainText("later 42");
  await expect(output(page, 3)).not.toContainText("Time limit");
  await expect(page.locator("iframe[data-lab-sandbox]")).toHaveCount(0);
});
