// Catalogue, enrol page and My Learning (contract §2, §4 Courses, §6): the learner's whole path from
// 'Please login first' to a course that has moved from the catalogue into My Learning.
import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";
import { createOwnLearner } from "./fixtures/own-learner";
import { listed, shownCourses } from "./fixtures/catalogue";

/** Opens the catalogue afresh and checks its cards against the API (shownCourses); the names it shows. */
async function expectCatalogueMatchesApi(page: Page, request: APIRequestContext, headers: Record<string, string> = {}) {
  const before = await listed(request, headers);
  await page.goto("/#/courses");
  await page.reload();
  return (await shownCourses(page, request, before, headers)).map((c) => c.name);
}

test.describe("catalogue as a visitor", () => {
  test("lists every published course on 384 px cards and filters by name, case-insensitively", async ({ page, request }) => {
    const all = await listed(request);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.status === 3)).toBe(true);

    await expectCatalogueMatchesApi(page, request);
    const cards = page.getByTestId("course-card");
    const box = await cards.first().boundingBox();
    expect(box!.width).toBe(384);

    const target = all[all.length - 1]!;
    const card = cards.filter({ has: page.getByRole("heading", { name: target.name, exact: true }) });
    await expect(card).toContainText(`Teacher: ${target.user.username}`);
    await expect(card.getByRole("link", { name: /Start Learning/ })).toHaveAttribute("href", `#/coursedetails/${target.id}/${target.user.id}`);

    const search = page.getByRole("searchbox", { name: "Search courses by name" });
    await search.fill(target.name.toUpperCase());
    await expect(cards.filter({ has: page.getByRole("heading", { name: target.name, exact: true }) })).toHaveCount(1);
    const expected = all.filter((c) => c.name.toLowerCase().includes(target.name.toLowerCase())).length;
    await expect(cards).toHaveCount(expected);

    await search.fill("zz-no-such-course-qq");
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("No course matches “zz-no-such-course-qq”", { exact: false })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test("an injected course name is shown as text, never as markup", async ({ page }) => {
    await page.goto("/#/courses");
    await page.getByRole("searchbox", { name: "Search courses by name" }).fill('<img src=x onerror="window.__pwned=1">');
    await expect(page.getByText(/No course matches/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("My Learning asks a visitor to log in", async ({ page }) => {
    await page.goto("/#/MyLearning");
    await expect(page.getByText("Log in to see the courses you are enrolled in.")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("an unknown course on the enrol page says so instead of showing a blank page", async ({ page }) => {
    await page.goto("/#/enrollpage/999999/1");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("This course does not exist or is not published.");
    await page.goto("/#/enrollpage/abc/1");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("This course does not exist or is not published.");
  });
});

test.describe("learner path", () => {
  test("My Learning without enrolments shows the loading text, then the spec's empty text", async ({ page, request }) => {
    // The seeded author enrols in nothing; the API confirms it so this test cannot pass by accident.
    const rec = await apiLogin(request, demo.author);
    const own = await request.get(`/api/enrollments/getStudentEnrollment/${rec.id}`, { headers: { "x-access-token": rec.accessToken } });
    expect(((await own.json()) as { data: unknown[] }).data).toEqual([]);
    await storeLogin(page, rec);
    await page.route("**/api/enrollments/getStudentEnrollment/**", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto("/#/mylearning");
    await expect(page.getByText("Loading your courses…")).toBeVisible();
    await expect(page.getByText("Hey user you havent enrolled any course ! Please enroll a course to start learning!", { exact: true })).toBeVisible();
    await expect(page.getByTestId("course-card")).toHaveCount(0);
  });

  test("login → search → enrol page → enrol → Start Course → My Learning; the catalogue no longer lists it", async ({ page, request }) => {
    // A whole journey: three catalogue loads, two axe runs and an enrolment, each within its own budget.
    test.setTimeout(180_000);
    // A visitor is stopped at Course Details first.
    await page.goto("/#/");
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page
      .getByTestId("home-courses")
      .getByRole("button", { name: /Course Details/ })
      .first()
      .click();
    await expect.poll(() => alerts).toEqual(["Please login first"]);

    const rec = await apiLogin(request, await createOwnLearner());
    await storeLogin(page, rec);
    const headers = { "x-access-token": rec.accessToken };
    const available = await listed(request, headers);
    const target = available[0]!;

    const cards = page.getByTestId("course-card");
    expect(await expectCatalogueMatchesApi(page, request, headers)).toContain(target.name);
    await page.getByRole("searchbox", { name: "Search courses by name" }).fill(target.name.slice(0, 8).toLowerCase());
    const targetCard = cards.filter({ has: page.getByRole("heading", { name: target.name, exact: true }) });
    await expect(targetCard).toHaveCount(1);

    // Course Details on the home page leads to the enrol page of that course.
    await page.goto("/#/");
    await page
      .getByTestId("home-courses")
      .getByTestId("course-card")
      .filter({ has: page.getByRole("heading", { name: target.name, exact: true }) })
      .getByRole("button", { name: /Course Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`#/enrollpage/${target.id}/${target.user.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();

    const summary = page.getByTestId("summary-panel");
    const content = (await (await request.get(`/api/content/getContent/${target.id}`)).json()) as { chapters: { contents: { contentType: string }[] }[] };
    const items = content.chapters.flatMap((c) => c.contents);
    await expect(summary.getByTestId("summary-sections")).toHaveText(String(content.chapters.length));
    await expect(summary.getByTestId("summary-games")).toHaveText(String(items.filter((i) => i.contentType === "game").length));
    await expect(summary.getByTestId("summary-lectures")).toHaveText(String(items.filter((i) => i.contentType !== "game").length));
    await expect(summary.getByTestId("summary-price")).toHaveText(/^\S+ \S+$/);

    // The playlist's chapters expand and collapse.
    const playlist = page.getByTestId("chapter-playlist");
    const firstChapter = playlist.getByRole("button").first();
    await expect(firstChapter).toHaveAttribute("aria-expanded", "true");
    await firstChapter.click();
    await expect(firstChapter).toHaveAttribute("aria-expanded", "false");
    await firstChapter.click();
    await expect(firstChapter).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("preview-video")).toHaveAttribute("preload", "metadata");
    await expectNoSeriousA11yIssues(page);

    await page.getByRole("button", { name: "Enroll now" }).click();
    const dialog = page.getByRole("dialog", { name: "Course enrolled successfully!" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Start Course" }).click();
    await expect(page).toHaveURL(new RegExp(`#/coursedetails/${target.id}/${target.user.id}$`));

    await page.goto("/#/mylearning");
    await expect(page.getByTestId("course-card").filter({ has: page.getByRole("heading", { name: target.name, exact: true }) })).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);

    // Enrolled, the course leaves the learner's catalogue, on the API and on screen.
    expect((await listed(request, headers)).some((c) => c.id === target.id)).toBe(false);
    expect(await expectCatalogueMatchesApi(page, request, headers)).not.toContain(target.name);
    await expect(page.getByRole("heading", { name: target.name, exact: true })).toHaveCount(0);

    // Back on the enrol page, an enrolled learner is offered the course instead of a second enrolment.
    await page.goto(`/#/enrollpage/${target.id}/${target.user.id}`);
    await expect(page.getByRole("link", { name: "Go to course" })).toHaveAttribute("href", `#/coursedetails/${target.id}/${target.user.id}`);
  });
});
