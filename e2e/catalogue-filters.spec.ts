// Catalogue facets and search: grade, board and subject facets, a search
// that also matches grade, board, subject and teacher, and the filters kept in the address.
import { test, expect } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { listed, shownCourses } from "./fixtures/catalogue";

test("'cbse' finds the CBSE courses; grade, board and subject facets narrow the list; the address keeps them", async ({ page, request }) => {
  test.setTimeout(150_000);
  // Every count below is of the courses this page holds (other specs publish courses meanwhile).
  const before = await listed(request);
  await page.goto("/#/courses");
  const all = await shownCourses(page, request, before);
  const cbse = all.filter((c) => c.board?.name === "CBSE");
  expect(cbse.length).toBeGreaterThan(1);
  const cards = page.getByTestId("course-card");
  const search = page.getByRole("searchbox", { name: /Search courses/ });
  await search.fill("cbse");
  await expect(cards).toHaveCount(cbse.length);
  for (const c of cbse) await expect(cards.filter({ has: page.getByRole("heading", { name: c.name, exact: true }) })).toHaveCount(1);
  await expect(page).toHaveURL(/#\/courses\?q=cbse$/);
  await expect(page.getByTestId("catalogue-count")).toHaveText(`Showing ${cbse.length} of ${all.length} courses`);

  // A grade facet on top of the search: only CBSE courses of that grade.
  const grade = cbse[0]!.grade!.name;
  await page.getByLabel("Grade", { exact: true }).selectOption(grade);
  const both = cbse.filter((c) => c.grade?.name === grade);
  await expect(cards).toHaveCount(both.length);
  await expect(page).toHaveURL(new RegExp(`grade=${encodeURIComponent(grade).replace(/%20/g, "(\\+|%20)")}`));

  // The address brings the same list back after a reload (which fetches the catalogue again).
  const beforeReload = await listed(request);
  await page.reload();
  await expect(search).toHaveValue("cbse");
  await expect(page.getByLabel("Grade", { exact: true })).toHaveValue(grade);
  const reloaded = await shownCourses(
    page,
    request,
    beforeReload.filter((c) => c.board?.name === "CBSE" && c.grade?.name === grade),
  );
  expect(reloaded.length).toBeGreaterThan(0);
  expect(reloaded.every((c) => c.board?.name === "CBSE" && c.grade?.name === grade)).toBe(true);
  await page.getByRole("button", { name: "Clear filters" }).click();
  const now = await shownCourses(page, request, beforeReload);
  await expect(page).toHaveURL(/#\/courses$/);

  // Subject facet: the Mathematics courses, by their names.
  await page.getByLabel("Subject", { exact: true }).selectOption("Mathematics");
  const maths = now.filter((c) => /mathematics/i.test(c.name));
  expect(maths.length).toBeGreaterThan(0);
  await expect(cards).toHaveCount(maths.length);
  await page.getByRole("button", { name: "Clear filters" }).click();

  // Board facet and a search by grade words and by teacher.
  await page.getByLabel("Board", { exact: true }).selectOption("CBSE");
  await expect(cards).toHaveCount(now.filter((c) => c.board?.name === "CBSE").length);
  await page.getByRole("button", { name: "Clear filters" }).click();
  const teacher = now[0]!.user.username;
  await search.fill(teacher);
  await expect(cards).toHaveCount(
    now.filter((c) => c.user.username.toLowerCase().includes(teacher.toLowerCase()) || c.name.toLowerCase().includes(teacher.toLowerCase())).length,
  );
  await search.fill("grade 8");
  await expect(cards).toHaveCount(now.filter((c) => c.grade?.name === "Grade 8").length);
  await expectNoSeriousA11yIssues(page);
});

test("a shared address opens the catalogue already filtered", async ({ page, request }) => {
  const icse = (await listed(request)).filter((c) => c.board?.name === "ICSE");
  await page.goto("/#/courses?board=ICSE");
  await expect(page.getByTestId("course-card")).toHaveCount(icse.length, { timeout: 30_000 });
  await expect(page.getByLabel("Board", { exact: true })).toHaveValue("ICSE");
});
