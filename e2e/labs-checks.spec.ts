// Auto-checked lab cells: an author gives a JavaScript cell an expected output and test code in the Lab
// Creator (Monaco) and tries them on the starter code; a learner runs a wrong answer (✗ with the diff), then a
// right one (✓); Lab Activities counts the pass, and a reload keeps it (the server stored it).
import { test, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";
import { cell, editorsReady, output, setCode } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

type Row = { id: string; CELL_ID: number; EXPECTED_OUTPUT: string | null; OUTPUT_MATCH: string; TEST_CODE: string | null; passed?: boolean };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const freshLabId = () => String(100_000 + Math.floor(Math.random() * 1_000_000_000));

const STARTER = "function double(n) { return n * 3; }\nconsole.log(double(2));";
const EXPECTED = "4";
const TEST_CODE = 'if (double(5) !== 10) throw new Error("double(5) should be 10, got " + double(5));';

/** Types into the n-th Monaco editor inside `scope` (single-line text: no auto-indent). */
async function typeInEditor(page: Page, editor: ReturnType<Page["getByTestId"]>, text: string) {
  const monaco = editor.locator(".monaco-editor").first();
  await expect(monaco).toBeVisible({ timeout: budgets.editor });
  await monaco.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
  await expect(editor.locator(".view-lines")).toContainText(text.slice(0, 20));
}

test("an author adds checks; a learner gets ✗ with the diff, then ✓; Lab Activities counts it, also after a reload", async ({ page, request }) => {
  const author = await apiLogin(request, demo.author);
  const learner = await apiLogin(request, await learnerCreds());
  const title = `Checked lab ${unique()}`;
  const labId = freshLabId();

  // The author writes the lab and its checks in the Lab Creator.
  await storeLogin(page, author);
  await page.goto("/#/LabCreator");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "New lab" }) });
  await form.getByLabel("Lab title").fill(title);
  await form.getByLabel("Lab ID").fill(labId);
  await form.getByLabel("Language").selectOption("javascript");
  await form.getByLabel("Description of cell 1").fill("Write double(n), which returns twice n, and print double(2).");
  await form.getByLabel("Code of cell 1").fill(STARTER);
  await form.getByRole("button", { name: /Checks of cell 1/ }).click();
  const editors = form.getByTestId("code-editor");
  await expect(editors).toHaveCount(2, { timeout: budgets.editor });
  await typeInEditor(page, editors.nth(0), EXPECTED);
  await typeInEditor(page, editors.nth(1), TEST_CODE);
  await expect(page.getByRole("textbox", { name: "Expected output of cell 1" })).toBeAttached();
  await expect(page.getByRole("textbox", { name: "Test code of cell 1" })).toBeAttached();

  // Trying the checks on the starter code (which prints 6): ✗ with the line diff.
  await form.getByRole("button", { name: /Try checks on starter code/ }).click();
  const tried = form.getByRole("status", { name: "Check result of cell 1" });
  await expect(tried).toContainText("✗ Not yet");
  await expect(tried.getByTestId("check-diff")).toContainText("− 4");
  await expect(tried.getByTestId("check-diff")).toContainText("+ 6");

  await form.getByRole("button", { name: "Create Lab" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Lab "${title}" created successfully` })).toBeVisible();
  const stored = ((await (await request.get(`/api/lab/lab/cells/${labId}`)).json()) as { labCells: Row[] }).labCells;
  expect(stored.map((c) => [c.EXPECTED_OUTPUT, c.OUTPUT_MATCH, c.TEST_CODE])).toEqual([[EXPECTED, "exact", TEST_CODE]]);

  // The learner sees the lab with no pass yet.
  await storeLogin(page, learner);
  await page.goto("/#/LabActivities");
  const progress = page.getByTestId(`lab-progress-${labId}`);
  await expect(progress).toContainText("✓ 0 of 1");

  await page.goto(`/#/Coder?lab_id=${labId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await editorsReady(page, 1);
  await expect(cell(page, 1).getByTestId("checked-tag-1")).toHaveText("Auto-checked");
  const run = cell(page, 1).getByRole("button", { name: "Run Code" });
  const verdict = page.getByRole("status", { name: "Check result of cell 1" });

  // A wrong answer: the starter prints 6, not 4.
  await run.click();
  await expect(output(page, 1)).toContainText("6");
  await expect(verdict).toContainText("✗ Not yet");
  await expect(verdict).toContainText("The output is not the expected one.");
  await expect(verdict.getByTestId("check-diff")).toContainText("− 4");
  await expect(verdict.getByTestId("check-diff")).toContainText("+ 6");
  await expectNoSeriousA11yIssues(page);

  // Right output, wrong function: the test says what failed.
  await setCode(page, 1, "function double(n) { return n + 2; } console.log(double(2));");
  await run.click();
  await expect(verdict).toContainText("✗ Not yet");
  await expect(verdict).toContainText("A test failed: double(5) should be 10, got 7");

  // The right answer.
  await setCode(page, 1, "function double(n) { return n * 2; } console.log(double(2));");
  await run.click();
  await expect(verdict).toContainText("✓ Passed");
  await expect(verdict).toContainText("Every check of this cell passed.");
  await expect(cell(page, 1).getByTestId("checked-tag-1")).toHaveText("✓ Passed before");

  // Stored on the server for this learner: Lab Activities counts it, and a reload keeps it.
  await page.goto("/#/LabActivities");
  await expect(progress).toContainText("✓ 1 of 1");
  await page.reload();
  await expect(progress).toContainText("✓ 1 of 1");
  await expectNoSeriousA11yIssues(page);
  const mine = (
    (await (await request.get(`/api/lab/lab/cells/${labId}`, { headers: { "x-access-token": learner.accessToken } })).json()) as { labCells: Row[] }
  ).labCells;
  expect(mine.map((c) => c.passed)).toEqual([true]);
  await page.goto(`/#/Coder?lab_id=${labId}`);
  await expect(cell(page, 1).getByTestId("checked-tag-1")).toHaveText("✓ Passed before", { timeout: budgets.screen });

  for (const c of stored) await request.delete("/api/lab/lab", { headers: { "x-access-token": author.accessToken }, data: { id: c.id } });
});

test("a seeded Python cell's test code runs after the cell in the same interpreter: ✗ with the failing assert, then ✓", async ({ page, request }) => {
  const learner = await apiLogin(request, await learnerCreds());
  await storeLogin(page, learner);
  await page.goto("/#/Coder?lab_id=7");
  await expect(page.getByRole("heading", { level: 1, name: "Python Lists and Data" })).toBeVisible();
  await editorsReady(page, 3);
  await expect(cell(page, 2).getByTestId("checked-tag-2")).toHaveText("Auto-checked");
  const run = cell(page, 2).getByRole("button", { name: "Run Code" });
  const verdict = page.getByRole("status", { name: "Check result of cell 2" });

  // The output does not match the cell's pattern.
  await setCode(page, 2, 'print("Total: many")');
  await run.click();
  await expect(verdict).toContainText("✗ Not yet", { timeout: budgets.python });
  await expect(verdict).toContainText("The output does not match the expected pattern.");
  await expect(verdict).toContainText("Total: many");

  // The output matches, but the tests (which read the cell's variables) fail.
  await setCode(
    page,
    2,
    'marks = [72, 85]; total = 1; highest = 85; print("Total:", total); print("Average: 0.5"); print("Highest:", highest); print("Check:", 157, 85)',
  );
  await run.click();
  await expect(verdict).toContainText("A test failed: AssertionError: total should equal sum(marks)", { timeout: budgets.python });

  await setCode(
    page,
    2,
    'marks = [72, 85]; total = sum(marks); highest = max(marks); print("Total:", total); print("Average:", total / 2); print("Highest:", highest); print("Check:", 157, 85)',
  );
  await run.click();
  await expect(verdict).toContainText("✓ Passed", { timeout: budgets.python });
  await expect(cell(page, 2).getByTestId("checked-tag-2")).toHaveText("✓ Passed before");
  // The tag turns once the server has stored the pass (the report's answer), so one read shows it.
  const res = await request.get("/api/lab/lab/cells/7", { headers: { "x-access-token": learner.accessToken } });
  expect(((await res.json()) as { labCells: Row[] }).labCells.map((c) => c.passed)).toEqual([false, true, false]);
});

test("a seeded Java cell is judged by the server's own run: ✗ with the diff, then ✓, stored", async ({ page, request }) => {
  test.setTimeout(120_000);
  // Another account than the other tests' learner, so each test's passes are its own.
  const user = await apiLogin(request, demo.admin);
  await storeLogin(page, user);
  await page.goto("/#/JavaCoder?lab_id=5");
  await editorsReady(page, 3);
  await expect(cell(page, 2).getByTestId("checked-tag-2")).toHaveText("Auto-checked");
  const run = cell(page, 2).getByRole("button", { name: "Compile & Run" });
  const verdict = page.getByRole("status", { name: "Check result of cell 2" });

  await setCode(page, 2, 'public class Main { public static void main(String[] a) { System.out.println("a / b = 3.4"); } }');
  await run.click();
  await expect(verdict).toContainText("✗ Not yet", { timeout: 60_000 });
  await expect(verdict.getByTestId("check-diff")).toContainText("− a / b = 3");
  await expect(verdict.getByTestId("check-diff")).toContainText("+ a / b = 3.4");

  await setCode(
    page,
    2,
    'public class Main { public static void main(String[] a) { System.out.println("a / b = 3\\na % b = 2\\na / 5.0 = 3.4"); System.out.printf("Area of a circle of radius 7 cm: %.2f sq cm%n", Math.PI * 49); } }',
  );
  await run.click();
  await expect(verdict).toContainText("✓ Passed", { timeout: 60_000 });
  await expect(cell(page, 2).getByTestId("checked-tag-2")).toHaveText("✓ Passed before");
  const res = await request.get("/api/lab/java-lab/cells/5", { headers: { "x-access-token": user.accessToken } });
  expect(((await res.json()) as { cells: Row[] }).cells.map((c) => c.passed)).toEqual([false, true, false]);
});

test("offline, a JavaScript cell still runs and its pass is stored when the network comes back, even if the next tries fail (network, 503)", async ({
  page,
  context,
  request,
}) => {
  const author = await apiLogin(request, demo.author);
  const learner = await apiLogin(request, await learnerCreds());
  const labId = freshLabId();
  const created = await request.post("/api/lab/lab", {
    headers: { "x-access-token": author.accessToken },
    data: {
      lab_id: Number(labId),
      title: `Offline lab ${unique()}`,
      cell_id: 1,
      pre_text: "Print double(2).",
      code: STARTER,
      language: "javascript",
      expected_output: EXPECTED,
    },
  });
  expect(created.status()).toBe(201);
  const { cell: row } = (await created.json()) as { cell: Row };
  const passedOnServer = async () =>
    ((await (await request.get(`/api/lab/lab/cells/${labId}`, { headers: { "x-access-token": learner.accessToken } })).json()) as { labCells: Row[] })
      .labCells[0]?.passed;

  await storeLogin(page, learner);
  // The lab loads its sandbox frame once as it opens, so that runs need no network afterwards.
  const sandboxCached = page.waitForResponse((r) => r.url().includes("/labs/js-sandbox.html?v=") && r.status() === 200);
  await page.goto(`/#/Coder?lab_id=${labId}`);
  await editorsReady(page, 1);
  await setCode(page, 1, "function double(n) { return n * 2; } console.log(double(2));");
  await sandboxCached;
  await expect(page.locator('iframe[title="JavaScript sandbox"]')).toHaveCount(0);
  await context.setOffline(true);
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  const verdict = page.getByRole("status", { name: "Check result of cell 1" });
  await expect(verdict).toContainText("✓ Passed");
  await expect(verdict).toContainText("You are offline: your pass will be stored when the connection is back.");
  expect(await passedOnServer()).toBe(false);

  // Back online, the first report fails again (a connection that is not quite back), and the next meets a load
  // balancer with no server behind it (503): the pass is sent again after each, without another online event.
  let refused = 0;
  await page.route(
    "**/api/lab/check-passed",
    (route) => {
      refused += 1;
      return refused === 1 ? route.abort("internetdisconnected") : route.fulfill({ status: 503, json: { message: "No server is available." } });
    },
    { times: 2 },
  );
  await context.setOffline(false);
  await expect(verdict).toContainText("The server could not be reached: your pass will be stored as soon as it answers");
  await expect.poll(() => refused).toBe(2);
  await expect(cell(page, 1).getByTestId("checked-tag-1")).toHaveText("✓ Passed before");
  await expect(verdict).not.toContainText("could not be reached");
  await expect(verdict).not.toContainText("You are offline");
  expect(await passedOnServer()).toBe(true);

  await request.delete("/api/lab/lab", { headers: { "x-access-token": author.accessToken }, data: { id: row.id } });
});

test("a stored pattern that backtracks (the outside review's) is tested in a worker: the page answers throughout, and the verdict says the pattern took too long", async ({
  page,
  request,
}) => {
  const author = await apiLogin(request, demo.author);
  const learner = await apiLogin(request, await learnerCreds());
  const labId = freshLabId();
  const REVIEW_PATTERN = "(\\d+\\s?)+";
  const PRINTED = `${"1".repeat(36)}x`;
  const cellBody = (cellId: number, extra: Record<string, unknown>) => ({
    lab_id: Number(labId),
    title: `Slow pattern lab ${unique()}`,
    cell_id: cellId,
    pre_text: `Cell ${cellId}.`,
    language: "javascript",
    ...extra,
  });
  const headers = { "x-access-token": author.accessToken };
  // The server refuses to save this pattern now; a cell saved before it did still holds one, which the lab page
  // is given below in place of an accepted pattern.
  const refused = await request.post("/api/lab/lab", { headers, data: cellBody(1, { code: "", expected_output: REVIEW_PATTERN, output_match: "pattern" }) });
  expect(refused.status()).toBe(400);
  const ids: string[] = [];
  for (const data of [
    cellBody(1, { code: 'console.log("1".repeat(36) + "x");', expected_output: "\\d+", output_match: "pattern" }),
    cellBody(2, { code: 'console.log("second");' }),
  ]) {
    const res = await request.post("/api/lab/lab", { headers, data });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { cell: Row }).cell.id);
  }
  await page.route(`**/api/lab/lab/cells/${labId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { labCells: Row[] };
    const labCells = body.labCells.map((c) => (c.CELL_ID === 1 ? { ...c, EXPECTED_OUTPUT: REVIEW_PATTERN } : c));
    await route.fulfill({ response, json: { ...body, labCells } });
  });

  await storeLogin(page, learner);
  await page.goto(`/#/Coder?lab_id=${labId}`);
  await editorsReady(page, 2);
  const verdict = page.getByRole("status", { name: "Check result of cell 1" });
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();

  // Until the verdict shows, the page's thread keeps answering (on it, this match would take hours). The bound is
  // far from both: a page of a loaded machine may take a few seconds to answer, a blocked one never does.
  const answers = async () => {
    const answered = await Promise.race([page.evaluate(() => true), new Promise<false>((r) => setTimeout(() => r(false), 8_000))]);
    expect(answered, "the lab page should answer within 8 s while the pattern is tested").toBe(true);
  };
  const deadline = Date.now() + budgets.screen;
  while (!(await verdict.isVisible()) && Date.now() < deadline) await answers();
  await expect(verdict).toContainText("✗ Not yet");
  await expect(verdict).toContainText("The cell's expected-output pattern took too long to check against this output; ask the lab's author to simplify it.");
  await expect(output(page, 1)).toContainText(PRINTED);

  // The page answers: another cell's editor takes typing, and its run works. The same bound as above: typing took
  // 2.6 s in a full run on a loaded machine; a page whose thread ran the match would not answer for hours.
  const typing = Date.now();
  await setCode(page, 2, 'console.log("still answering");');
  expect(Date.now() - typing).toBeLessThan(8_000);
  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 2)).toContainText("still answering");

  for (const id of ids) await request.delete("/api/lab/lab", { headers, data: { id } });
});
