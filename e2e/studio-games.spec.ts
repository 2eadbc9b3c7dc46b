// The studio's template games and course description as a learner meets them. The demo author builds a course
// through the studio API — a description in Markdown with **bold** and a <script>, and one game of each template
// (matching pairs, order the steps, flashcards) — and publishes it. This file's own learner sees the description
// as formatted text with no script, on the enrol page and in the player, then plays each game to the end twice: once
// by keyboard alone (focus and Enter), once by mouse at a phone's 360 px width; each round's score shows under the
// frame and the best is kept. Opening a game ticks its lesson viewed.
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from "@playwright/test";
import { loginThroughApi, type SignInRecord } from "./fixtures/auth-api";
import { demo, storeLogin } from "./fixtures/helpers";
import { ownLearner } from "./fixtures/own-learner";
import { enrolThroughApi, openPlayer, pickLesson, showRoute } from "./fixtures/player-course";

// Every screen compiles on its first visit under `next dev`.
test.setTimeout(180_000);
test.describe.configure({ mode: "serial" });

const learner = ownLearner();
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const COURSE = `Plant games ${stamp}`;
const CHAPTER = "Games";
const DESCRIPTION = "Plants **grow towards light**.\n\n<script>window.__descriptionRan = true</script>\n\nPlay the games below.";

const MATCHING = {
  name: "Match the parts",
  pairs: [
    { left: "Root", right: "Takes in water from the soil" },
    { left: "Leaf", right: "Makes food from sunlight" },
    { left: "Stem", right: "Holds the plant up" },
  ],
};
const ORDER = { name: "How a seed grows", steps: ["The seed takes in water", "A root grows down", "A shoot grows up", "The first leaves open"] };
const FLASHCARDS = {
  name: "Plant words",
  cards: [
    { front: "Photosynthesis", back: "How a plant makes food from light, water and air" },
    { front: "Chlorophyll", back: "The green pigment in leaves" },
    { front: "Pollen", back: "The powder that fertilises flowers" },
  ],
};

type Built = { courseId: number; authorId: number };
let built: Promise<Built> | undefined;
let signedIn: Promise<SignInRecord> | undefined;

/** The course, made once for the file through the studio's own API as the demo author, and published. */
async function buildCourse(request: APIRequestContext): Promise<Built> {
  const author = await loginThroughApi(request, demo.author);
  const headers = { "x-access-token": author.accessToken };
  const ok = async (res: Awaited<ReturnType<APIRequestContext["post"]>>, status: number) => {
    const body = await res.json();
    expect(res.status(), JSON.stringify(body)).toBe(status);
    return body as { course: { id: number; chapters: { id: number }[] } };
  };
  const { course } = await ok(await request.post("/api/studio/courses", { headers, data: { name: COURSE, description: DESCRIPTION } }), 201);
  const withChapter = await ok(await request.post(`/api/studio/courses/${course.id}/chapters`, { headers, data: { name: CHAPTER } }), 201);
  const chapterId = withChapter.course.chapters[0]!.id;
  const games = [
    { name: MATCHING.name, game: { template: "matching", pairs: MATCHING.pairs } },
    { name: ORDER.name, game: { template: "order", steps: ORDER.steps } },
    { name: FLASHCARDS.name, game: { template: "flashcards", cards: FLASHCARDS.cards } },
  ];
  for (const g of games) await ok(await request.post(`/api/studio/chapters/${chapterId}/contents`, { headers, data: { kind: "game", ...g } }), 201);
  await ok(await request.put(`/api/studio/courses/${course.id}/publish`, { headers, data: { published: true } }), 200);
  return { courseId: course.id, authorId: author.id };
}

async function setUp(page: Page, request: APIRequestContext) {
  const course = await (built ??= buildCourse(request));
  const rec = await (signedIn ??= learner().then((creds) => loginThroughApi(request, creds)));
  await storeLogin(page, rec);
  return { ...course, rec };
}

/** Opens a game lesson in the player; its lesson is ticked viewed once the game has loaded. */
async function openGame(page: Page, request: APIRequestContext, lesson: string): Promise<FrameLocator> {
  const { courseId, authorId, rec } = await setUp(page, request);
  await enrolThroughApi(request, rec, courseId);
  await openPlayer(page, `#/coursedetails/${courseId}/${authorId}`, COURSE);
  await pickLesson(page, CHAPTER, lesson);
  const frame = page.locator('[data-player="game"] iframe');
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
  await expect(frame).toHaveAttribute("title", `Game: ${lesson}`);
  const row = page.locator("label", { has: page.getByRole("radio", { name: new RegExp(`^${lesson}`) }) });
  await expect(row.getByText("Viewed")).toHaveCount(1);
  return page.frameLocator('[data-player="game"] iframe');
}

/** Focus, then Enter: the keyboard alone. */
async function press(page: Page, target: ReturnType<FrameLocator["locator"]>) {
  await target.focus();
  await page.keyboard.press("Enter");
}

/** A new round at a phone's width, then the game must fit it (nothing scrolls sideways inside the frame). */
async function restartAtPhoneWidth(page: Page, game: FrameLocator, ready: ReturnType<FrameLocator["locator"]>) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole("button", { name: "Restart game" }).click();
  await expect(page.getByTestId("game-score")).toHaveText("Your score appears here when you finish the game.");
  await expect(ready).toBeVisible();
  const fits = await game.locator("html").evaluate((html) => html.scrollWidth <= html.clientWidth);
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.locator('[data-player="game"]').screenshot({ path: test.info().outputPath("game-360.png") });
}

async function expectScore(page: Page, score: string, best: string) {
  await expect(page.getByTestId("game-score")).toHaveText(`Your score: ${score}`);
  await expect(page.getByTestId("game-best")).toHaveText(`Your best: ${best}`);
}

test("the course description is Markdown shown as formatted text, with no script, on the enrol page and in the player", async ({ page, request }) => {
  const { courseId, authorId, rec } = await setUp(page, request);
  const about = page.getByRole("region", { name: "About this course" });
  await showRoute(page, `#/enrollpage/${courseId}/${authorId}`, about);
  await expect(about.locator("strong")).toHaveText("grow towards light");
  await expect(about).toContainText("Play the games below.");
  await expect(about).not.toContainText("**");
  await expect(about).not.toContainText("__descriptionRan");
  await expect(page.locator("main script")).toHaveCount(0);

  await enrolThroughApi(request, rec, courseId);
  await openPlayer(page, `#/coursedetails/${courseId}/${authorId}`, COURSE);
  const playerAbout = page.locator("div", { has: page.getByRole("heading", { level: 3, name: "About this Course" }) }).last();
  await expect(playerAbout.locator("strong")).toHaveText("grow towards light");
  await expect(playerAbout).not.toContainText("__descriptionRan");
  await expect(page.locator("main script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __descriptionRan?: boolean }).__descriptionRan)).toBeUndefined();
});

test("matching pairs: a round by keyboard with one mistake scores 2 / 3, a round by mouse at 360 px scores 3 / 3 and a new best", async ({ page, request }) => {
  const game = await openGame(page, request, MATCHING.name);
  const left = (text: string) => game.locator("#left button", { hasText: new RegExp(`^${text}$`) });
  const right = (text: string) => game.locator("#right button", { hasText: text });
  await expect(game.locator("#left button")).toHaveCount(3);
  await expect(game.locator("#right button")).toHaveCount(3);

  // Root with the leaf's meaning first: the root's pair is not right at the first try.
  await press(page, left("Root"));
  await expect(left("Root")).toHaveAttribute("aria-pressed", "true");
  await press(page, right(MATCHING.pairs[1]!.right));
  await expect(game.locator("#status")).toContainText("Not a pair");
  for (const p of MATCHING.pairs) {
    await press(page, left(p.left));
    await press(page, right(p.right));
  }
  await expect(game.locator("#result")).toBeVisible();
  await expect(game.locator("#result-text")).toContainText("2 of 3");
  await expectScore(page, "2 / 3", "2 / 3");

  await restartAtPhoneWidth(page, game, left("Root"));
  for (const p of MATCHING.pairs) {
    await right(p.right).click();
    await left(p.left).click();
    await expect(left(p.left)).toHaveClass(/matched/);
  }
  await expectScore(page, "3 / 3", "3 / 3");
  await expect(page.getByTestId("game-new-best")).toHaveText("A new best!");
});

test("order the steps: moved by keyboard with the last two swapped scores 2 / 4, put right by mouse (a drag and the buttons) at 360 px scores 4 / 4", async ({
  page,
  request,
}) => {
  const game = await openGame(page, request, ORDER.name);
  const rows = game.locator("#steps li");
  await expect(rows).toHaveCount(4);
  const shown = async () => (await rows.locator(".text").allTextContents()).map((t) => t.trim());
  // Dealt out of order.
  expect(await shown()).not.toEqual(ORDER.steps);

  /**
   * Moves a step to a place: by keyboard with its Move up button (the focus stays on the moved step), by mouse with
   * that button, or dragged by its handle onto the step in that place (the mouse's real events, in the frame).
   */
  const moveTo = async (step: string, to: number, how: "keyboard" | "mouse" | "drag") => {
    const at = (await shown()).indexOf(step);
    expect(at).toBeGreaterThanOrEqual(to);
    if (at === to) return;
    const up = game.getByRole("button", { name: `Move step ${at + 1} up: ${step}` });
    if (how === "keyboard") {
      await up.focus();
      for (let i = at; i > to; i--) await page.keyboard.press("Enter");
    } else if (how === "mouse") {
      for (let i = at; i > to; i--) await game.getByRole("button", { name: `Move step ${i + 1} up: ${step}` }).click();
    } else {
      // Each position read as the pointer goes there (the frame scrolls its own list at 360 px).
      await rows.nth(at).locator(".grip").hover();
      await page.mouse.down();
      await rows.nth(to).locator(".text").hover();
      await page.mouse.up();
    }
    await expect(rows.nth(to).locator(".text")).toHaveText(step);
  };

  const wanted = [ORDER.steps[0]!, ORDER.steps[1]!, ORDER.steps[3]!, ORDER.steps[2]!];
  // A deal that is already this order (one in 23) leaves nothing to move by keyboard: deal again.
  for (let deals = 0; deals < 5 && JSON.stringify(await shown()) === JSON.stringify(wanted); deals++)
    await game.getByRole("button", { name: "New round" }).click();
  expect(await shown()).not.toEqual(wanted);
  for (const [i, step] of wanted.entries()) await moveTo(step, i, "keyboard");
  expect(await shown()).toEqual(wanted);
  await expect(game.locator("#status")).toContainText("is now step");
  await press(page, game.getByRole("button", { name: "Check order" }));
  await expect(game.locator("#result-text")).toContainText("2 of 4");
  await expect(game.locator("#steps .right")).toHaveCount(2);
  await expectScore(page, "2 / 4", "2 / 4");

  await restartAtPhoneWidth(page, game, rows.first());
  // Put right by mouse: the first step out of place dragged to its place by its handle, the rest with the buttons
  // (a round is never dealt in order, so one step at least is dragged).
  let dragged = 0;
  for (const [i, step] of ORDER.steps.entries()) {
    const drag = dragged === 0 && (await shown()).indexOf(step) !== i;
    if (drag) dragged++;
    await moveTo(step, i, drag ? "drag" : "mouse");
  }
  expect(dragged).toBe(1);
  await game.getByRole("button", { name: "Check order" }).click();
  await expect(game.locator("#result-text")).toContainText("4 of 4");
  await expectScore(page, "4 / 4", "4 / 4");
  await expect(page.getByTestId("game-new-best")).toHaveText("A new best!");
});

test("flashcards: a round by keyboard knowing two of three scores 2 / 3, a round by mouse at 360 px knowing all scores 3 / 3", async ({ page, request }) => {
  const game = await openGame(page, request, FLASHCARDS.name);
  const front = game.locator("#front");
  const back = game.locator("#back");
  await expect(front).toHaveText(FLASHCARDS.cards[0]!.front);
  await expect(back).toBeHidden();

  for (const [i, card] of FLASHCARDS.cards.entries()) {
    await expect(front).toHaveText(card.front);
    await press(page, game.getByRole("button", { name: "Show answer" }));
    await expect(back).toHaveText(card.back);
    // Turning the card over puts the focus on "I knew it": Enter answers at once.
    if (i === 1) await press(page, game.getByRole("button", { name: "Not yet" }));
    else await page.keyboard.press("Enter");
  }
  await expect(game.locator("#result-text")).toContainText("2 of 3");
  await expectScore(page, "2 / 3", "2 / 3");

  await restartAtPhoneWidth(page, game, game.getByRole("button", { name: "Show answer" }));
  for (const card of FLASHCARDS.cards) {
    await expect(front).toHaveText(card.front);
    await game.getByRole("button", { name: "Show answer" }).click();
    await game.getByRole("button", { name: "I knew it" }).click();
  }
  await expect(game.locator("#result-text")).toContainText("3 of 3");
  await expectScore(page, "3 / 3", "3 / 3");
  await expect(page.getByTestId("game-new-best")).toHaveText("A new best!");

  // The best is kept: on the next visit it shows before any round.
  await page.reload();
  await openGame(page, request, FLASHCARDS.name);
  await expect(page.getByTestId("game-score")).toHaveText("Your score appears here when you finish the game.");
  await expect(page.getByTestId("game-best")).toHaveText("Your best: 3 / 3");
});

test("each template's page is answered with the games' own policy: sandboxed, its own inline script allowed, nothing from elsewhere", async ({ request }) => {
  for (const t of ["matching", "order", "flashcards"]) {
    const res = await request.get(`/games/templates/${t}/index.html`);
    expect(res.status()).toBe(200);
    const csp = res.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("sandbox allow-scripts");
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(csp).not.toContain("default-src 'none'");
    expect(await res.text()).toContain('type: "learnhub:game-ready"');
  }
});
