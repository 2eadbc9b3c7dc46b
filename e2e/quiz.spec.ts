import { test, expect, type Page, type APIRequestContext } from "@playwright/test";
import { storeLogin } from "./fixtures/helpers";
// Statically imported: helpers.ts's apiLogin loads this with a dynamic import, which Playwright's loader
// cannot run (altcha-lib is ESM-only).
import { loginThroughApi as apiLogin } from "./fixtures/auth-api";
import { createPlayerCourse, enrolThroughApi, openPlayer, pickLesson, seededGame, type PlayerFixture } from "./fixtures/player-course";
import { budgets } from "./fixtures/budgets";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

let fx: PlayerFixture;
let rec: Awaited<ReturnType<typeof apiLogin>> | undefined;

test.beforeAll(async () => {
  fx = await createPlayerCourse({ gamePath: `${seededGame("arithmetic-race")}?level=6` });
});

async function openSkillsTest(page: Page, request: APIRequestContext) {
  rec ??= await apiLogin(request, await learnerCreds());
  await enrolThroughApi(request, rec, fx.courseId);
  await storeLogin(page, rec);
  await openPlayer(page, `#/coursedetails/${fx.courseId}/${fx.teacherId}`, fx.name);
  await pickLesson(page, "Fractions", fx.lecture.name);
  await page.getByRole("button", { name: "Skills Test", exact: true }).click();
}

const score = (page: Page) => page.getByTestId("question-score");
const nextButton = (page: Page) => page.getByRole("button", { name: /^(Next|Show Recommendation)$/ });

/** Picks an option by its text and waits for the server's grade. */
async function pick(page: Page, text: string) {
  const graded = page.waitForResponse((r) => /\/api\/quiz\/attempts\/\d+\/answers$/.test(r.url()));
  await page.getByRole("radio", { name: text, exact: true }).check();
  expect((await graded).status()).toBe(200);
}

test("one question at a time; a changed answer changes the shown score but the result counts the first choice; 50% passes", async ({ page, request }) => {
  await openSkillsTest(page, request);
  const [q1, q2, q3, q4] = fx.questions;

  await expect(page.getByText("Question 1 of 4")).toBeVisible();
  await expect(page.getByRole("group", { name: q1!.question })).toBeVisible();
  await expect(page.getByRole("group", { name: q1!.question }).getByRole("radio")).toHaveCount(4);
  await expect(page.getByText(q2!.question)).toHaveCount(0);
  await expect(nextButton(page)).toBeDisabled();

  // First choice wrong: score 0 and the AI explanation; then changed to the right one: score 1.
  await pick(page, q1!.wrong);
  await expect(page.getByText("Your answer:")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your answer:" })).toContainText(q1!.wrong);
  await expect(score(page)).toHaveText("0");
  // The explanation itself, never its failure text: the offline assistant always answers.
  const explanation = page.getByTestId("explanation-box");
  await expect(explanation).toContainText(`The correct answer is “${q1!.right}” (option 2). You chose “${q1!.wrong}”.`, { timeout: budgets.screen * 2 });
  await expect(page.getByRole("alert").filter({ hasText: "An error occurred while generating the explanation." })).toHaveCount(0);
  await pick(page, q1!.right);
  await expect(score(page)).toHaveText("1");
  await expect(page.getByText("Your first answer to each question is the one that counts toward the final score.")).toBeVisible();
  await expect(nextButton(page)).toHaveText("Next");
  await nextButton(page).click();

  await expect(page.getByText("Question 2 of 4")).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await pick(page, q2!.right);
  await expect(score(page)).toHaveText("1");
  await nextButton(page).click();

  await pick(page, q3!.right);
  await nextButton(page).click();

  await expect(page.getByText("Question 4 of 4")).toBeVisible();
  await pick(page, q4!.wrong);
  await expect(score(page)).toHaveText("0");
  await expect(nextButton(page)).toHaveText("Show Recommendation");
  await nextButton(page).click();

  // First choices: wrong, right, right, wrong = 2 of 4, exactly the pass mark.
  await expect(page.getByText("Total Questions: 4 | Your Score: 2")).toBeVisible();
  await expect(page.getByText("Congratulations! You have passed the test")).toBeVisible();
  await expect(page.getByText("You failed to pass the test")).toHaveCount(0);
  const review = page.getByRole("region", { name: "Questions to review" });
  await expect(review.getByRole("listitem")).toHaveCount(2);
  await expect(review.getByRole("listitem").first()).toContainText(q1!.question);
  await expect(review.getByRole("listitem").first()).toContainText(`Correct answer: ${q1!.right}`);
});

test("below half of the first choices right, the result says the test was failed; the test can be taken again", async ({ page, request }) => {
  await openSkillsTest(page, request);
  const answers = [fx.questions[0]!.right, fx.questions[1]!.wrong, fx.questions[2]!.wrong, fx.questions[3]!.wrong];
  for (const [i, text] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 4`)).toBeVisible();
    await pick(page, text);
    await nextButton(page).click();
  }
  await expect(page.getByText("Total Questions: 4 | Your Score: 1")).toBeVisible();
  await expect(page.getByText("You failed to pass the test")).toBeVisible();
  await expect(page.getByText("Congratulations! You have passed the test")).toHaveCount(0);

  await page.getByRole("button", { name: "Take the test again" }).click();
  await expect(page.getByText("Question 1 of 4")).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();

  // The retake knows it is a retry and shows the first attempt's score (the one a teacher sees), not
  // the full marks that seeing the answers made easy.
  for (const [i, q] of fx.questions.slice(0, 4).entries()) {
    await expect(page.getByText(`Question ${i + 1} of 4`)).toBeVisible();
    await pick(page, q.right);
    await nextButton(page).click();
  }
  await expect(page.getByText("Total Questions: 4 | Your Score: 4")).toBeVisible();
  await expect(page.getByTestId("quiz-attempt")).toHaveText(
    /^Attempt \d+ \(a retry\)\. Your first attempt scored [12] of 4; that is the score your teacher sees\.$/,
  );
});

test("shows 'Assessment is loading..' until the attempt is ready", async ({ page, request }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/quiz/attempts", async (route) => {
    await gate;
    await route.continue();
  });
  await openSkillsTest(page, request);
  await expect(page.getByText("Assessment is loading..")).toBeVisible();
  release();
  await expect(page.getByText("Question 1 of 4")).toBeVisible();
  await expect(page.getByText("Assessment is loading..")).toHaveCount(0);
});

test("the quiz is answerable with the keyboard alone", async ({ page, request }) => {
  await openSkillsTest(page, request);
  const q1 = fx.questions[0]!;
  const first = page.getByRole("radio", { name: q1.options[0]!, exact: true });
  await first.focus();
  const graded = page.waitForResponse((r) => /\/answers$/.test(r.url()));
  await page.keyboard.press("Space");
  await graded;
  await expect(score(page)).toHaveText("0");
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Question 2 of 4")).toBeVisible();
  await expect(page.getByText("Question 2 of 4")).toBeFocused();
});
