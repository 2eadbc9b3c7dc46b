// A learner's side of classes: joining from the account menu after seeing what the
// code joins, My classes with Leave, a class code at sign-up that shows its class and school before submitting,
// "Assigned to you" on My Learning (overdue first, each opening its course, test or lab), and the first sign-in
// with a class sheet's one-time password. Every learner is the test's own; classes are made by the demo teacher.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { loginThroughApi } from "./fixtures/auth-api";
import { addLearnerWithoutEmail, assign, authHeader, createClass, joinWithCode, labOf, lecturesWithTests, teacherLogin } from "./fixtures/classes";
import { storeLogin, uniqueEmail } from "./fixtures/helpers";
import { createOwnLearner } from "./fixtures/own-learner";

const CODE_NOT_FOUND = "No class has this code. Check it with your teacher: codes have no 0, O, 1, I or L.";
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

function collectAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

async function openAccountMenu(page: Page) {
  await nav(page).getByRole("button", { name: "Account" }).click();
}

test("join a class from the account menu: a wrong code's message, the class before joining, then My classes and Leave", async ({ page, request }) => {
  // Three screens, two dialogs and two axe runs; the first visit of each screen compiles it on a dev server.
  test.setTimeout(150_000);
  const teacher = await teacherLogin(request);
  const cls = await createClass(request, teacher, `Maths 7C ${tag()}`);
  const learner = await loginThroughApi(request, await createOwnLearner());
  await storeLogin(page, learner);

  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Join a class" }).click();
  const dialog = page.getByRole("dialog", { name: "Join a class" });
  const code = dialog.getByLabel("Class code");
  await expect(code).toBeFocused();
  const join = dialog.getByRole("button", { name: "Join this class" });
  await expect(join).toBeDisabled();

  // A code that joins nothing: the server's words, and nothing to join.
  await code.fill("KTM-ZZZZ");
  await expect(dialog.getByTestId("class-code-preview")).toHaveText(CODE_NOT_FOUND);
  await expect(join).toBeDisabled();

  // The real code typed as a learner might (small letters, no hyphen): the class, school and teacher first.
  await code.fill(cls.code.replace("-", "").toLowerCase());
  const preview = dialog.getByTestId("class-code-preview");
  await expect(preview).toContainText(cls.name);
  await expect(preview).toContainText(cls.school.name);
  await expect(preview).toContainText(teacher.username);
  await expectNoSeriousA11yIssues(page);
  const before = await request.get("/api/me/classes", { headers: authHeader(learner) });
  expect((await before.json()).classes).toEqual([]);
  await join.click();
  await expect(dialog.getByRole("status").filter({ hasText: `You joined ${cls.name}.` })).toBeVisible();
  const after = await request.get("/api/me/classes", { headers: authHeader(learner) });
  expect((await after.json()).classes).toEqual([{ id: cls.id, name: cls.name, school: cls.school.name, teacher: teacher.username }]);

  // My classes: from the dialog's link (the account menu has it too).
  await dialog.getByRole("link", { name: "My classes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My classes" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: cls.name });
  await expect(row).toContainText(cls.school.name);
  await expect(row).toContainText(`Teacher: ${teacher.username}`);
  await expectNoSeriousA11yIssues(page);

  // Leave asks first; Cancel keeps the class.
  await row.getByRole("button", { name: `Leave ${cls.name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Leave ${cls.name}?` });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Leave ${cls.name}` }).click();
  await confirm.getByRole("button", { name: "Leave class" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You left the class." })).toBeVisible();
  await expect(page.getByText("You are not in a class yet.")).toBeVisible();
  expect((await (await request.get("/api/me/classes", { headers: authHeader(learner) })).json()).classes).toEqual([]);

  // The account menu's own way in.
  await page.goto("/#/");
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "My classes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My classes" })).toBeVisible();
});

test("sign-up with a class code shows its class and school before submitting; the new learner is in that class", async ({ page, request }) => {
  test.setTimeout(120_000);
  const alerts = collectAlerts(page);
  const teacher = await teacherLogin(request);
  const cls = await createClass(request, teacher, `Science 8B ${tag()}`);
  const email = uniqueEmail("signupcode");
  const name = `Signup Code ${tag()}`;

  await page.goto("/");
  await nav(page).getByRole("button", { name: "Signup" }).click();
  const signup = page.getByRole("dialog", { name: "Signup" });
  await signup.getByLabel("I am associated with a School/Organization").check();
  const code = signup.getByLabel("Class code");
  // The placeholder is no working code.
  const placeholder = (await code.getAttribute("placeholder"))!.replace(/^e\.g\.\s*/, "");
  expect(placeholder).toMatch(/[01]/);
  expect((await request.get(`/api/classes/preview?code=${encodeURIComponent(placeholder)}`)).status()).toBe(404);

  const status = signup.getByTestId("class-code-preview");
  await code.fill("QQQ-QQQQ");
  await expect(status).toHaveText(CODE_NOT_FOUND);
  await code.fill(cls.code);
  await expect(status).toHaveText(`Joins ${cls.name} at ${cls.school.name}.`);
  // Class and school only: the teacher's name is not shown before an account exists.
  await expect(status).not.toContainText(teacher.username);
  await expectNoSeriousA11yIssues(page);

  await signup.getByLabel("Name").fill(name);
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Password", { exact: true }).fill("Pelican-Harbour#48");
  await signup.getByLabel("Confirm Password", { exact: true }).fill("Pelican-Harbour#48");
  await signup.getByRole("button", { name: "Signup", exact: true }).click();
  await expect.poll(() => alerts, { timeout: 30_000 }).toContain("User Created Successfully \n OTP sent to your Email.");

  const detail = await request.get(`/api/classes/${cls.id}`, { headers: authHeader(teacher) });
  const learners = ((await detail.json()) as { learners: { username: string; email: string | null }[] }).learners;
  expect(learners.map((l) => l.email)).toEqual([email]);
});

test("My Learning lists what the class assigned, overdue first, and each item opens its course, test or lab", async ({ page, request }) => {
  const teacher = await teacherLogin(request);
  const cls = await createClass(request, teacher, `Computing 9A ${tag()}`);
  const learner = await loginThroughApi(request, await createOwnLearner());
  await joinWithCode(request, learner, cls.code);
  const [first, second] = await lecturesWithTests();
  const lab = await labOf("python");
  const day = 86_400_000;
  await assign(request, teacher, cls.id, { kind: "course", courseId: first!.courseId, dueAt: new Date(Date.now() + 7 * day).toISOString() });
  await assign(request, teacher, cls.id, { kind: "lab", labId: lab.labId });
  await assign(request, teacher, cls.id, { kind: "test", contentId: second!.contentId, dueAt: new Date(Date.now() - day).toISOString() });

  await storeLogin(page, learner);
  await page.goto("/#/mylearning");
  const section = page.getByRole("region", { name: "Assigned to you" });
  const items = section.getByTestId("assignment");
  await expect(items).toHaveCount(3);
  // Overdue first: the test due yesterday, then the course due next week, then the lab without a date.
  await expect(items.nth(0)).toHaveAttribute("data-kind", "test");
  await expect(items.nth(0)).toContainText("Overdue");
  await expect(items.nth(1)).toHaveAttribute("data-kind", "course");
  await expect(items.nth(2)).toHaveAttribute("data-kind", "lab");
  await expect(items.nth(2)).toContainText("No due date");
  for (const i of [0, 1, 2]) {
    await expect(items.nth(i)).toContainText(cls.name);
    await expect(items.nth(i)).toContainText("Assigned by");
    await expect(items.nth(i)).toContainText(teacher.username);
  }
  await expect(items.nth(1)).toContainText(first!.courseName);
  await expect(items.nth(1)).toContainText("To do");
  // The assigned courses enrolled the learner: their cards are below.
  await expect(page.getByTestId("course-card").filter({ hasText: first!.courseName })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const openTest = items.nth(0).getByRole("link", { name: /^Open test/ });
  await expect(openTest).toHaveAttribute("href", new RegExp(`^#/coursedetails/${second!.courseId}/\\d+\\?lecture=${second!.contentId}&view=test$`));
  await expect(items.nth(2).getByRole("link", { name: /^Open lab/ })).toHaveAttribute("href", `#/Coder?lab_id=${lab.labId}`);
  await items
    .nth(1)
    .getByRole("link", { name: /^Open course/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/coursedetails/${first!.courseId}/\\d+$`));
  await page.getByRole("dialog", { name: "Welcome! Please select content to get started." }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("heading", { level: 1, name: first!.courseName })).toBeVisible();
});

test("first sign-in with a one-time password: a blocking dialog to choose one's own password, then the app", async ({ page, request }) => {
  test.setTimeout(120_000);
  const alerts = collectAlerts(page);
  const teacher = await teacherLogin(request);
  const cls = await createClass(request, teacher, `Reading 6A ${tag()}`);
  const added = await addLearnerWithoutEmail(request, teacher, cls.id, `Meera ${tag()}`);

  await page.goto("/");
  await nav(page).getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  await expect(login.getByText("Added by your teacher? Type the username from your class sheet.")).toBeVisible();
  await login.getByLabel("Email").fill(added.username);
  await login.getByLabel("Password", { exact: true }).fill(added.oneTimePassword);
  await expect(login.locator('[data-state="unverified"]').first()).toBeAttached({ timeout: 30_000 });
  await login.getByText(/not a robot/i).click();
  await expect(login.locator('[data-state="verified"]').first()).toBeAttached({ timeout: 30_000 });
  await login.getByRole("button", { name: "Login", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Choose your own password" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as { mustChangePassword: boolean; accessToken: string });
  expect(stored.mustChangePassword).toBe(true);
  await expect(dialog.getByLabel("New password", { exact: true })).toBeFocused();
  // Blocking: Escape does not close it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const newPassword = dialog.getByLabel("New password", { exact: true });
  const confirm = dialog.getByLabel("Confirm password", { exact: true });
  await newPassword.fill("Kingfisher lake 42");
  await confirm.fill("Kingfisher lake 43");
  await dialog.getByRole("button", { name: "Save my password" }).click();
  await expect(dialog.getByText("Password and Confirm Password do not match")).toBeVisible();
  // Show/hide like the other password fields.
  await dialog.getByRole("button", { name: "Show new password" }).click();
  await expect(newPassword).toHaveAttribute("type", "text");

  // The server's advice for a weak password.
  await newPassword.fill("password1");
  await confirm.fill("password1");
  await dialog.getByRole("button", { name: "Save my password" }).click();
  const advice = dialog.getByRole("alert");
  await expect(advice).toBeVisible();
  const weak = await request.post("/api/auth/set-password", {
    headers: { "x-access-token": stored.accessToken },
    data: { password: "password1", confirmPassword: "password1" },
  });
  expect(weak.status()).toBe(400);
  await expect(advice).toHaveText((await weak.json()).message);

  await newPassword.fill("Kingfisher lake 42");
  await confirm.fill("Kingfisher lake 42");
  await dialog.getByRole("button", { name: "Save my password" }).click();
  await expect.poll(() => alerts).toContain("Your password is set. Use it from now on.");
  await expect(nav(page).getByRole("link", { name: "My Learning" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("dialog", { name: "Choose your own password" })).toHaveCount(0);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as { mustChangePassword: boolean; accessToken: string });
  expect(after.mustChangePassword).toBe(false);
  const mine = await request.get("/api/me/classes", { headers: authHeader(after) });
  expect(mine.status()).toBe(200);
  expect((await mine.json()).classes.map((c: { id: number }) => c.id)).toEqual([cls.id]);
  // The sheet's password is spent; the learner's own works.
  await expect(loginThroughApi(request, { email: added.username, password: added.oneTimePassword })).rejects.toThrow(/401/);
  expect((await loginThroughApi(request, { email: added.username, password: "Kingfisher lake 42" })).mustChangePassword).toBe(false);
});
