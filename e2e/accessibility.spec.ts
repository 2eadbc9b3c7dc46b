// Every screen of the learning issue: axe-core finds no serious/critical violations, and the main
// controls are reachable with the keyboard alone.
import { test, expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues, tabStops } from "./fixtures/a11y";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";
import { budgets } from "./fixtures/budgets";
import { enrolThroughApi } from "./fixtures/player-course";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

// Each screen's ready marker: the element that shows once its data is on screen (never "networkidle": the
// home page's intro video and the shell's lazy chunks need not let the network go quiet within any budget).
const visitorScreens: Array<{ route: string; ready: (page: Page) => Locator }> = [
  { route: "/#/", ready: (p) => p.getByTestId("home-courses").getByTestId("course-card").first() },
  { route: "/#/about", ready: (p) => p.getByRole("heading", { level: 1, name: "Education for everyone" }) },
  { route: "/#/privacypolicy", ready: (p) => p.getByRole("heading", { level: 1, name: "Privacy Policy" }) },
  { route: "/#/courses", ready: (p) => p.getByTestId("course-card").first() },
  { route: "/#/enrollpage/1/1", ready: (p) => p.getByTestId("chapter-playlist") },
  { route: "/#/coursedetails/1/1", ready: (p) => p.getByRole("heading", { name: "Please login first" }) },
  { route: "/#/resetpassword/not-a-real-token", ready: (p) => p.getByRole("heading", { level: 1, name: "Reset password" }) },
  { route: "/#/no-such-page", ready: (p) => p.getByRole("heading", { name: "Unexpected Application Error!" }) },
];

/** The screen's marker is visible and none of the app's "Loading …" status lines is left. */
async function screenReady(page: Page, marker: Locator) {
  await expect(marker).toBeVisible({ timeout: budgets.screen });
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: budgets.screen });
}

test.describe("accessibility, visitor", () => {
  for (const s of visitorScreens) {
    test(`axe: ${s.route}`, async ({ page }) => {
      await page.goto(s.route);
      await screenReady(page, s.ready(page));
      await expectNoSeriousA11yIssues(page);
    });
  }

  test("home: nav, course buttons and the chatbot are reachable by keyboard", async ({ page }) => {
    await page.goto("/#/");
    await expect(page.getByRole("button", { name: "Course Details" }).first()).toBeVisible();
    const stops = await tabStops(page, 60);
    expect(stops).toEqual(expect.arrayContaining(["Home", "About", "Courses", "Login", "Signup"]));
    expect(stops.some((s) => s.startsWith("Course Details"))).toBe(true);
  });

  test("catalogue: search and Start Learning are reachable by keyboard", async ({ page }) => {
    await page.goto("/#/courses");
    await expect(page.getByRole("link", { name: /^Start Learning/ }).first()).toBeVisible({ timeout: budgets.screen });
    const stops = await tabStops(page, 25);
    expect(stops.some((s) => /search/i.test(s))).toBe(true);
    expect(stops.some((s) => s.startsWith("Start Learning"))).toBe(true);
  });
});

test.describe("accessibility, learner", () => {
  test("axe: my learning, catalogue and the course player", async ({ page, request }) => {
    const rec = await apiLogin(request, await learnerCreds());
    await storeLogin(page, rec);
    // A learner of its own starts with no enrolment: enrol in one course so My Learning has a card (the catalogue
    // keeps the others).
    const all = (await (await request.get("/api/courses/allcourses")).json()) as { data: { id: number }[] };
    await enrolThroughApi(request, rec, all.data[0]!.id);
    for (const route of ["/#/mylearning", "/#/courses"]) {
      await page.goto(route);
      await screenReady(page, page.getByTestId("course-card").first());
      await expectNoSeriousA11yIssues(page);
    }
  });
});

test.describe("hostile input", () => {
  test("HTML typed into the catalogue search renders as text", async ({ page }) => {
    await page.goto("/#/courses");
    await screenReady(page, page.getByTestId("course-card").first());
    const hostile = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    await page.getByRole("searchbox", { name: "Search courses by name" }).fill(hostile);
    // The no-match line quotes the search: it is on screen as text, so React has rendered the input.
    await expect(page.getByRole("status").filter({ hasText: `No course matches “${hostile}”` })).toBeVisible();
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("API routes answer hostile input with 4xx and a message, never 500", async ({ request }) => {
    const paths = [
      ["GET", "/api/courses/getCourseDetails/1%27%20OR%201=1--"],
      ["GET", "/api/content/getContent/%3Cscript%3E"],
      ["GET", "/api/courses/getCourseDetails/99999999"],
      ["GET", "/api/enrollments/getStudentEnrollment/abc"],
      ["POST", "/api/enrollments/enroll"],
      ["POST", "/api/quiz/attempts"],
      ["POST", "/api/progress/view"],
      ["POST", "/generate_explaination"],
    ] as const;
    for (const [method, path] of paths) {
      const res = await request.fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        data: method === "POST" ? "{ not json" : undefined,
      });
      expect(res.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status(), `${method} ${path}`).toBeLessThan(500);
      const body = await res.json();
      expect(typeof body.message, `${method} ${path}`).toBe("string");
    }
    // Logged in, so the 413 is the body limit's answer and not the missing session's 401.
    const rec = await apiLogin(request, demo.learner);
    const data = { userId: rec.id, courseId: 1, pad: "x".repeat(200_000) };
    const huge = await request.post("/api/enrollments/enroll", { data, headers: { "x-access-token": rec.accessToken } });
    expect(huge.status()).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toBe("Request body is too large.");
  });
});
