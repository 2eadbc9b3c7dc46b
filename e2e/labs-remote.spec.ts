// /#/Coder?lab_id= and /#/JavaCoder?lab_id=, Save Code and the lab assistant, against the API contract of
// contract §7. Every lab call here is a page.route stub so the screens' handling of each answer the contract
// allows (a held load, an empty lab, a compiler error, a busy runner, a 500) is driven on purpose;
// e2e/labs-live.spec.ts runs the same screens against the real /api/lab handlers and the seeded labs.
import { test, expect, type Page, type Route } from "@playwright/test";
import { cell, editorsReady, output } from "./fixtures/labs";
import { budgets } from "./fixtures/budgets";

type Cell = { id: string; LAB_ID: number; TITLE: string; CELL_ID: number; PRE_TEXT: string; CODE: string; language: string; savedCode?: boolean };

const mixedLab: Cell[] = [
  {
    id: "c-2",
    LAB_ID: 5,
    TITLE: "Mixed practice",
    CELL_ID: 2,
    PRE_TEXT: "Second: JavaScript.",
    CODE: "console.log('js says', 2 * 21);",
    language: "javascript",
  },
  { id: "c-1", LAB_ID: 5, TITLE: "Mixed practice", CELL_ID: 1, PRE_TEXT: "First: Python.", CODE: "print('saved', 6 * 7)", language: "python", savedCode: true },
];

const javaLab: Cell[] = [
  {
    id: "j-1",
    LAB_ID: 8,
    TITLE: "Java Basics",
    CELL_ID: 1,
    PRE_TEXT: "Print a greeting.",
    CODE: 'public class Main { public static void main(String[] a) { System.out.println("Hi"); } }',
    language: "java",
  },
];

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

/** A client-side session: the app only decodes the stored token; the stubbed API never checks it. */
async function fakeLogin(page: Page) {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const token = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ id: 99, role: "user", exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  await page.addInitScript((t) => {
    localStorage.setItem(
      "user",
      JSON.stringify({
        id: 99,
        username: "tester",
        email: "t@example.test",
        roles: ["user"],
        organization: null,
        org_id: null,
        course_code: null,
        accessToken: t,
      }),
    );
    localStorage.setItem("userId", "99");
  }, token);
}

test("/Coder shows 'Loading lab content...', then the cells in order, each run in its own language", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/lab/lab/cells/5", async (route) => {
    await held;
    await json(route, { labCells: mixedLab });
  });
  await page.goto("/#/Coder?lab_id=5");
  await expect(page.getByText("Loading lab content...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Mixed practice" })).toBeVisible();
  await editorsReady(page, 2);
  await expect(cell(page, 1)).toContainText("First: Python.");
  await expect(cell(page, 2)).toContainText("Second: JavaScript.");
  await expect(page.getByRole("textbox", { name: "Code editor for cell 1 (Python)" })).toBeAttached();
  await expect(page.getByRole("textbox", { name: "Code editor for cell 2 (JavaScript)" })).toBeAttached();
  await expect(cell(page, 1).locator(".view-lines")).toContainText("saved");

  await cell(page, 2).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 2)).toContainText("js says 42");
  await cell(page, 1).getByRole("button", { name: "Run Code" }).click();
  await expect(output(page, 1)).toContainText("saved 42", { timeout: budgets.python });
});

test("an unknown lab id shows the empty state and Go Back returns", async ({ page }) => {
  await page.route("**/api/lab/lab/cells/999", (route) => json(route, { labCells: [] }));
  await page.route("**/api/lab/java-lab/cells/777", (route) => json(route, { cells: [] }));
  await page.goto("/#/about");
  await page.goto("/#/Coder?lab_id=999");
  await expect(page.getByRole("heading", { name: "No lab content found" })).toBeVisible();
  await expect(page.getByText("Could not find any cells for Lab ID: 999")).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/#\/about$/);

  await page.goto("/#/JavaCoder?lab_id=777");
  await expect(page.getByRole("heading", { name: "No Java lab content found" })).toBeVisible();
  await expect(page.getByText("Could not find any cells for Lab ID: 777")).toBeVisible();
});

test("/JavaCoder: Compile & Run shows success + output, the compiler error, or 'Error: …' on a failed call", async ({ page }) => {
  await page.route("**/api/lab/java-lab/cells/8", (route) => json(route, { cells: javaLab }));
  const replies: Array<[number, unknown]> = [
    [200, { output: "Hi\n" }],
    [200, { error: "Main.java:1: error: ';' expected" }],
    [503, { message: "The Java runner is busy" }],
    [500, {}],
  ];
  const bodies: unknown[] = [];
  await page.route("**/api/lab/run-java", async (route) => {
    bodies.push(route.request().postDataJSON());
    const [status, body] = replies.shift() ?? [500, {}];
    await json(route, body, status);
  });
  await page.goto("/#/JavaCoder?lab_id=8");
  await expect(page.getByRole("heading", { level: 1, name: "Java Basics" })).toBeVisible();
  await editorsReady(page, 1);
  await expect(cell(page, 1).getByTestId("code-editor")).toHaveAttribute("data-tab-size", "4");
  const compile = cell(page, 1).getByRole("button", { name: "Compile & Run" });

  await cell(page, 1)
    .getByRole("textbox", { name: /Program input for cell 1/ })
    .fill("5");
  await compile.click();
  await expect(output(page, 1)).toContainText("Compilation successful!");
  await expect(output(page, 1)).toContainText("Hi");
  // A stored cell's run carries its id: the server judges its checks and keeps the run for the teacher's live view.
  expect(bodies[0]).toEqual({ code: javaLab[0]!.CODE, stdin: "5", cellId: javaLab[0]!.id });

  await compile.click();
  await expect(output(page, 1)).toContainText("Compilation or execution error:");
  await expect(output(page, 1)).toContainText("Main.java:1: error: ';' expected");
  await expect(output(page, 1)).not.toContainText("Compilation successful!");

  await compile.click();
  await expect(output(page, 1)).toContainText("Error: The Java runner is busy");
  await compile.click();
  await expect(output(page, 1)).toContainText("Error: Unknown error occurred");
});

test("Save Code: visitors are asked to log in; logged in, the code is PUT then reviewed, and the help box shows the answer", async ({ page }) => {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const record = (route: Route) =>
    calls.push({ method: route.request().method(), path: new URL(route.request().url()).pathname, body: route.request().postDataJSON() });
  await page.route("**/api/lab/java-lab/cells/8", (route) => json(route, { cells: javaLab }));
  await page.route("**/api/lab/java-lab", (route) => (record(route), json(route, { message: "ok" })));
  const saveReplies: unknown[] = [{ response: "Nice start: add a comment above main." }, { message: "Code saved successfully!" }];
  await page.route("**/api/lab/save", (route) => (record(route), json(route, saveReplies.shift() ?? {})));

  await page.goto("/#/JavaCoder?lab_id=8");
  await editorsReady(page, 1);
  await cell(page, 1).getByRole("button", { name: "Save Code" }).click();
  await expect(cell(page, 1).getByText("Log in to save your code. You can run it without an account.")).toBeVisible();
  expect(calls).toEqual([]);

  await fakeLogin(page);
  await page.reload();
  await editorsReady(page, 1);
  await cell(page, 1).getByRole("button", { name: "Save Code" }).click();
  const help = cell(page, 1).getByRole("region", { name: "AI help" });
  await expect(help).toContainText("Nice start: add a comment above main.");
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["PUT /api/lab/java-lab", "POST /api/lab/save"]);
  expect(calls[0]!.body).toEqual({ id: "j-1", code: javaLab[0]!.CODE });
  expect(calls[1]!.body).toEqual({ code: javaLab[0]!.CODE, language: "java" });
  await cell(page, 1).getByRole("button", { name: "Got it, thanks!" }).click();
  await expect(help).toHaveCount(0);
  await expect(cell(page, 1).getByRole("button", { name: "Need Help?" })).toBeVisible();

  await cell(page, 1).getByRole("button", { name: "Save Code" }).click();
  await expect(cell(page, 1).getByText("Code saved successfully!")).toBeVisible();
});

test("the lab assistant sends nothing for an empty question and shows the answer (language 'java' on the Java lab)", async ({ page }) => {
  const prompts: unknown[] = [];
  await page.route("**/api/lab/java-lab/cells/8", (route) => json(route, { cells: javaLab }));
  await page.route("**/api/lab/chat", (route) => (prompts.push(route.request().postDataJSON()), json(route, { response: "Use System.out.println." })));
  await page.goto("/#/JavaCoder?lab_id=8");
  const input = page.getByRole("textbox", { name: "Your question" });
  const send = page.getByRole("button", { name: "Send" });
  await send.click();
  await input.fill("   ");
  await send.click();
  await input.fill("How do I print?");
  await send.click();
  await expect(page.getByTestId("lab-chat-response")).toContainText("Use System.out.println.");
  expect(prompts).toEqual([{ prompt: "How do I print?", language: "java" }]);

  await page.goto("/#/Coder_2");
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Python" })).toBeVisible();
  await page.getByRole("textbox", { name: "Your question" }).fill("What is %?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("lab-chat-response")).toContainText("Use System.out.println.");
  expect(prompts[1]).toEqual({ prompt: "What is %?" });
});
