// Labs like a notebook: Shift+Enter / Ctrl+Enter runs a cell; Reset to starter code (with a
// confirm) once a learner has saved.
import { test, expect } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { apiLogin, storeLogin } from "./fixtures/helpers";
import { cell, output, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";
import type { Page } from "@playwright/test";
import type { MonacoApi } from "@/lib/client/labs/monaco/load-monaco";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

/** Monaco loads slowly on a busy machine: a generous wait, the assertion unchanged. */
const editorsReady = (page: Page, count: number) => expect(page.locator(".monaco-editor")).toHaveCount(count, { timeout: 90_000 });

/** The fixed JavaScript lab, every cell's editor mounted. */
async function openJsLab(page: Page) {
  await page.goto("/#/Coder_3");
  await expect(page.getByRole("heading", { level: 1, name: "JavaScript Basics" })).toBeVisible({ timeout: 30_000 });
  await editorsReady(page, await page.locator("[data-testid^='lab-cell-']").count());
}

test("Shift+Enter and Ctrl+Enter in the editor run the cell without adding a line", async ({ page }) => {
  test.setTimeout(180_000);
  await openJsLab(page);

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

test("a run takes the code the editor holds, also before the page has rendered the last change", async ({ page }) => {
  test.setTimeout(180_000);
  await openJsLab(page);
  await setCode(page, 1, "console.log('before', 1)");
  // Monaco's own input events are not React's: the page's render for a change is scheduled, and a keystroke can come
  // first (it did, on a loaded machine: the run took the code as it was before the learner's last edit). Here the
  // change and the Ctrl+Enter come in one task, so the page cannot have rendered in between.
  const script = await page.evaluate(() => performance.getEntriesByType("resource").find((e) => /\/monaco\/editor-[A-Z0-9]{8}\.js$/.test(e.name))?.name);
  expect(script).toBeTruthy();
  await page.evaluate(async (url) => {
    const monaco = (await import(url)) as MonacoApi;
    const editor = monaco.editor.getEditors().find((e) => e.getContainerDomNode().closest("[data-testid='lab-cell-1']"));
    if (!editor) throw new Error("no editor in cell 1");
    editor.getModel()!.setValue("console.log('after', 6 * 7)");
    editor.getContainerDomNode().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", code: "Enter", ctrlKey: true, bubbles: true, cancelable: true }));
  }, script!);
  await expect(output(page, 1)).toContainText("after 42");
  await expect(output(page, 1)).not.toContainText("before");
});

test("typing fast loses no keystroke, and Ctrl+Enter right after runs all of it", async ({ page }) => {
  test.setTimeout(180_000);
  await openJsLab(page);
  await cell(page, 1).locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  // Keys as fast as the browser takes them. With the editor's text written back from the page's lagging copy (a
  // controlled editor), characters went missing and out of order: "consolog(\"abcdefghijlmnop…" (2026-11-28).
  const word = "abcdefghijklmnopqrstuvwxyz0123456789".repeat(4);
  await page.keyboard.type(`console.log("${word}")`);
  await page.keyboard.press("Control+Enter");
  await expect(output(page, 1)).toHaveText(`${word}\n`);
  await expect(cell(page, 1).locator(".view-lines")).toHaveText(`console.log("${word}")`);
});

test("Reset to starter code appears once the learner has saved their own, asks first, and resets on the server", async ({ page, request }) => {
  test.setTimeout(180_000);
  const rec = await apiLogin(request, await learnerCreds());
  await storeLogin(page, rec);
  await openJsLab(page);
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

test("Run all runs every cell in order and stops at the first error; Restart Python forgets every variable", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/#/Coder_2");
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Python" })).toBeVisible({ timeout: 30_000 });
  await editorsReady(page, 3);
  const toolbar = page.getByRole("toolbar", { name: "Lab actions" });
  const runAll = toolbar.getByRole("button", { name: "Run all" });
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });

  // Each cell sees what the one before it defined: they ran in order, each after the previous had ended.
  await setCode(page, 1, "import time; time.sleep(0.5); a = 2");
  await setCode(page, 2, "b = a * 21");
  await setCode(page, 3, 'print("answer", b)');
  await runAll.click();
  await expect(output(page, 3)).toContainText("answer 42");
  await expect(toolbar.getByRole("status")).toHaveText("Ran all 3 cells.");
  await expect(runAll).toBeEnabled();

  // A failing cell stops the run: the cell after it does not run.
  await setCode(page, 2, "b = a / 0");
  await setCode(page, 3, 'print("third ran")');
  await runAll.click();
  await expect(toolbar.getByRole("status")).toHaveText("Run all stopped at cell 2: it ended with an error.");
  await expect(output(page, 2)).toContainText("ZeroDivisionError");
  await expect(output(page, 3)).not.toContainText("third ran");

  // Restart asks first; Cancel keeps the interpreter (a is still there).
  await toolbar.getByRole("button", { name: "Restart Python" }).click();
  await toolbar.getByRole("button", { name: "Cancel" }).click();
  await setCode(page, 3, "print('still', a)");
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("still 2");

  // Restart: outputs cleared, a fresh interpreter reports ready, and the old variables are gone.
  await toolbar.getByRole("button", { name: "Restart Python" }).click();
  await toolbar.getByRole("button", { name: "Restart", exact: true }).click();
  await expect(output(page, 2)).not.toContainText("ZeroDivisionError");
  await expect(output(page, 3)).not.toContainText("still 2");
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("NameError: name 'a' is not defined");
  await setCode(page, 3, "print('fresh', 6 * 7)");
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("fresh 42");
  await expectNoSeriousA11yIssues(page);
});

test("with the network down, Restart Python starts a fresh interpreter from the browser's cache", async ({ page, context }) => {
  await page.goto("/#/Coder_2");
  await editorsReady(page, 3);
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  await context.setOffline(true);
  const toolbar = page.getByRole("toolbar", { name: "Lab actions" });
  await toolbar.getByRole("button", { name: "Restart Python" }).click();
  await toolbar.getByRole("button", { name: "Restart", exact: true }).click();
  await expect(output(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  await setCode(page, 3, "print('offline', 6 * 7)");
  await cell(page, 3).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 3)).toContainText("offline 42");
  await context.setOffline(false);
});
