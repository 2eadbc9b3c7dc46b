// A lab shows each cell's code, read-only and highlighted, while Monaco (about 1 MB of gzip) is still
// on its way; the editor then takes its place. Monaco's files (/monaco/, lib/client/labs/monaco/bundle.ts) are held
// back here so that moment is certain.
import { test, expect, type Route } from "@playwright/test";
import { cell } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";

test("the JavaScript lab shows its code while the editor loads, then the editor", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldChunks = 0;
  await page.route(/\/monaco\/.+\.js$/, async (route: Route) => {
    heldChunks++;
    await held;
    await route.continue();
  });

  await page.goto("/#/Coder_3");
  await expect(page.getByRole("heading", { level: 1, name: "JavaScript Basics" })).toBeVisible({ timeout: budgets.screen });
  const preview = cell(page, 1).getByTestId("code-preview");
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("status")).toHaveText("Loading the code editor...");
  await expect(preview.locator("pre")).toContainText('const name = "Asha";');
  await expect(preview.locator("pre")).toHaveAttribute("aria-label", "Code editor for cell 1 (JavaScript)");
  // Highlighted: the keyword and the string are their own coloured runs.
  await expect(preview.locator("pre span", { hasText: /^const$/ }).first()).toHaveCSS("color", "rgb(0, 0, 255)");
  await expect(preview.locator("pre span", { hasText: '"Asha"' })).toHaveCSS("color", "rgb(163, 21, 21)");
  await expect(page.locator(".monaco-editor")).toHaveCount(0);
  expect(heldChunks).toBeGreaterThan(0);

  release();
  const editor = cell(page, 1).locator(".monaco-editor");
  await expect(editor).toBeVisible({ timeout: budgets.editor });
  await expect(cell(page, 1).locator(".view-lines")).toContainText("const name");
  await expect(page.getByTestId("code-preview")).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("when the editor cannot be fetched, the cell says so and still shows the learner's code", async ({ page }) => {
  await page.route(/\/monaco\/.+\.js$/, (route: Route) => route.abort("internetdisconnected"));
  await page.goto("/#/Coder_3");
  const preview = cell(page, 1).getByTestId("code-preview");
  await expect(preview.getByRole("alert")).toHaveText("The code editor could not load. Check your connection, then reload the page; your code is shown here.", {
    timeout: budgets.screen,
  });
  await expect(preview.locator("pre")).toContainText('const name = "Asha";');
  await expect(page.locator(".monaco-editor")).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("on an editor's address, Monaco downloads before the app's code has arrived, and runs only with the lab", async ({ page }) => {
  // Every script of the app is held back: only the page's first script can have asked for Monaco's files.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const monaco: string[] = [];
  page.on("requestfinished", (r) => {
    if (new URL(r.url()).pathname.startsWith("/monaco/")) monaco.push(new URL(r.url()).pathname);
  });
  await page.goto("/#/Coder_3", { waitUntil: "commit" });
  // The module, its two eager chunks and the stylesheet, each named by its contents.
  await expect.poll(() => monaco.length, { timeout: budgets.screen }).toBeGreaterThanOrEqual(4);
  expect(monaco.filter((p) => /^\/monaco\/editor-[A-Z0-9]{8}\.js$/.test(p))).toHaveLength(1);
  expect(monaco.filter((p) => /^\/monaco\/editor-[A-Z0-9]{8}\.css$/.test(p))).toHaveLength(1);
  expect(monaco.filter((p) => /^\/monaco\/chunk-[A-Z0-9]{8}\.js$/.test(p)).length).toBeGreaterThanOrEqual(2);
  // Fetched, not run: Monaco has not created anything yet.
  expect(await page.evaluate(() => document.querySelectorAll(".monaco-editor, .monaco-aria-container").length)).toBe(0);
  release();
  await expect(page.locator(".monaco-editor")).toHaveCount(4, { timeout: budgets.editor });
  const cached = await page.request.get(monaco.find((p) => p.endsWith(".js"))!);
  expect(cached.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
