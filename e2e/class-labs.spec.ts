// Issue 24, "What a class meets in a lesson", in the labs: Need Help speaks of the code saved, JavaScript's
// prompt() and line numbers, turtle graphics in Python, Java's errors in a beginner's words, Lab Activities'
// languages, and the Lab Creator's next free Lab ID. Learners of the tests' own (e2e/fixtures/own-learner.ts).
import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { storeLogin } from "./fixtures/helpers";
import { loginThroughApi } from "./fixtures/auth-api";
import { cell, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";
import { createOwnLearner } from "./fixtures/own-learner";
import pg from "pg";
import { databaseUrl } from "./fixtures/player-course";

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
  const put = await request.put("/api/lab/lab", {
    headers: { "x-access-token": rec.accessToken },
    data: { id, code: "marks = [72, 85]\nfor m in marks:\nprint(m)\n" },
  });
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

/** An author of this test's own: a learner of its own made a lab author in the database. */
async function ownAuthor() {
  const creds = await createOwnLearner();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`UPDATE users SET role = 'author' WHERE email = $1`, [creds.email]);
  } finally {
    await client.end();
  }
  return creds;
}

async function allLabIds(request: APIRequestContext): Promise<number[]> {
  const web = (await (await request.get("/api/lab/labs")).json()) as { labs: { LAB_ID: number }[] };
  const java = (await (await request.get("/api/lab/java-labs")).json()) as { labs: { LAB_ID: number }[] };
  return [...web.labs, ...java.labs].map((l) => l.LAB_ID);
}

test("row 10: the Lab Creator fills in the next free Lab ID (a number field, as the contract has it), and the next after a save", async ({ page, request }) => {
  const rec = await loginThroughApi(request, await ownAuthor());
  await storeLogin(page, rec);
  const before = await allLabIds(request);
  await page.goto("/#/LabCreator");
  await expect(page.getByRole("heading", { level: 1, name: "Lab Creator" })).toBeVisible({ timeout: budgets.screen });
  const field = page.getByLabel("Lab ID");
  await expect(field).toHaveValue(/^\d+$/, { timeout: budgets.screen });
  const suggested = Number(await field.inputValue());
  expect(suggested).toBeGreaterThan(Math.max(...before));
  await expect(page.getByText(`${suggested} is the next free Lab ID; any unused number works.`)).toBeVisible();

  // Only a title to type: the lab is created under the suggested id, and the field moves on to the next one.
  const title = `Suggested id ${Date.now().toString(36)}`;
  await page.getByLabel("Lab title").fill(title);
  await page.getByRole("button", { name: "Create Lab" }).click();
  await expect(page.getByText(`Lab "${title}" created successfully`)).toBeVisible({ timeout: budgets.screen });
  const mine = (await (await request.get(`/api/lab/lab/cells/${suggested}`)).json()) as { labCells: { TITLE: string }[] };
  expect(mine.labCells.map((c) => c.TITLE)).toEqual([title]);
  await expect(field).not.toHaveValue(String(suggested));
  expect(Number(await field.inputValue())).toBeGreaterThan(suggested);

  // An id the author types is theirs: the suggestion does not overwrite it.
  await field.fill("424242");
  await page.getByLabel("Lab title").fill("Another");
  await expect(field).toHaveValue("424242");
});
