// Every screen of the learning issue: axe-core finds no serious/critical violations, and the main
// controls are reachable with the keyboard alone.
import { test, expect } from "@playwright/test";
import { expectNoSeriousA11yIssues, tabStops } from "./fixtures/a11y";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";

const visitorScreens = [
  { route: "/#/", ready: "heading" },
  { route: "/#/about", ready: "heading" },
  { route: "/#/privacypolicy", ready: "heading" },
  { route: "/#/courses", ready: "heading" },
  { route: "/#/enrollpage/1/1", ready: "heading" },
  { route: "/#/coursedetails/1/1", ready: "button" },
  { route: "/#/resetpassword/not-a-real-token", ready: "button" },
  { route: "/#/no-such-page", ready: "heading" },
];

test.describe("accessibility, visitor", () => {
  for (const s of visitorScreens) {
    test(`axe: ${s.route}`, async ({ page }) => {
      await page.goto(s.route);
      await expect(page.getByRole(s.ready as "heading" | "button").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
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
    await expect(page.getByRole("button", { name: "Start Learning" }).first().or(page.getByRole("link", { name: "Start Learning" }).first())).toBeVisible();
    const stops = await tabStops(page, 25);
    expect(stops.some((s) => /search/i.test(s))).toBe(true);
    expect(stops.some((s) => s.startsWith("Start Learning"))).toBe(true);
  });
});

test.describe("accessibility, learner", () => {
  test("axe: my learning, catalogue and the course player", async ({ page, request }) => {
    const rec = await apiLogin(request, demo.learner);
    await storeLogin(page, rec);
    for (const route of ["/#/mylearning", "/#/courses"]) {
      await page.goto(route);
      await expect(page.getByRole("heading").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yIssues(page);
    }
  });
});

test.describe("hostile input", () => {
  test("HTML typed into the catalogue search renders as text", async ({ page }) => {
    await page.goto("/#/courses");
    const search = page.getByRole("searchbox").or(page.getByPlaceholder(/search/i)).first();
    await search.fill(`<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`);
    await page.waitForTimeout(300);
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
    const huge = await request.post("/api/enrollments/enroll", { data: { userId: 1, courseId: 1, pad: "x".repeat(200_000) } });
    expect([401, 413]).toContain(huge.status());
  });
});
