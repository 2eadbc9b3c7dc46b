// Issue 24, "What a class meets in a lesson", in the labs: Need Help speaks of the code saved, JavaScript's
// prompt() and line numbers, turtle graphics in Python, Java's errors in a beginner's words, Lab Activities'
// languages, and the Lab Creator's next free Lab ID. Learners of the tests' own (e2e/fixtures/own-learner.ts).
import { test, expect, type Page } from "@playwright/test";
import { storeLogin } from "./fixtures/helpers";
import { loginThroughApi } from "./fixtures/auth-api";
import { createOwnLearner } from "./fixtures/own-learner";
import { cell, output, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";

const editorsReady = (page: Page, count: number) => expect(page.locator(".monaco-editor")).toHaveCount(count, { timeout: budgets.editor });

/** "Python Lists and Data" (seeded, lab 7): stored Python cells a learner may save their own copy of. */
const PYTHON_LAB = 7;

test("row 5: after saving badly indented code, Need Help shows that code's findings — also on the next visit", async ({ page, request }) => {
  test.setTimeout(180_000);
  const rec = await loginThroughApi(request, await createOwnLearner());
  await storeLogin(page, rec);
  await page.goto(`/#/Coder?lab_id=${PYTHON_LAB}`);
  await editorsReady(page, 3);
  const c1 = cell(page, 1);
  const help = c1.getByRole("region", { name: "AI help" });

  // Well indented: the help box says the checker found nothing, not "Press Save Code".
  await setCode(page, 1, "print('fine')");
  await c1.getByRole("button", { name: "Save Code" }).click();
  await expect(c1.getByText("Code saved successfully!")).toBeVisible({ timeout: budgets.screen });
  await c1.getByRole("button", { name: "Need Help?" }).click();
  await expect(help).toContainText("The code checker found nothing to fix in the code you saved.");
  await expect(help).not.toContainText("Press Save Code");
  await c1.getByRole("button", { name: "Got it, thanks!" }).click();

  // Badly indented, saved through the API as the cell's own copy (Monaco would indent it for the learner).
  const cells = (await (await request.get(`/api/lab/lab/cells/${PYTHON_LAB}`)).json()) as { labCells: { id: string; CELL_ID: number }[] };
  const id = cells.labCells.find((c) => c.CELL_ID === 1)!.id;
  const put = await request.put("/api/lab/lab", { headers: { "x-access-token": rec.accessToken }, data: { id, code: "marks = [72, 85]\nfor m in marks:\nprint(m)\n" } });
  expect(put.ok()).toBe(true);
  await page.reload();
  await editorsReady(page, 3);
  await expect(c1.locator(".view-lines")).toContainText("for m in marks:");
  await c1.getByRole("button", { name: "Need Help?" }).click();
  await expect(help).toContainText("Line 3: must be indented: line 2 ends with ':'", { timeout: budgets.screen });
  await expect(help).not.toContainText("Press Save Code");

  // Saving it from the page gives the same findings at once.
  await c1.getByRole("button", { name: "Got it, thanks!" }).click();
  await c1.getByRole("button", { name: "Save Code" }).click();
  await expect(help).toContainText("Line 3: must be indented", { timeout: budgets.screen });
});
