// The fixed introductory Python lab (/#/Coder_2): Pyodide in a Worker, input() through the input box,
// errors, Stop, one interpreter shared by the cells, and cross-origin isolation.
import { test, expect, type Browser, type Page } from "@playwright/test";
import { introPythonLab } from "../prisma/seed/catalogue/labs-python";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { cell, editorsReady, output, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";

test.describe.configure({ mode: "serial" });

async function openLab(page: Page) {
  await page.goto("/#/Coder_2");
  await expect(page.getByRole("heading", { level: 1, name: introPythonLab.title })).toBeVisible();
  await editorsReady(page, 3);
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
}

// The cell tests below share one lab page, as a learner working through the lab would: one interpreter
// start instead of one per test (each start is seconds of WebAssembly compilation). Every run clears its
// cell's output first, so each test sees only what its own runs printed.
// The first test opens it (and watches it start); what the page fetched while starting is kept for the
// cross-origin test.
let shared: Page | undefined;
const foreign: string[] = [];
const pyodideFiles: string[] = [];
async function newSharedPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1") && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) foreign.push(r.url());
  });
  page.on("response", (r) => {
    if (r.url().includes("/pyodide/")) pyodideFiles.push(`${new URL(r.url()).pathname} ${r.status()}`);
  });
  shared = page;
  return page;
}
async function sharedLab(browser: Browser): Promise<Page> {
  if (!shared) await openLab(await newSharedPage(browser));
  return shared!;
}
test.afterAll(async () => {
  await shared?.context().close();
});

test("shows the three cells of the intro lab with editors and the Python start-up in the first output", async ({ browser }) => {
  const page = await newSharedPage(browser);
  const started = Date.now();
  await page.goto("/#/Coder_2");
  await expect(page.getByRole("heading", { level: 1, name: introPythonLab.title })).toBeVisible();
  for (const [i, c] of introPythonLab.cells.entries()) {
    const box = cell(page, i + 1);
    await expect(box.getByRole("heading", { name: `Cell ${i + 1}` })).toBeVisible();
    await expect(box).toContainText(c.preText.slice(0, 40));
    await expect(box.getByRole("button", { name: "Save Code" })).toBeVisible();
    await expect(box.getByRole("button", { name: "Run Code" })).toBeVisible();
  }
  await editorsReady(page, 3);
  await expect(cell(page, 1).locator(".line-numbers").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Code editor for cell 1 (Python)" })).toBeAttached();
  await expect(cell(page, 1).getByTestId("code-editor")).toHaveAttribute("data-tab-size", "4");
  await expect(output(page, 1)).toContainText("Loading the Python runtime...");
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  const readyText = (await output(page, 1).textContent()) ?? "";
  const inWorker = readyText.match(/Pyodide [^,]+, ([\d.]+) s/)?.[1];
  console.log(
    `[figure] Pyodide cold start: ${inWorker} s inside the worker; ${((Date.now() - started) / 1000).toFixed(2)} s from navigation to 'Python ready'`,
  );
});

test("even/odd cell: input() is answered through the input box and prints the right answer", async ({ browser }) => {
  const page = await sharedLab(browser);
  const started = Date.now();
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  const input = cell(page, 1).getByRole("textbox", { name: "Input for cell 1" });
  await expect(input).toBeVisible();
  console.log(`[figure] first Python run, click to input box: ${Date.now() - started} ms`);
  await expect(output(page, 1)).toContainText("Enter a whole number:");
  await input.fill("7");
  await cell(page, 1).getByRole("button", { name: "Submit Input" }).click();
  await expect(output(page, 1)).toContainText("7 is odd");
  await expect(input).toHaveCount(0);
  await expect(cell(page, 1).getByRole("button", { name: "Run Code" })).toBeEnabled();

  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await cell(page, 1).getByRole("textbox", { name: "Input for cell 1" }).fill("10");
  await cell(page, 1).getByRole("textbox", { name: "Input for cell 1" }).press("Enter");
  await expect(output(page, 1)).toContainText("10 is even");
  await expect(output(page, 1)).not.toContainText("7 is odd");
});

test("a Python error prints 'Error: …' with the traceback; cells share one interpreter", async ({ browser }) => {
  const page = await sharedLab(browser);
  await setCode(page, 2, "print(10 / 0)");
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 2)).toContainText("Error: ZeroDivisionError: division by zero");
  await expect(output(page, 2)).toContainText("Traceback (most recent call last):");
  await expect(output(page, 2)).not.toContainText("_pyodide");

  await setCode(page, 2, "shared_value = 41");
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(cell(page, 2).getByRole("button", { name: "Run Code" })).toBeEnabled();
  await setCode(page, 3, "print('shared:', shared_value + 1)");
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("shared: 42");
});

test("Stop interrupts `while True: pass` and the interpreter keeps working", async ({ browser }) => {
  const page = await sharedLab(browser);
  await setCode(page, 3, "while True: pass");
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  const stop = cell(page, 3).getByRole("button", { name: "Stop" });
  await expect(stop).toBeVisible();
  // Other Python cells wait while the shared interpreter is busy.
  await expect(cell(page, 1).getByRole("button", { name: "Run Code" })).toBeDisabled();
  const started = Date.now();
  await stop.click();
  await expect(output(page, 3)).toContainText("Stopped.");
  console.log(`[figure] Stop to 'Stopped.': ${Date.now() - started} ms`);
  await expect(stop).toHaveCount(0);
  await setCode(page, 3, "print('still alive', 6 * 7)");
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("still alive 42");
});

test("a printing loop cannot swamp the page: output is capped and Stop still works", async ({ browser }) => {
  const page = await sharedLab(browser);
  await setCode(page, 3, 'for i in __import__("itertools").count(): print("line", i)');
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("[output truncated after 200000 characters]");
  expect(await page.evaluate(() => 6 * 7)).toBe(42);
  await cell(page, 3).getByRole("button", { name: "Stop" }).click();
  await expect(output(page, 3)).toContainText("Stopped.");
});

test("Stop ends time.sleep too, and the interpreter answers afterwards", async ({ browser }) => {
  const page = await sharedLab(browser);
  await setCode(page, 2, "import time; time.sleep(60)");
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(cell(page, 2).getByRole("button", { name: "Running..." })).toBeVisible();
  const started = Date.now();
  await cell(page, 2).getByRole("button", { name: "Stop" }).click();
  await expect(output(page, 2)).toContainText("Stopped.");
  console.log(`[figure] Stop of time.sleep(60): ${Date.now() - started} ms; restarted: ${(await output(page, 2).textContent())?.includes("restarted")}`);
  await setCode(page, 2, "print('after sleep', 2 + 3)");
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 2)).toContainText("after sleep 5", { timeout: budgets.python });
});

test("Stop also ends a cell that is waiting for input", async ({ browser }) => {
  const page = await sharedLab(browser);
  await setCode(page, 2, 'name = input("Your name: ")');
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(cell(page, 2).getByRole("textbox", { name: "Input for cell 2" })).toBeVisible();
  await cell(page, 2).getByRole("button", { name: "Stop" }).click();
  await expect(output(page, 2)).toContainText("Stopped.");
  await expect(cell(page, 2).getByRole("textbox", { name: "Input for cell 2" })).toHaveCount(0);
});

test("a package that is not available offline is named in a clear message", async ({ browser }) => {
  const page = await sharedLab(browser);
  await setCode(page, 3, "import numpy as np");
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("Error: numpy is not available in this lab: only Python's standard library can be used here.");
  await expect(output(page, 3)).not.toContainText("PYODIDE");
});

test("the lab document is cross-origin isolated and Pyodide comes from the app itself", async ({ browser }) => {
  const page = await sharedLab(browser);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  expect(await page.evaluate(() => typeof SharedArrayBuffer)).toBe("function");
  expect(foreign).toEqual([]);
  expect(pyodideFiles.some((f) => /^\/pyodide\/chunks\/[0-9a-f]+\.bin 200/.test(f))).toBe(true);
});

test("the Python lab page has no serious accessibility violations", async ({ browser }) => {
  const page = await sharedLab(browser);
  await expectNoSeriousA11yIssues(page);
});
