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

// Row 8: what a class meets in the labs' languages.
const runCell = (page: Page, n: number, label = "Run Code") => cell(page, n).getByRole("button", { name: label }).click();
const out = (page: Page, n: number) => page.getByRole("log", { name: `Output of cell ${n}` });

test("row 8: JavaScript's prompt() asks in the cell's input box like Python's input(), and waiting is not running time", async ({ page }) => {
  await page.goto("/#/Coder_3");
  await editorsReady(page, 4);
  await setCode(page, 1, 'const name = prompt("Your name? ");\nconsole.log("Hello, " + name + "!");');
  await runCell(page, 1);
  const box = cell(page, 1).getByLabel("Input for cell 1");
  await expect(box).toBeFocused();
  await expect(out(page, 1)).toContainText("Your name?");
  // Longer than the 5 s time limit: a program waiting for its learner is not stopped.
  await page.waitForTimeout(6_000);
  await box.fill("Asha");
  await cell(page, 1).getByRole("button", { name: "Submit Input" }).click();
  await expect(out(page, 1)).toContainText("Your name? Asha");
  await expect(out(page, 1)).toContainText("Hello, Asha!");
  await expect(out(page, 1)).not.toContainText("Time limit");
  await expect(out(page, 1)).not.toContainText("prompt is not defined");
});

test("row 8: a JavaScript error names the line of the cell it happened on, a syntax error too", async ({ page }) => {
  await page.goto("/#/Coder_3");
  await editorsReady(page, 4);
  // (A first line of 20 characters or more: setCode compares them with the editor's text, which has no line breaks.)
  await setCode(page, 1, "let first = 1; // one\nlet second = 2;\nconsole.log(first.b.c);");
  await runCell(page, 1);
  await expect(out(page, 1)).toContainText("Error: TypeError: Cannot read properties of undefined (reading 'c'), on line 3");
  await setCode(page, 2, "let first = 1; // one\nlet second = ;\nconsole.log(first);");
  await runCell(page, 2);
  await expect(out(page, 2)).toContainText("Error: SyntaxError: Unexpected token ';', on line 2");
});

test("row 8: import turtle draws in the cell's output area (no error pointing at Pyodide's site)", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto("/#/Coder_2");
  await editorsReady(page, 3);
  await expect(out(page, 1)).toContainText("Python ready", { timeout: budgets.python });
  await setCode(page, 1, 'import turtle; t = turtle.Turtle(); t.color("red"); [t.forward(100) or t.left(90) for _ in range(4)]; t.circle(30); turtle.done()');
  await runCell(page, 1);
  const drawing = cell(page, 1).getByRole("img", { name: "Turtle drawing 1 of cell 1" });
  await expect(drawing).toBeVisible({ timeout: budgets.screen });
  // The square and the circle (Python turtle draws circle(30) as 17 steps): one red line of 5 + 17 points, and the
  // turtle's arrow where it stopped.
  const line = drawing.locator('path[stroke="red"][fill="none"]');
  await expect(line).toHaveCount(1);
  expect(((await line.getAttribute("d")) ?? "").split("L").length).toBe(5 + 17);
  await expect(drawing.locator("path")).toHaveCount(2);
  await expect(out(page, 1)).not.toContainText("pyodide.org");
  await expect(out(page, 1)).not.toContainText("Error");
});

test("row 8: Java says whether it could not compile or stopped while running, and a missing input in plain words", async ({ page, request }) => {
  test.setTimeout(150_000);
  await storeLogin(page, await loginThroughApi(request, await createOwnLearner()));
  await page.goto("/#/JavaCoder?lab_id=5");
  await expect(page.locator(".monaco-editor").first()).toBeVisible({ timeout: budgets.editor });
  const javaRun = async (code: string) => {
    await setCode(page, 1, code);
    await runCell(page, 1, "Compile & Run");
    await expect(out(page, 1)).toContainText("Compilation or execution error:", { timeout: 30_000 });
  };
  await javaRun(
    'import java.util.Scanner; public class Main { public static void main(String[] a) { Scanner in = new Scanner(System.in); System.out.println("Hi " + in.nextLine()); } }',
  );
  await expect(out(page, 1)).toContainText("Your program wanted input but none was given (line 1 reads it).");
  await expect(out(page, 1)).toContainText("NoSuchElementException");

  await javaRun("public class Main { public static void main(String[] a) { int z = 0; System.out.println(10 / z); } }");
  await expect(out(page, 1)).toContainText("Runtime error on line 1: your program compiled and started, then stopped with ArithmeticException: / by zero.");

  await javaRun("public class Main { public static void main(String[] a) { int x = ; } }");
  await expect(out(page, 1)).toContainText("Compile error on line 1: Java could not understand your program, so none of it ran.");
  await expect(out(page, 1)).not.toContainText("Runtime error");
});

test("row 8: Lab Activities keeps the contract's column headings and shows each lab's language", async ({ page, request }) => {
  await storeLogin(page, await loginThroughApi(request, await createOwnLearner()));
  await page.goto("/#/LabActivities");
  const web = page.getByTestId("web-labs");
  const java = page.getByTestId("java-labs");
  await expect(web.getByRole("heading", { name: "JavaScript Labs" })).toBeVisible({ timeout: budgets.screen });
  await expect(java.getByRole("heading", { name: "Java Labs" })).toBeVisible();
  await expect(web).toContainText("Python and JavaScript labs, run in your browser.");
  await expect(java).toContainText("Java labs, compiled and run on our server");
  await expect(web.getByRole("link", { name: /^Introduction to Python/ }).getByTestId("lab-language")).toHaveText("Python");
  await expect(web.getByRole("link", { name: /^JavaScript Basics/ }).getByTestId("lab-language")).toHaveText("JavaScript");
  await expect(java.getByRole("link", { name: /^Java Foundations: Output and Variables/ }).getByTestId("lab-language")).toHaveText("Java");
});
