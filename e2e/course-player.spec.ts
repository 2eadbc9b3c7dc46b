import { test, expect, type Page, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { storeLogin } from "./fixtures/helpers";
// Statically imported: helpers.ts's apiLogin loads this with a dynamic import, which Playwright's loader
// cannot run (altcha-lib is ESM-only).
import { loginThroughApi as apiLogin } from "./fixtures/auth-api";
import { createPlayerCourse, enrolThroughApi, openPlayer, pickLesson, seededGame, showRoute, type PlayerFixture } from "./fixtures/player-course";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

const GAME = "term-match";
// The physics set of the seeded term-match game: each term and its meaning.
const PHYSICS: Record<string, string> = {
  Force: "A push or a pull on an object",
  Pressure: "Force acting on a unit area",
  Friction: "A force that opposes motion between surfaces in contact",
  Drag: "Friction exerted by air or water",
  Newton: "The SI unit of force",
  Pascal: "The SI unit of pressure",
  Reflection: "Light bouncing back from a surface",
  Refraction: "Light bending as it passes into another medium",
  "Focal length": "Distance from a mirror or lens to its principal focus",
  Dioptre: "The unit of the power of a lens",
};
const WELCOME = "Welcome! Please select content to get started.";

let fx: PlayerFixture;
let rec: Awaited<ReturnType<typeof apiLogin>> | undefined;

test.beforeAll(async () => {
  fx = await createPlayerCourse({ gamePath: `${seededGame(GAME)}?set=physics` });
});

async function learner(request: APIRequestContext) {
  rec ??= await apiLogin(request, await learnerCreds());
  return rec;
}

/** Logged in as this file's own learner, enrolled in the fixture course, on its course details route. */
async function openCourse(page: Page, request: APIRequestContext, course = fx) {
  const r = await learner(request);
  await enrolThroughApi(request, r, course.courseId);
  await storeLogin(page, r);
  await openPlayer(page, route(course), course.name);
  return r;
}

const route = (c: PlayerFixture) => `#/coursedetails/${c.courseId}/${c.teacherId}`;

const lessonRadio = (page: Page, name: string) => page.getByRole("radio", { name: new RegExp(`^${name}`) });

test("visitors are asked to log in first, with a Login button that opens the login dialog", async ({ page }) => {
  await page.goto("/");
  await showRoute(page, route(fx), page.getByRole("heading", { name: "Please login first" }));
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog").getByLabel(/email/i)).toBeVisible();
});

test("a learner not enrolled can enrol right there; the welcome dialog greets them; a ticked lesson survives reload and another device", async ({
  page,
  request,
  browser,
}) => {
  // A journey across two browser contexts (a second device), each step within its own budget.
  test.setTimeout(180_000);
  const own = await createPlayerCourse({ gamePath: seededGame(GAME) });
  const r = await learner(request);
  await storeLogin(page, r);
  await showRoute(page, route(own), page.getByText(`You are not enrolled in “${own.name}” yet.`));
  await page.getByRole("button", { name: "Enrol", exact: true }).click();

  const welcome = page.getByRole("dialog", { name: WELCOME });
  await expect(welcome.getByText(WELCOME)).toBeVisible();
  const panel = welcome.locator("xpath=.//*[contains(@class,'max-w-dialog')]");
  expect(await panel.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("400px");
  await welcome.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText(WELCOME)).toHaveCount(0);

  const lecture = lessonRadio(page, own.lecture.name);
  const row = page.locator("label", { has: lecture });
  await expect(row.getByText("Viewed")).toHaveCount(0);
  const saved = page.waitForResponse((res) => res.url().endsWith("/api/progress/view") && res.request().method() === "POST");
  await lecture.check();
  expect((await saved).status()).toBe(200);
  await expect(row.getByText("Viewed")).toHaveCount(1);

  await page.reload();
  await showRoute(page, route(own), page.getByRole("heading", { level: 1, name: own.name }));
  await expect(lessonRadio(page, own.lecture.name)).toBeChecked();
  await expect(page.locator("label", { has: lessonRadio(page, own.lecture.name) }).getByText("Viewed")).toHaveCount(1);
  await expect(page.getByText(WELCOME)).toHaveCount(0);

  // Another device: a fresh browser profile with the same login sees the same tick.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await storeLogin(phone, r);
  await showRoute(phone, route(own), phone.getByRole("heading", { level: 1, name: own.name }));
  await expect(phone.locator("label", { has: lessonRadio(phone, own.lecture.name) }).getByText("Viewed")).toHaveCount(1, { timeout: 30_000 });
  await expect(phone.locator("label", { has: lessonRadio(phone, own.animated.name) }).getByText("Viewed")).toHaveCount(0);
  await other.close();
});

test("chapters expand and collapse with the keyboard", async ({ page, request }) => {
  await openCourse(page, request);
  const games = page.getByRole("button", { name: /^Fraction games/ });
  const open = (await games.getAttribute("aria-expanded")) === "true";
  await expect(lessonRadio(page, fx.game.name)).toHaveCount(open ? 1 : 0);
  await games.focus();
  await page.keyboard.press("Enter");
  await expect(games).toHaveAttribute("aria-expanded", String(!open));
  await expect(lessonRadio(page, fx.game.name)).toHaveCount(open ? 0 : 1);
  await page.keyboard.press("Space");
  await expect(games).toHaveAttribute("aria-expanded", String(open));
  await expect(lessonRadio(page, fx.game.name)).toHaveCount(open ? 1 : 0);
});

test("a lecture streams from the app with Range requests, seeks, changes speed, and resumes where it was left", async ({ page, request }) => {
  await openCourse(page, request);
  const ranged = page.waitForResponse((res) => res.url().includes(`/media/videos/`) && res.status() === 206);
  await pickLesson(page, "Fractions", fx.lecture.name);
  const video = page.locator('[data-player="lecture"] video');
  await expect(video).toHaveAttribute("src", `/media/videos/${encodeURIComponent(fx.lecture.video)}`);
  expect((await ranged).headers()["content-range"]).toMatch(/^bytes \d+-\d+\/\d+$/);

  // It plays: time moves.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // Speed control: 0.75× to 2×.
  const speed = page.getByLabel("Playback speed");
  await expect(speed.locator("option")).toHaveText(["0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×"]);
  await speed.selectOption("1.5");
  expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  // Seek while paused: the player saves the position on the server.
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  const target = Math.min(5, Math.floor(duration / 2));
  const savedPosition = page.waitForResponse((res) => res.url().endsWith("/api/progress/position") && res.status() === 200);
  await video.evaluate((v: HTMLVideoElement, t: number) => {
    v.currentTime = t;
  }, target);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(target, 0);
  expect((await savedPosition).request().postDataJSON()).toMatchObject({ contentId: fx.lecture.id });

  // Reopening the course returns to this lesson at this position.
  await page.reload();
  await showRoute(page, route(fx), page.getByRole("heading", { level: 1, name: fx.name }));
  await expect(lessonRadio(page, fx.lecture.name)).toBeChecked();
  const resumed = page.locator('[data-player="lecture"] video');
  await expect.poll(() => resumed.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeCloseTo(target, 0);
  await expect(page.getByText(/^Resumed at 0:0\d$/)).toBeVisible();
  expect(await resumed.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
});

test("a media request with a Range header is answered 206 by the app itself", async ({ request }) => {
  const res = await request.get(`/media/videos/${encodeURIComponent(fx.lecture.video)}`, { headers: { Range: "bytes=100-1099" } });
  expect(res.status()).toBe(206);
  expect(res.headers()["accept-ranges"]).toBe("bytes");
  expect(res.headers()["content-range"]).toMatch(/^bytes 100-1099\/\d+$/);
  expect((await res.body()).length).toBe(1000);
  const past = await request.get(`/media/videos/${encodeURIComponent(fx.lecture.video)}`, { headers: { Range: "bytes=99999999-" } });
  expect(past.status()).toBe(416);
  expect(past.headers()["content-range"]).toMatch(/^bytes \*\/\d+$/);
});

test("an animated lecture (content type 2) plays in its own player", async ({ page, request }) => {
  await openCourse(page, request);
  await pickLesson(page, "Fractions", fx.animated.name);
  const player = page.locator('[data-player="animated"]');
  await expect(player.getByText("Animated lecture")).toBeVisible();
  await expect(page.locator('[data-player="lecture"]')).toHaveCount(0);
  const video = player.locator("video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await expect(page.getByRole("heading", { name: "About this Course" })).toBeVisible();
  await expect(page.getByText("Ready to challenge yourself? Begin the assessment.")).toBeVisible();
});

test("a game plays in a sandboxed frame with the keyboard alone, and its score shows in the page", async ({ page, request }) => {
  await openCourse(page, request);
  await pickLesson(page, "Fraction games", fx.game.name);
  const frameEl = page.locator('[data-player="game"] iframe');
  await expect(frameEl).toHaveAttribute("sandbox", "allow-scripts");
  await expect(frameEl).toHaveAttribute("title", `Game: ${fx.game.name}`);
  await expect(page.getByTestId("game-score")).toHaveText("Your score appears here when you finish the game.");

  const game = page.frameLocator('[data-player="game"] iframe');
  const terms = game.locator("#terms button");
  await expect(terms).toHaveCount(6, { timeout: 15_000 });
  // The frame runs at an opaque origin: it cannot reach the app's storage.
  const isolated = await frameEl.evaluate((f: HTMLIFrameElement) => {
    try {
      return f.contentWindow!.localStorage === undefined;
    } catch {
      return true;
    }
  });
  expect(isolated).toBe(true);

  // One deliberate mistake on the first term (a meaning the round shows, of another of its terms), then every
  // pair matched, all by focus + Enter: the score counts the pairs matched at the first try, 5 of 6.
  const shown = (await terms.allTextContents()).map((t) => t.trim());
  const [first, other] = shown;
  expect(shown.every((t) => PHYSICS[t])).toBe(true);
  const wrong = game.locator("#defs button", { hasText: PHYSICS[other!]! });
  await expect(wrong).toHaveCount(1);
  for (const text of shown) {
    if (text === first) {
      await game.locator("#terms button", { hasText: new RegExp(`^${text}$`) }).focus();
      await page.keyboard.press("Enter");
      await wrong.focus();
      await page.keyboard.press("Enter");
    }
    await game.locator("#terms button", { hasText: new RegExp(`^${text}$`) }).focus();
    await page.keyboard.press("Enter");
    await game.locator("#defs button", { hasText: PHYSICS[text]! }).focus();
    await page.keyboard.press("Enter");
  }
  const mistakes = 1;
  await expect(page.getByTestId("game-score")).toHaveText(`Your score: ${6 - mistakes} / 6`);

  // Messages from anywhere else are ignored.
  // Messages to one window are delivered in order: once a marker posted after the fake one has arrived and
  // two frames have rendered, the player has handled (and must have ignored) the fake score.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const onMarker = (e: MessageEvent) => {
          if (e.data !== "e2e:after-fake-score") return;
          window.removeEventListener("message", onMarker);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        };
        window.addEventListener("message", onMarker);
        window.postMessage({ type: "learnhub:game-score", game: "fake", score: 99, total: 99 }, "*");
        window.postMessage("e2e:after-fake-score", "*");
      }),
  );
  await expect(page.getByTestId("game-score")).toHaveText(`Your score: ${6 - mistakes} / 6`);
});

test("the toggle switches between Lecture and Skills Test", async ({ page, request }) => {
  await openCourse(page, request);
  await pickLesson(page, "Fractions", fx.lecture.name);
  await page.getByRole("button", { name: "Skills Test", exact: true }).click();
  await expect(page.getByText("Question 1 of 4")).toBeVisible();
  // Focus follows the switch to the lesson's heading, so keyboard users land on the new view.
  await expect(page.locator("#lesson-title")).toBeFocused();
  await page.getByRole("button", { name: "Lecture", exact: true }).click();
  await expect(page.locator('[data-player="lecture"] video')).toBeVisible();
  await expect(page.getByRole("button", { name: "Skills Test", exact: true })).toBeVisible();
});

test("the course player has no serious or critical accessibility violations", async ({ page, request }) => {
  await openCourse(page, request);
  await pickLesson(page, "Fractions", fx.lecture.name);
  await expect(page.locator('[data-player="lecture"] video')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
