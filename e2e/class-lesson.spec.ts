// Issue 24, "What a class meets in a lesson": the skills test and the course player as a class uses them —
// attempts that count from their first answer, a keyboard-only quiz and lesson list, lectures that did not play,
// progress saved again when the network comes back, and the course pages a visitor or a learner not enrolled sees.
// Each test has a learner of its own (e2e/fixtures/own-learner.ts): the shared demo learner is left alone.
import { test, expect, type Page, type APIRequestContext } from "@playwright/test";
import { storeLogin } from "./fixtures/helpers";
import { loginThroughApi } from "./fixtures/auth-api";
import { createOwnLearner } from "./fixtures/own-learner";
import { createPlayerCourse, enrolThroughApi, openPlayer, pickLesson, seededGame, type PlayerFixture } from "./fixtures/player-course";

let fx: PlayerFixture;

test.beforeAll(async () => {
  fx = await createPlayerCourse({ gamePath: `${seededGame("arithmetic-race")}?level=6` });
});

const route = (c: PlayerFixture) => `#/coursedetails/${c.courseId}/${c.teacherId}`;

/** A learner of this test's own, enrolled in the fixture course, on its player. */
async function ownLearnerInPlayer(page: Page, request: APIRequestContext) {
  const rec = await loginThroughApi(request, await createOwnLearner());
  await enrolThroughApi(request, rec, fx.courseId);
  await storeLogin(page, rec);
  await openPlayer(page, route(fx), fx.name);
  return rec;
}

const answersSent = (page: Page) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/quiz\/attempts\/\d+\/answers$/.test(r.url())) sent.push(r.postData() ?? "");
  });
  return sent;
};

const score = (page: Page) => page.getByTestId("question-score");
const nextButton = (page: Page) => page.getByRole("button", { name: /^(Next|Show Recommendation)$/ });
const option = (page: Page, text: string) => page.getByRole("radio", { name: text, exact: true });

test("row 1: opening a skills test, going to the lecture and back is no attempt; the first answered attempt is the first", async ({ page, request }) => {
  await ownLearnerInPlayer(page, request);
  await pickLesson(page, "Fractions", fx.lecture.name);
  const toTest = page.getByRole("button", { name: "Skills Test", exact: true });
  const toLecture = page.getByRole("button", { name: "Lecture", exact: true });
  // Opened and left three times, as a learner checking the lecture does.
  for (let i = 0; i < 3; i++) {
    await toTest.click();
    await expect(page.getByText(`Question 1 of ${fx.questions.length}`)).toBeVisible();
    await toLecture.click();
    await expect(toTest).toBeVisible();
  }
  await toTest.click();
  for (const [i, q] of fx.questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${fx.questions.length}`)).toBeVisible();
    await option(page, q.right).check();
    await expect(score(page)).toHaveText("1");
    await nextButton(page).click();
  }
  await expect(page.getByText(`Total Questions: ${fx.questions.length} | Your Score: ${fx.questions.length}`)).toBeVisible();
  await expect(page.getByText("First attempt: this is the score your teacher sees.")).toBeVisible();
  await expect(page.getByText(/\(a retry\)/)).toHaveCount(0);
});

test("row 2: a keyboard-only quiz — arrows move the focus, Space or Enter chooses, the focus stays in the question", async ({ page, request }) => {
  await ownLearnerInPlayer(page, request);
  await pickLesson(page, "Fractions", fx.lecture.name);
  await page.getByRole("button", { name: "Skills Test", exact: true }).click();
  const sent = answersSent(page);
  const [q1, q2] = fx.questions;
  const options = page.getByRole("group", { name: q1!.question }).getByRole("radio");
  await expect(options).toHaveCount(4);

  // Tab into the question (from its heading), then arrow down twice: nothing is chosen on the way.
  await page.getByText("Question 1 of 4").focus();
  await page.keyboard.press("Tab");
  await expect(options.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(options.nth(3)).toBeFocused(); // wraps around
  for (let i = 0; i < 4; i++) await expect(options.nth(i)).not.toBeChecked();
  expect(sent).toEqual([]);
  await expect(score(page)).toHaveCount(0);
  await expect(nextButton(page)).toBeDisabled();

  // Space chooses the focused option (the wrong one, the first choice that counts); the focus stays on it.
  await page.keyboard.press("Home");
  await expect(options.nth(0)).toBeFocused();
  const graded = page.waitForResponse((r) => /\/answers$/.test(r.url()));
  await page.keyboard.press("Space");
  expect((await graded).status()).toBe(200);
  await expect(score(page)).toHaveText("0");
  await expect(options.nth(0)).toBeChecked();
  await expect(options.nth(0)).toBeFocused();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({ choice: 1 });

  // Enter chooses too: the right option, which changes the shown score, not the first choice.
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toBeFocused();
  expect(sent).toHaveLength(1);
  const regraded = page.waitForResponse((r) => /\/answers$/.test(r.url()));
  await page.keyboard.press("Enter");
  expect((await regraded).status()).toBe(200);
  await expect(score(page)).toHaveText("1");
  await expect(options.nth(1)).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest("fieldset") !== null)).toBe(true);

  // On to the next question with the keyboard alone.
  await page.keyboard.press("Tab");
  await expect(nextButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Question 2 of 4")).toBeFocused();
  await page.keyboard.press("Tab");
  const options2 = page.getByRole("group", { name: q2!.question }).getByRole("radio");
  await expect(options2.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(score(page)).toHaveText("1");
  await expect(options2.nth(1)).toBeFocused();
});

test("row 2: arrowing through the lesson list opens and ticks nothing; Enter opens the focused lesson", async ({ page, request }) => {
  await ownLearnerInPlayer(page, request);
  const views: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/progress/view")) views.push(r.postData() ?? "");
  });
  const lecture = page.getByRole("radio", { name: new RegExp(`^${fx.lecture.name}`) });
  const animated = page.getByRole("radio", { name: new RegExp(`^${fx.animated.name}`) });
  await lecture.focus();
  await page.keyboard.press("ArrowDown");
  await expect(animated).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(lecture).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(animated).toBeFocused();
  await expect(lecture).not.toBeChecked();
  await expect(animated).not.toBeChecked();
  await expect(page.getByTestId("viewed-tick")).toHaveCount(0);
  expect(views).toEqual([]);

  const viewed = page.waitForResponse((r) => r.url().endsWith("/api/progress/view"));
  await page.keyboard.press("Enter");
  await expect(animated).toBeChecked();
  expect((await viewed).status()).toBe(200);
  await expect(page.locator("label", { has: animated }).getByTestId("viewed-tick")).toHaveCount(1);
  await expect(page.locator("label", { has: lecture }).getByTestId("viewed-tick")).toHaveCount(0);
  await expect(animated).toBeFocused();
});

test("row 3: a lecture whose video could not be loaded (a site the app does not allow) is not ticked viewed; one that loads is", async ({ page, request }) => {
  const blocked = await createPlayerCourse({ gamePath: `${seededGame("arithmetic-race")}?level=6`, video: "https://videos.not-allowed.example/lecture.mp4" });
  const rec = await loginThroughApi(request, await createOwnLearner());
  await enrolThroughApi(request, rec, blocked.courseId);
  await storeLogin(page, rec);
  const views: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/progress/view")) views.push(r.postData() ?? "");
  });
  await openPlayer(page, route(blocked), blocked.name);
  await pickLesson(page, "Fractions", blocked.lecture.name);
  await expect(page.getByRole("alert").filter({ hasText: "This video could not be loaded." })).toBeVisible();
  const lectureRow = page.locator("label", { has: page.getByRole("radio", { name: new RegExp(`^${blocked.lecture.name}`) }) });
  await expect(lectureRow.getByTestId("viewed-tick")).toHaveCount(0);
  // The game loads (the app's own /games/): that lesson is ticked, and it is the only view sent.
  const viewed = page.waitForResponse((r) => r.url().endsWith("/api/progress/view"));
  await pickLesson(page, "Fraction games", blocked.game.name);
  expect((await viewed).status()).toBe(200);
  const gameRow = page.locator("label", { has: page.getByRole("radio", { name: new RegExp(`^${blocked.game.name}`) }) });
  await expect(gameRow.getByTestId("viewed-tick")).toHaveCount(1);
  expect(views.map((v) => JSON.parse(v) as { contentId: number })).toEqual([{ contentId: blocked.game.id }]);
  await page.reload();
  await openPlayer(page, route(blocked), blocked.name);
  await expect(
    page.locator("label", { has: page.getByRole("radio", { name: new RegExp(`^${blocked.lecture.name}`) }) }).getByTestId("viewed-tick"),
  ).toHaveCount(0);
});

test("row 6: progress that could not be saved offline is saved again the moment the network is back, and the note clears", async ({
  page,
  request,
  context,
}) => {
  await ownLearnerInPlayer(page, request);
  const note = page.getByText("Your progress could not be saved. Check your connection; we will keep trying.");
  // The school's link drops: the lesson's video still plays from what arrived, but nothing reaches the server.
  const drop = (route: { abort: (code: string) => Promise<void> }) => route.abort("internetdisconnected");
  await page.route("**/api/progress/**", drop);
  const failed = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/progress/view"));
  await pickLesson(page, "Fractions", fx.lecture.name);
  await failed;
  await expect(note.first()).toBeVisible();
  const lectureRow = page.locator("label", { has: page.getByRole("radio", { name: new RegExp(`^${fx.lecture.name}`) }) });
  await expect(lectureRow.getByTestId("viewed-tick")).toHaveCount(0);
  // Where the learner left the video cannot be saved either: the player says so too.
  const video = page.locator('[data-player="lecture"] video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 4;
  });
  await expect(page.locator("figcaption").getByText("Your progress could not be saved.")).toBeVisible();

  await context.setOffline(true);
  await page.unroute("**/api/progress/**", drop);
  // The first try of the tick after the link comes back fails too (a connection not quite up): the next try comes
  // 2 s later, not at the next periodic one (30 s).
  const firstAfterReconnect = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/progress/view"));
  await page.route("**/api/progress/view", (r) => r.abort("internetdisconnected"), { times: 1 });
  const resent = page.waitForResponse((r) => r.url().endsWith("/api/progress/view") && r.status() === 200, { timeout: 10_000 });
  const position = page.waitForResponse((r) => r.url().endsWith("/api/progress/position") && r.status() === 200, { timeout: 5_000 });
  await context.setOffline(false);
  // The position at once: well within 5 s.
  await position;
  await firstAfterReconnect;
  await resent;
  await expect(note).toHaveCount(0, { timeout: 5_000 });
  await expect(lectureRow.getByTestId("viewed-tick")).toHaveCount(1);
});

test("row 7: a visitor's Course Details gives the contract's alert, then the login dialog", async ({ page }) => {
  await page.goto("/");
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page
    .getByTestId("home-courses")
    .getByRole("button", { name: /^Course Details/ })
    .first()
    .click();
  const login = page.getByRole("dialog").filter({ has: page.getByLabel(/email/i) });
  await expect(login).toBeVisible();
  expect(alerts).toEqual(["Please login first"]);
});

test("row 7: a signed-in learner who is not enrolled sees the course's syllabus before enrolling", async ({ page, request }) => {
  const rec = await loginThroughApi(request, await createOwnLearner());
  await storeLogin(page, rec);
  await page.evaluate((h) => void (window.location.hash = h), route(fx));
  await expect(page.getByRole("heading", { name: "Enrol to open this course" })).toBeVisible();
  const syllabus = page.getByRole("region", { name: "What this course contains" });
  await expect(syllabus.getByRole("button", { name: /Chapter 1: Fractions/ })).toBeVisible();
  await expect(syllabus.getByRole("button", { name: /Chapter 2: Fraction games/ })).toBeVisible();
  await expect(syllabus.getByText(fx.lecture.name)).toBeVisible();
  await expect(syllabus.getByText(fx.animated.name)).toBeVisible();
  await expect(page.getByText("Halves, quarters and how to add them.")).toBeVisible();
  // Enrolling from there opens the player.
  await page.getByRole("button", { name: "Enrol", exact: true }).click();
  await expect(page.getByRole("dialog").getByText("Welcome! Please select content to get started.")).toBeVisible();
});
