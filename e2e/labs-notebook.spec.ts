// Labs like a notebook (issue 11): Shift+Enter / Ctrl+Enter runs a cell; Reset to starter code (with a
// confirm) once a learner has saved.
import { test, expect } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";
import { cell, output, setCode } from "./fixtures/labs";
import type { Page } from "@playwright/test";

/** Monaco loads slowly on a busy machine: a generous wait, the assertion unchanged. */
const editorsReady = (page: Page, count: number) => expect(page.locator(".monaco-editor")).toHaveCount(count, { timeout: 90_000 });

test("Shift+Enter and Ctrl+Enter in the editor run the cell without adding a line", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/#/Coder_3");
  await expect(page.getByRole("heading", { level: 1, name: "JavaScript Basics" })).toBeVisible({ timeout: 30_000 });
  const cells = page.locator("[data-testid^='lab-cell-']");
  const count = await cells.count();
  await editorsReady(page, count);

  await setCode(page, 1, "console.log('shift', 6 * 7)");
  await page.keyboard.press("Shift+Enter");
  await expect(output(page, 1)).toContainText("shift 42");
  await expect(cell(page, 1).locator(".view-lines .view-line")).toHaveCount(1);
  await setCode(page, 1, "console.log('ctrl', 6 * 7)");
  await page.keyboard.press("Control+Enter");
  await expect(output(page, 1)).toContainText("ctrl 42");
  await expect(cell(page, 1).locator(".view-lines .view-line")).toHaveCount(1);

  await expectNoSeriousA11yIssues(page);
});

test("Reset to starter code appears once the learner has saved their own, asks first, and resets on the server", async ({ page, request }) => {
  test.setTimeout(180_000);
  const rec = await apiLogin(request, demo.learner);
  await storeLogin(page, rec);
  await page.goto("/#/Coder_3");
  await expect(page.getByRole("heading", { level: 1, name: "JavaScript Basics" })).toBeVisible({ timeout: 30_000 });
  await editorsReady(page, await page.locator("[data-testid^='lab-cell-']").count());
  const c3 = cell(page, 3);
  await expect(c3.getByRole("button", { name: "Reset to starter code" })).toHaveCount(0);
  const starter = (await c3.locator(".view-lines").innerText()).slice(0, 15);

  await setCode(page, 3, "console.log('my own version')");
  await c3.getByRole("button", { name: "Save Code" }).click();
  await expect(c3.getByText("Code saved successfully!")).toBeVisible({ timeout: 30_000 });
  const reset = c3.getByRole("button", { name: "Reset to starter code" });
  await reset.click();
  const confirm = c3.getByRole("alertdialog", { name: "Reset to starter code" });
  await expect(confirm).toContainText("Your version will be gone.");
  // Cancel keeps the learner's code.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(c3.locator(".view-lines")).toContainText("my own version");
  await reset.click();
  await c3.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(c3.getByText("This cell is back to the starter code.")).toBeVisible();
  await expect(c3.locator(".view-lines")).not.toContainText("my own version");
  await expect(c3.getByRole("button", { name: "Reset to starter code" })).toHaveCount(0);

  // The server forgot the copy: a reload shows the starter code again.
  await page.reload();
  await expect(cell(page, 3).locator(".view-lines")).toContainText(starter.replace(/\s+/g, " ").trim().slice(0, 8), { timeout: 30_000 });
  await expect(cell(page, 3).locator(".view-lines")).not.toContainText("my own version");
});
