// Progress a learner can see: a bar per course on My Learning and in the course player (lessons
// viewed, tests passed), "Continue where you left off", against the real API and database.
import { test, expect } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { storeLogin } from "./fixtures/helpers";
import { loginThroughApi as apiLogin } from "./fixtures/auth-api";
import { createPlayerCourse, enrolThroughApi, openPlayer, pickLesson, seededGame } from "./fixtures/player-course";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

test("My Learning and the player show progress that follows the lessons viewed, and where to continue", async ({ page, request }) => {
  test.setTimeout(120_000);
  const fx = await createPlayerCourse({ gamePath: seededGame("fraction-builder") });
  const rec = await apiLogin(request, await learnerCreds());
  await enrolThroughApi(request, rec, fx.courseId);
  await storeLogin(page, rec);

  await page.goto("/#/mylearning");
  const card = page.getByTestId("course-card").filter({ has: page.getByRole("heading", { name: fx.name, exact: true }) });
  const bar = card.getByRole("progressbar", { name: `Progress in ${fx.name}` });
  await expect(bar).toHaveAttribute("aria-valuenow", "0", { timeout: 30_000 });
  await expect(card.getByTestId("course-progress")).toContainText("0 of 3 lessons viewed · 0 of 1 test passed");
  await expect(card.getByTestId("continue-at")).toHaveText(`Start with: ${fx.lecture.name}`);
  await expectNoSeriousA11yIssues(page);

  await card.getByRole("link", { name: `Continue learning: ${fx.name}` }).click();
  await openPlayer(page, `#/coursedetails/${fx.courseId}/${fx.teacherId}`, fx.name);
  const playerBar = page.getByRole("main").getByTestId("course-progress");
  await expect(playerBar).toContainText("0 of 3 lessons viewed");
  await pickLesson(page, "Fractions", fx.animated.name);
  await expect(playerBar).toContainText("1 of 3 lessons viewed");
  // 1 of 4 steps (3 lessons + 1 test).
  await expect(page.getByRole("progressbar", { name: `Progress in ${fx.name}` })).toHaveAttribute("aria-valuenow", "25");

  await page.goto("/#/mylearning");
  await expect(bar).toHaveAttribute("aria-valuenow", "25", { timeout: 30_000 });
  await expect(card.getByTestId("continue-at")).toHaveText(`Continue where you left off: ${fx.animated.name}`);
  await expect(card.getByTestId("course-progress")).toHaveAttribute("data-completed", "false");
});
