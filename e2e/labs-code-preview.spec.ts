// Issue 10: a lab shows each cell's code, read-only and highlighted, while Monaco (about 1 MB of gzip) is still
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
