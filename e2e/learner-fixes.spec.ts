// What a learner met on a walkthrough, fixed: bad lab addresses, the offline state, and small things. Against
// the real API and seeded database; the network is switched off with Playwright's context.setOffline, which is
// what a learner losing Wi-Fi looks like to the page.
import { test, expect } from "@playwright/test";

test.describe("bad lab addresses", () => {
  test("/Coder?lab_id=abc shows the server's message, not a connection problem", async ({ page }) => {
    await page.goto("/#/Coder?lab_id=abc");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Lab ID must be a valid number", { timeout: 30_000 });
    await expect(page.getByText(/Check your connection/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Open Lab Activities" })).toBeVisible();
  });

  test("/JavaCoder?lab_id=abc shows the server's message too (no silent fallback to an empty lab)", async ({ page }) => {
    await page.goto("/#/JavaCoder?lab_id=abc");
    await expect(page.getByRole("heading", { name: "No Java lab content found" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Lab ID must be a valid number");
  });

  test("/Coder without lab_id says no lab was chosen and links to Lab Activities", async ({ page }) => {
    await page.goto("/#/Coder");
    await expect(page.getByRole("heading", { name: "No lab content found" })).toBeVisible();
    await expect(page.getByText("No lab was chosen: this address has no lab_id. Pick a lab from Lab Activities.")).toBeVisible();
    await expect(page.getByText(/Lab ID:\s*$/)).toHaveCount(0);
    await page.getByRole("link", { name: "Open Lab Activities" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lab Activities" })).toBeVisible();
  });
});

test.describe("offline", () => {
  test("a screen not yet visited says 'You are offline' inside the shell and loads when the network returns", async ({ page, context }) => {
    await page.goto("/#/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    const notice = page.getByTestId("offline-notice");
    await expect(notice).toContainText("You are offline");
    await expect(notice.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByTestId("footer")).toBeVisible();

    // Retry while still offline keeps the notice; the network coming back loads the screen by itself.
    await notice.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByTestId("offline-notice")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId("offline-notice")).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveURL(/#\/about$/);
  });

  test("a data call that fails for the network shows 'You are offline' with Retry, which loads it once online", async ({ page, context }) => {
    await page.goto("/#/Coder?lab_id=4");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    await context.setOffline(true);
    await page.evaluate(() => (window.location.hash = "#/Coder?lab_id=3"));
    const notice = page.getByTestId("offline-notice");
    await expect(notice).toContainText("You are offline", { timeout: 20_000 });
    await expect(page.getByText("The lab could not be loaded")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // Retry while offline fails again and keeps the notice; the network coming back loads the lab by itself.
    await notice.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByTestId("offline-notice")).toContainText("You are offline", { timeout: 20_000 });
    await context.setOffline(false);
    await expect(page.getByTestId("offline-notice")).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/No lab content/);
    await expect(page.getByTestId("lab-cell-1")).toBeVisible();
  });

  test("the home chat says 'You are offline' and answers once the network returns", async ({ page, context }) => {
    await page.goto("/#/");
    await page.getByRole("button", { name: "Chat assistant" }).click();
    const box = page.getByRole("textbox", { name: "Your message" });
    await expect(box).toBeFocused();
    await context.setOffline(true);
    await box.fill("How do I enrol in a course?");
    await page.getByRole("button", { name: "Send" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("offline-notice")).toContainText("You are offline");
    await expect(dialog.getByText("An error occurred")).toHaveCount(0);
    await context.setOffline(false);
    await expect(dialog.getByTestId("chat-answer")).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId("offline-notice")).toHaveCount(0);
  });

  test("the lab chat says 'You are offline', keeps the question, and answers it once the network returns", async ({ page, context }) => {
    await page.goto("/#/Coder?lab_id=3");
    const input = page.getByRole("textbox", { name: "Your question" });
    await expect(input).toBeVisible({ timeout: 30_000 });
    await context.setOffline(true);
    await input.fill("What does a for loop do?");
    await page.getByRole("button", { name: "Send" }).click();
    const response = page.getByTestId("lab-chat-response");
    await expect(response.getByTestId("offline-notice")).toContainText("You are offline");
    await expect(page.getByTestId("lab-chat-question")).toContainText("What does a for loop do?");
    await context.setOffline(false);
    // The browser's online event asks again by itself.
    await expect(response.getByTestId("offline-notice")).toHaveCount(0, { timeout: 20_000 });
    const answer = response.locator("p.whitespace-pre-wrap");
    await expect(answer).toBeVisible({ timeout: 20_000 });
    await expect(answer).not.toHaveClass(/text-red-700/);
    await expect(page.getByTestId("lab-chat-question")).toContainText("What does a for loop do?");
  });
});

test.describe("small things", () => {
  test("the favicon is served", async ({ request, page }) => {
    const res = await request.get("/favicon.ico");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/image/);
    await page.goto("/#/");
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /icon/);
  });

  test("an unknown address shows the error screen inside the shell, with the nav and footer", async ({ page }) => {
    await page.goto("/#/no-such-page");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByText(/404/)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Courses" })).toBeVisible();
    await expect(page.getByTestId("footer")).toBeVisible();
    await nav.getByRole("link", { name: "Courses" }).click();
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
  });

  test("the lab chat empties its box after Send and keeps the question on screen", async ({ page }) => {
    await page.goto("/#/Coder?lab_id=3");
    const input = page.getByRole("textbox", { name: "Your question" });
    await input.fill("What does a for loop do?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(input).toHaveValue("");
    await expect(page.getByTestId("lab-chat-question")).toContainText("What does a for loop do?");
    await expect(page.getByTestId("lab-chat-response")).not.toContainText("Thinking", { timeout: 20_000 });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("Go to Top never covers a cell", async ({ page }) => {
      await page.goto("/#/Coder?lab_id=3");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
      const cells = page.locator("[data-testid^='lab-cell-']");
      await expect(cells.first()).toBeVisible();
      for (const y of [300, 900, 1500]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(200);
        const button = page.getByRole("button", { name: "Go to Top" });
        await expect(button).toHaveCount(1);
        const b = (await button.boundingBox())!;
        expect(b).not.toBeNull();
        for (const box of await cells.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
          const overlaps = b.x < box.x + box.width && b.x + b.width > box.x && b.y < box.y + box.height && b.y + b.height > box.y;
          expect(overlaps).toBe(false);
        }
      }
    });
  });
});
