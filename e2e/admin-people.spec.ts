// The admin's people screen and children's data: search by name or email and role, change a role (the
// account's open session ends), disable with a confirmation (sessions end; sign-in answers the disabled message),
// export a learner's data (the zip's data.json holds their attempt and saved code) and delete the learner (sign-in
// fails, their rows are gone). The admin is the seeded platform admin; every account changed is the test's own.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { loginThroughApi, type SignInRecord } from "./fixtures/auth-api";
import { authHeader, labOf, lecturesWithTests, rowsNaming } from "./fixtures/classes";
import { demo, storeLogin } from "./fixtures/helpers";
import { createOwnLearner } from "./fixtures/own-learner";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const DISABLED = "This account has been disabled. Ask your school's LearnHub admin.";

async function openPeople(page: Page): Promise<SignInRecord> {
  const admin = await loginThroughApi(page.request, demo.admin);
  await storeLogin(page, admin);
  await nav(page).getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "People" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  return admin;
}

async function search(page: Page, q: string) {
  await page.getByLabel("Search by name or email").fill(q);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

/** The card of one account, found by searching its email. */
async function cardOf(page: Page, email: string) {
  await search(page, email);
  const card = page.getByTestId("person");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(email);
  return card;
}

async function ownLearner(request: Page["request"]): Promise<{ email: string; password: string; record: SignInRecord }> {
  const creds = await createOwnLearner();
  return { ...creds, record: await loginThroughApi(request, creds) };
}

test("search by name or email and by role; a learner has no People item; your own account's controls are off", async ({ page, request }) => {
  const learner = await ownLearner(request);
  // A learner's account menu has no People.
  await storeLogin(page, learner.record);
  await nav(page).getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("menuitem", { name: "My classes" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "People" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await openPeople(page);
  // By part of the email.
  const card = await cardOf(page, learner.email.split("@")[0]!);
  await expect(card.getByLabel(`Role for ${learner.record.username}`)).toHaveValue("user");
  await expect(card).toContainText("Signed up themselves");
  // By name (the username), and a role filter that leaves the learner out.
  await search(page, learner.record.username);
  await expect(page.getByTestId("person")).toHaveCount(1);
  await page.getByLabel("Role", { exact: true }).selectOption("teacher");
  await expect(page.getByText(/^No account matches/)).toBeVisible();
  await search(page, "teacher@learnhub.test");
  await expect(page.getByTestId("person")).toHaveCount(1);
  await expect(page.getByTestId("person")).toContainText("Teacher");
  await page.getByLabel("Role", { exact: true }).selectOption("");

  // One's own account: every control off.
  const me = await cardOf(page, "admin@learnhub.test");
  await expect(me.getByText("You", { exact: true })).toBeVisible();
  await expect(me.getByLabel(/^Role for/)).toBeDisabled();
  await expect(me.getByLabel(/^School for/)).toBeDisabled();
  await expect(me.getByRole("button", { name: "Disable" })).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
});

test("change a role: the account's open session ends, and the audit panel shows the change", async ({ page, request }) => {
  const learner = await ownLearner(request);
  expect((await request.get("/api/me/classes", { headers: authHeader(learner.record) })).status()).toBe(200);
  const admin = await openPeople(page);
  const card = await cardOf(page, learner.email);
  await card.getByLabel(`Role for ${learner.record.username}`).selectOption("teacher");
  await card.getByRole("button", { name: "Change role" }).click();
  await expect(card.getByRole("status")).toHaveText("Role changed to Teacher. Their open sessions ended.");
  // The session they had is over: its next call is signed out.
  expect((await request.get("/api/me/classes", { headers: authHeader(learner.record) })).status()).toBe(401);
  const fresh = await loginThroughApi(request, learner);
  expect(fresh.roles).toEqual(["teacher"]);

  await card.getByRole("button", { name: `Changes: ${learner.record.username}` }).click();
  const audit = page.getByTestId("audit-panel");
  await expect(audit.getByRole("heading", { name: `Changes to ${learner.record.username}` })).toBeFocused();
  const event = audit.getByTestId("audit-event").filter({ hasText: "Role changed" });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText("Learner → Teacher");
  await expect(event).toContainText(`by ${admin.username}`);
});

test("disable after a confirmation: sessions end and sign-in answers the disabled message; enable again", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const learner = await ownLearner(request);
  await openPeople(page);
  const card = await cardOf(page, learner.email);
  await card.getByRole("button", { name: "Disable", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: `Disable ${learner.record.username}?` });
  await expect(confirm).toContainText("every open session ends");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole("status")).toHaveText("Disabled. Their open sessions ended.");
  await expect(card.getByText("Disabled", { exact: true })).toBeVisible();

  expect((await request.get("/api/me/classes", { headers: authHeader(learner.record) })).status()).toBe(401);
  await expect(loginThroughApi(request, learner)).rejects.toThrow(`423 ${DISABLED}`);

  // The login dialog shows the server's words.
  const visitor = await browser.newPage();
  const alerts: string[] = [];
  visitor.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await visitor.goto("/");
  await nav(visitor).getByRole("button", { name: "Login" }).click();
  const login = visitor.getByRole("dialog", { name: "Login" });
  await login.getByLabel("Email").fill(learner.email);
  await login.getByLabel("Password", { exact: true }).fill(learner.password);
  await expect(login.locator('[data-state="unverified"]').first()).toBeAttached({ timeout: 30_000 });
  await login.getByText(/not a robot/i).click();
  await expect(login.locator('[data-state="verified"]').first()).toBeAttached({ timeout: 30_000 });
  await login.getByRole("button", { name: "Login", exact: true }).click();
  await expect.poll(() => alerts).toContain(DISABLED);
  await visitor.close();

  await card.getByRole("button", { name: "Enable", exact: true }).click();
  await page
    .getByRole("dialog", { name: `Enable ${learner.record.username}?` })
    .getByRole("button", { name: "Enable", exact: true })
    .click();
  await expect(card.getByRole("status")).toHaveText("Enabled. They can sign in again.");
  expect((await loginThroughApi(request, learner)).email).toBe(learner.email);
});

test("export a learner's data (their attempt and saved code), then delete the learner: sign-in fails, their rows are gone", async ({ page, request }) => {
  const learner = await ownLearner(request);
  const headers = authHeader(learner.record);
  // Work of their own: an enrolment, a finished skills test with one answer, and saved lab code.
  const [lecture] = await lecturesWithTests();
  const enrol = await request.post("/api/enrollments/enroll", { headers, data: { userId: learner.record.id, courseId: lecture!.courseId } });
  expect(enrol.ok(), await enrol.text()).toBe(true);
  const started = await request.post("/api/quiz/attempts", { headers, data: { contentId: lecture!.contentId } });
  expect(started.ok(), await started.text()).toBe(true);
  const { attemptId } = (await started.json()) as { attemptId: number };
  const answered = await request.post(`/api/quiz/attempts/${attemptId}/answers`, { headers, data: { assessmentId: lecture!.assessmentId, choice: 2 } });
  expect(answered.ok(), await answered.text()).toBe(true);
  expect((await request.post(`/api/quiz/attempts/${attemptId}/finish`, { headers })).ok()).toBe(true);
  const lab = await labOf("python");
  const code = `print("export check ${Date.now()}")`;
  const saved = await request.put("/api/lab/lab", { headers, data: { id: lab.cellId, code } });
  expect(saved.ok(), await saved.text()).toBe(true);

  await openPeople(page);
  const card = await cardOf(page, learner.email);
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`learnhub-learner-${learner.record.id}.zip`);
  const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  expect(Object.keys(zip).sort()).toEqual(["attempts.csv", "classes.csv", "data.json", "lab-code.csv", "progress.csv"]);
  const data = JSON.parse(strFromU8(zip["data.json"]!)) as {
    account: { id: number; email: string };
    attempts: { id: number; content: { name: string }; answers: { assessment: { question: string }; firstChoice: string }[] }[];
    code: { code: string; cell: { labId: number } }[];
  };
  expect(data.account).toMatchObject({ id: learner.record.id, email: learner.email });
  expect(data.attempts).toEqual([
    expect.objectContaining({
      id: attemptId,
      content: { name: lecture!.contentName },
      answers: [expect.objectContaining({ assessment: { question: lecture!.question }, firstChoice: lecture!.option2 })],
    }),
  ]);
  expect(data.code).toEqual([expect.objectContaining({ code, cell: expect.objectContaining({ labId: lab.labId }) })]);
  await expect(card.getByRole("status")).toHaveText(`Downloaded learnhub-learner-${learner.record.id}.zip.`);

  await card.getByRole("button", { name: "Delete learner" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${learner.record.username}?` });
  await expect(confirm).toContainText(learner.email);
  await expect(confirm).toContainText("This cannot be undone.");
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${learner.record.username} was deleted` })).toBeVisible();
  await expect(page.getByTestId("person")).toHaveCount(0);

  await expect(loginThroughApi(request, learner)).rejects.toThrow(/404 User Not found/);
  expect(await rowsNaming(learner.record.id)).toEqual({
    users: 0,
    class_members: 0,
    enrollments: 0,
    quiz_attempts: 0,
    user_cell_codes: 0,
    content_progress: 0,
  });
});
