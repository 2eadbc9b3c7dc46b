// Issue 24, "What a class meets in a lesson": the catalogue search a class types (synonyms, whole words, every
// keystroke kept), a game's best score kept, and a privacy page that says only what the product does.
import { test, expect, type Page } from "@playwright/test";
import { storeLogin } from "./fixtures/helpers";
import { loginThroughApi } from "./fixtures/auth-api";
import { createOwnLearner } from "./fixtures/own-learner";
import { createPlayerCourse, enrolThroughApi, openPlayer, pickLesson, seededGame } from "./fixtures/player-course";

const headings = (page: Page) => page.getByTestId("course-card").getByRole("heading");

test("row 9: 'maths' finds Mathematics, 'bio' Biology, 'fraction' Fractions but not Refraction", async ({ page }) => {
  await page.goto("/#/courses");
  const search = page.getByRole("searchbox", { name: /Search courses/ });
  await expect(headings(page).first()).toBeVisible();

  await search.fill("maths");
  await expect(headings(page).filter({ hasText: "Grade 6 Mathematics: Fractions and Decimals" })).toHaveCount(1);
  await expect(headings(page).filter({ hasNotText: /Mathematics/ })).toHaveCount(0);

  await search.fill("bio");
  await expect(headings(page).filter({ hasText: "Grade 9 Biology" })).toHaveCount(1);
  await expect(headings(page).filter({ hasNotText: /Biology/ })).toHaveCount(0);

  await search.fill("fraction");
  await expect(headings(page).filter({ hasText: "Grade 6 Mathematics: Fractions and Decimals" })).toHaveCount(1);
  await expect(headings(page).filter({ hasText: "Refraction" })).toHaveCount(0);
  await search.fill("refraction");
  await expect(headings(page).filter({ hasText: "Reflection and Refraction" })).toHaveCount(1);
});

test("row 9: very fast typing in the catalogue search keeps every keystroke", async ({ page }) => {
  await page.goto("/#/courses");
  const search = page.getByRole("searchbox", { name: /Search courses/ });
  await expect(headings(page).first()).toBeVisible();
  // Slow the page down as a school computer is, then type without pauses.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await search.click();
  const typed = "grade 8 science force";
  await page.keyboard.type(typed, { delay: 0 });
  await expect(search).toHaveValue(typed);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page).toHaveURL(/q=grade(\+|%20)8(\+|%20)science(\+|%20)force$/);
  await expect(headings(page).filter({ hasText: "Grade 8 Science: Force, Pressure and Friction" })).toHaveCount(1);
  // Back in the address's history (Clear filters) empties the box too.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(search).toHaveValue("");
});

test("row 9: a game's best score is kept and shown on the next visit", async ({ page, request }) => {
  const fx = await createPlayerCourse({ gamePath: `${seededGame("arithmetic-race")}?level=6` });
  const rec = await loginThroughApi(request, await createOwnLearner());
  await enrolThroughApi(request, rec, fx.courseId);
  await storeLogin(page, rec);
  const route = `#/coursedetails/${fx.courseId}/${fx.teacherId}`;
  await openPlayer(page, route, fx.name);
  await pickLesson(page, "Fraction games", fx.game.name);
  const frame = page.locator('[data-player="game"] iframe');
  await expect(frame).toBeVisible();
  await expect(page.getByTestId("game-best")).toHaveCount(0);
  // The game's own report of a finished round (what its finish() posts to the page).
  const finish = async (score: number, total: number) => {
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/progress/game-score") && r.request().method() === "POST");
    await (await frame.elementHandle())!
      .contentFrame()
      .then((f) =>
        f!.evaluate(([s, t]) => parent.postMessage({ type: "learnhub:game-score", game: "arithmetic-race", score: s, total: t }, "*"), [score, total]),
      );
    expect((await saved).status()).toBe(200);
  };
  await finish(6, 10);
  await expect(page.getByTestId("game-score")).toContainText("Your score: 6 / 10");
  await expect(page.getByTestId("game-best")).toHaveText("Your best: 6 / 10");
  await finish(4, 10);
  await expect(page.getByTestId("game-score")).toContainText("Your score: 4 / 10");
  await expect(page.getByTestId("game-best")).toHaveText("Your best: 6 / 10");

  await page.reload();
  await openPlayer(page, route, fx.name);
  await pickLesson(page, "Fraction games", fx.game.name);
  await expect(page.getByTestId("game-score")).toHaveText("Your score appears here when you finish the game.");
  await expect(page.getByTestId("game-best")).toHaveText("Your best: 6 / 10");
});

test("row 11: the privacy page says what the product does: consent recorded by teachers, export and deletion by admins", async ({ page }) => {
  await page.goto("/#/privacypolicy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  for (const title of ["Information we collect", "How we use your data", "Data storage and sharing", "Confidentiality"]) {
    await expect(main.getByRole("heading", { level: 2, name: new RegExp(title) })).toBeVisible();
  }
  await expect(main).toContainText(
    "which teacher made it and when the teacher confirmed that a parent or guardian consented. Signing up yourself has no consent step.",
  );
  await expect(main).toContainText("An administrator can export everything LearnHub stores about a learner as one file, and delete a learner's account");
  // No promise the product does not keep.
  await expect(main).not.toContainText(/under 18 joins|consent before|managed database in India|backups kept for 30 days|confidentiality agreement/);
});
