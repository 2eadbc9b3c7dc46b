import { test, expect } from "@playwright/test";
import { budgets } from "./fixtures/budgets";

test.describe("hash-route shell", () => {
  test("serves the shell with nav and footer, and every spec route resolves", async ({ page }) => {
    await page.goto("/#/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Courses" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Lab Activities" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "My Learning" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Signup" })).toBeVisible();
    await expect(page.getByTestId("footer").getByRole("link", { name: "Privacy Policy" })).toBeVisible();

    // Each route must reach its own screen (its h1), not merely "not the error screen yet": the error
    // heading's absence right after navigation would pass before the router has resolved anything.
    const screens: Array<[string, string]> = [
      ["/about", "Education for everyone"],
      ["/courses", "Courses"],
      ["/Courses", "Courses"],
      ["/privacypolicy", "Privacy Policy"],
      ["/mylearning", "My Learning"],
      ["/MyLearning", "My Learning"],
      ["/LabActivities", "Lab Activities"],
      ["/Coder_2", "Introduction to Python"],
    ];
    for (const [route, h1] of screens) {
      await page.goto(`/#${route}`);
      await expect(page.getByRole("heading", { level: 1, name: h1, exact: true }), route).toBeVisible({ timeout: budgets.screen });
      await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
    }
  });

  test("unknown routes show the routing error heading", async ({ page }) => {
    await page.goto("/#/no-such-page");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  });

  test("footer colour changes by route", async ({ page }) => {
    // Each colour is read once its screen is up: a hash change re-renders the shell after the navigation returns.
    await page.goto("/#/");
    await expect(page.getByTestId("home-courses")).toBeVisible({ timeout: budgets.screen });
    const home = await page.getByTestId("footer").evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.goto("/#/about");
    await expect(page.getByRole("heading", { level: 1, name: "Education for everyone" })).toBeVisible();
    const about = await page.getByTestId("footer").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(home).not.toBe(about);
  });

  test("the document is cross-origin isolated (needed by the Python lab)", async ({ page }) => {
    await page.goto("/#/");
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  });

  test("mobile drawer lists Home, About, Courses", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/#/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    for (const name of ["Home", "About", "Courses"]) await expect(drawer.getByRole("link", { name })).toBeVisible();
  });

  test("health endpoint reports PostgreSQL", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: { ok: true, kind: "postgres" } });
  });
});
