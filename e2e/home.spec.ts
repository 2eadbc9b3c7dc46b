// Home, About and Privacy Policy as a visitor sees them (contract §2 Home, §8 'Please login first', §9 breakpoint).
import { test, expect } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";

test.describe("home", () => {
  test("shows hero, three feature tags, up to 10 courses, the intro video and four benefits", async ({ page }) => {
    await page.goto("/#/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Features" }).getByRole("listitem")).toHaveCount(3);

    const cards = page.getByTestId("home-courses").getByTestId("course-card");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    // The seed publishes more than 10 courses, so the cap is what keeps this at 10.
    const all = (await (await page.request.get("/api/courses/allcourses")).json()) as { data: { id: number; name: string }[] };
    expect(count).toBe(Math.min(10, all.data.length));
    const first = cards.first();
    await expect(first.getByRole("heading")).toHaveText(all.data[0]!.name);
    await expect(first).toContainText("Instructor:");

    const video = page.getByTestId("intro-video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect(video).toHaveAttribute("poster", /\.svg$/);
    const src = await video.locator("source").getAttribute("src");
    expect((await page.request.get(src!, { headers: { range: "bytes=0-99" } })).status()).toBeLessThan(300);

    await expect(page.getByTestId("benefits").getByRole("listitem")).toHaveCount(4);
    await expectNoSeriousA11yIssues(page);
  });

  test("Course Details asks a visitor to log in and stays on the home page", async ({ page }) => {
    await page.goto("/#/");
    const messages: string[] = [];
    page.on("dialog", (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await page
      .getByTestId("home-courses")
      .getByRole("button", { name: /Course Details/ })
      .first()
      .click();
    await expect.poll(() => messages).toEqual(["Please login first"]);
    await expect(page).toHaveURL(/#\/$/);
  });

  for (const [width, stacked] of [
    [599, true],
    [601, false],
  ] as const) {
    test(`hero ${stacked ? "stacks" : "sits side by side"} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/#/");
      const text = await page.getByTestId("hero-text").boundingBox();
      const art = await page.getByTestId("hero-art").boundingBox();
      expect(text && art).toBeTruthy();
      if (stacked) {
        expect(art!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1);
      } else {
        expect(art!.x).toBeGreaterThanOrEqual(text!.x + text!.width - 1);
        expect(Math.abs(art!.y - text!.y)).toBeLessThan(text!.height);
      }
    });
  }
});

test.describe("static pages", () => {
  test("About describes the company, its vision, founder, partners and awards", async ({ page }) => {
    await page.goto("/#/about");
    await expect(page.getByRole("heading", { level: 1, name: "Education for everyone" })).toBeVisible();
    for (const name of ["The company", /education for everyone/i, "Our founder", "Partners", "Awards"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/lorem ipsum/i)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  });

  test("Privacy Policy has its four sections, reachable from its table of contents", async ({ page }) => {
    await page.goto("/#/privacypolicy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const titles = ["Information we collect", "How we use your data", "Data storage and sharing", "Confidentiality"];
    for (const [i, t] of titles.entries()) await expect(page.getByRole("heading", { level: 2, name: `${i + 1}. ${t}` })).toBeVisible();
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Confidentiality" }).click();
    await expect(page.locator("#confidentiality")).toBeFocused();
    await expect(page).toHaveURL(/#\/privacypolicy$/);
    await expectNoSeriousA11yIssues(page);
  });
});
