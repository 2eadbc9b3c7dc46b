import { test, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import pg from "pg";
import { apiLogin, storeLogin } from "./fixtures/helpers";
import { budgets } from "./fixtures/budgets";
import { enrolThroughApi, openPlayer, pickLesson } from "./fixtures/player-course";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

// The e2e server's own database (scripts/e2e-server.mjs): the tests compare answers with the seeded rows.
async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { url } = JSON.parse(readFileSync(`.data/e2e-db-${process.env.E2E_PORT ?? "3100"}.json`, "utf8")) as { url: string };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function openChat(page: Page) {
  await page.goto("/#/");
  const bubble = page.getByRole("button", { name: "Chat assistant", exact: true });
  await bubble.click();
  const panel = page.getByRole("dialog", { name: "LearnHub assistant" });
  await expect(panel).toBeVisible();
  return { bubble, panel, input: panel.getByRole("textbox", { name: "Your message" }), send: panel.getByRole("button", { name: "Send" }) };
}

test.describe("chatbot bubble (offline assistant)", () => {
  test("answers 'Which courses are for grade 8?' with the published grade-8 courses, never a draft", async ({ page }) => {
    const grade8 = await query<{ name: string }>(
      "SELECT c.name FROM courses c JOIN grades g ON g.id = c.grade_id WHERE g.level = 8 AND c.status = 3 ORDER BY c.name",
    );
    expect(grade8.length).toBeGreaterThan(0);
    // The seed publishes every course: a grade-8 draft of this test's own is the one the answer must leave out.
    const draft = `Grade 8 draft ${Date.now().toString(36)}`;
    const [row] = await query<{ id: number }>(
      `INSERT INTO courses (name, description, status, grade_id, user_id, updated_at)
         SELECT $1, 'Not published yet.', 1, g.id, (SELECT id FROM users WHERE email = 'author@learnhub.test'), now() FROM grades g WHERE g.level = 8
       RETURNING id`,
      [draft],
    );
    const draftId = row!.id;
    try {
      const { panel, input, send } = await openChat(page);
      await expect(input).toBeFocused();
      await input.fill("Which courses are for grade 8?");
      await send.click();
      const answer = panel.getByTestId("chat-answer");
      await expect(answer).toContainText("not a language model");
      for (const c of grade8) await expect(answer).toContainText(c.name);
      await expect(answer).not.toContainText(draft);
    } finally {
      await query("DELETE FROM courses WHERE id = $1", [draftId]);
    }
  });

  test("Send is disabled while the message is empty; empty input sends nothing", async ({ page }) => {
    // Every message the page sends, in order (the message is the path's last segment).
    const sent: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith("/api/chatbot"),
      (route) => {
        sent.push(decodeURIComponent(new URL(route.request().url()).pathname.slice("/api/chatbot/".length)));
        return route.continue();
      },
    );
    const { panel, input, send } = await openChat(page);
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await input.fill("");
    await input.press("Enter");
    // A request the empty Enters made would reach the route before the next message's: once "hi" has gone out
    // and been answered, it is the only message sent.
    await input.fill("hi");
    await expect(send).toBeEnabled();
    await input.press("Enter");
    await expect(panel.getByTestId("chat-answer")).toBeVisible();
    expect(sent).toEqual(["hi"]);
  });

  test("closing clears the last answer; Escape closes and focus returns to the bubble", async ({ page }) => {
    const { bubble, panel, input } = await openChat(page);
    await input.fill("How do I enrol in a course?");
    await input.press("Enter");
    await expect(panel.getByTestId("chat-answer")).toContainText("Course enrolled successfully!");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(bubble).toBeFocused();
    await expect(bubble).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "LearnHub assistant" })).toBeVisible();
    await expect(page.getByTestId("chat-answer")).toHaveCount(0);
    await page.getByRole("button", { name: "Close chat", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "LearnHub assistant" })).toBeHidden();
  });

  test("a server error shows 'Error: {message}', a failed request the generic text", async ({ page }) => {
    const { panel, input, send } = await openChat(page);
    await page.route("**/api/chatbot/**", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many requests. Please try again in 30 seconds.", code: "rate_limited", status: 429 }),
      }),
    );
    await input.fill("hello");
    await send.click();
    await expect(panel.getByRole("alert")).toHaveText("Error: Too many requests. Please try again in 30 seconds.");
    await page.unroute("**/api/chatbot/**");
    await page.route("**/api/chatbot/**", (route) => route.abort("failed"));
    await input.fill("hello again");
    await send.click();
    await expect(panel.getByRole("alert")).toHaveText("An error occurred. Please try again.");
  });
});

test.describe("explanation of a wrong answer", () => {
  test("wrong answer → spinner → explanation box from the offline assistant", async ({ page, request }) => {
    const rec = await apiLogin(request, await learnerCreds());
    const [lecture] = await query<{ course_id: number; course: string; teacher_id: number; chapter: string; content_id: number; lecture: string }>(
      `SELECT c.id AS course_id, c.name AS course, c.user_id AS teacher_id, ch.name AS chapter, ct.id AS content_id, ct.name AS lecture
         FROM courses c JOIN chapters ch ON ch.course_id = c.id JOIN contents ct ON ct.chapter_id = ch.id
        WHERE c.status = 3 AND ct.content_type = 'lecture' AND EXISTS (SELECT 1 FROM assessments a WHERE a.content_id = ct.id)
        ORDER BY c.id, ch.position, ct.position LIMIT 1`,
    );
    expect(lecture).toBeDefined();
    const questions = await query<{ question: string; option1: string; option2: string; option3: string; option4: string; correct: string }>(
      "SELECT question, option1, option2, option3, option4, correct FROM assessments WHERE content_id = $1 ORDER BY position",
      [lecture!.content_id],
    );
    await enrolThroughApi(request, rec, lecture!.course_id);
    await storeLogin(page, rec);
    await openPlayer(page, `#/coursedetails/${lecture!.course_id}/${lecture!.teacher_id}`, lecture!.course);
    await pickLesson(page, lecture!.chapter, lecture!.lecture);
    await page.getByRole("button", { name: "Skills Test", exact: true }).click();

    // The skills test is ready when a question's legend shows; it must be one of this lecture's questions.
    const legend = page.getByRole("heading", { name: /^Question 1 of \d+$/ }).locator("xpath=following::fieldset[1]/legend");
    await expect(legend).toBeVisible({ timeout: budgets.screen });
    const onScreen = await legend.textContent();
    const shown = questions.find((q) => q.question === onScreen);
    expect(shown, "the question on screen belongs to the lecture").toBeDefined();
    const wrong = [shown!.option1, shown!.option2, shown!.option3, shown!.option4].find((o) => o !== shown!.correct)!;
    // Hold the explanation until the spinner has been seen, so the spinner is observable at any speed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/generate_explaination", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("radio", { name: wrong, exact: true }).check();
    await expect(page.getByRole("status").filter({ hasText: "Generating an explanation…" })).toBeVisible();
    release();
    const box = page.getByTestId("explanation-box");
    await expect(box).toContainText(`The correct answer is “${shown!.correct}”`);
    await expect(box).toContainText(`You chose “${wrong}”`);
    await expect(box).toContainText(`Lecture to revisit: “${lecture!.lecture}”`);
    await expect(box).toContainText("not a language model");
    expect(await box.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");

    // The service failing: the spec's failure text instead of the box.
    await page.unroute("**/generate_explaination");
    await page.route("**/generate_explaination", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    const another = [shown!.option1, shown!.option2, shown!.option3, shown!.option4].find((o) => o !== shown!.correct && o !== wrong)!;
    await page.getByRole("radio", { name: another, exact: true }).check();
    await expect(page.getByText("An error occurred while generating the explanation. Please try again.")).toBeVisible();
  });
});
