// Issue 11: WebVTT captions. A video stored by the app gets the captions file beside it
// (media/videos/<name>.vtt); both lecture players and the enrol page's preview show them, on by default,
// and the player bar's Captions switch hides and shows them.
import { test, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { demo, storeLogin } from "./fixtures/helpers";
import { loginThroughApi as apiLogin } from "./fixtures/auth-api";
import { createPlayerCourse, enrolThroughApi, openPlayer, pickLesson, seededGame, type PlayerFixture } from "./fixtures/player-course";

const VIDEO = "fractions-number-line.mp4";
let fx: PlayerFixture;

test.beforeAll(async () => {
  fx = await createPlayerCourse({ gamePath: seededGame("term-match"), video: VIDEO });
});

/** The text track's mode and how many cues it has loaded, read from the page's video element. */
const trackState = (page: Page, selector: string) =>
  page.locator(selector).evaluate((v: HTMLVideoElement) => ({ mode: v.textTracks[0]?.mode, cues: v.textTracks[0]?.cues?.length ?? 0 }));

test("the captions file is served as WebVTT, and the content API names it for stored videos only", async ({ request }) => {
  const vtt = await request.get("/media/videos/fractions-number-line.vtt");
  expect(vtt.status()).toBe(200);
  expect(vtt.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  const text = await vtt.text();
  expect(text.startsWith("WEBVTT\n")).toBe(true);
  expect(text).toContain("00:02.000 --> 00:04.500\n1. Split the gap from 0 to 1 into equal parts");

  const content = (await (await request.get(`/api/content/getContent/${fx.courseId}`)).json()) as {
    chapters: { contents: { name: string; video: string | null; captions: string | null; contentType: string }[] }[];
  };
  const items = content.chapters.flatMap((c) => c.contents);
  expect(items.find((c) => c.name === fx.lecture.name)?.captions).toBe("fractions-number-line.vtt");
  expect(items.find((c) => c.contentType === "game")?.captions).toBeNull();
});

test("the lecture player shows the captions by default; the Captions switch hides and shows them", async ({ page, request }) => {
  const rec = await apiLogin(request, demo.learner);
  await enrolThroughApi(request, rec, fx.courseId);
  await storeLogin(page, rec);
  await openPlayer(page, `#/coursedetails/${fx.courseId}/${fx.teacherId}`, fx.name);
  await pickLesson(page, "Fractions", fx.lecture.name);

  const video = '[data-player="lecture"] video';
  await expect(page.locator(`${video} track[kind="captions"]`)).toHaveAttribute("src", /\/media\/videos\/fractions-number-line\.vtt$/);
  await expect.poll(() => trackState(page, video)).toEqual({ mode: "showing", cues: 4 });
  const toggle = page.getByRole("button", { name: "Captions" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect.poll(async () => (await trackState(page, video)).mode).toBe("hidden");
  await toggle.click();
  await expect.poll(async () => (await trackState(page, video)).mode).toBe("showing");
  await expectNoSeriousA11yIssues(page);

  // The animated player has the same bar and the same captions.
  await pickLesson(page, "Fractions", fx.animated.name);
  const animated = '[data-player="animated"] video';
  await expect.poll(() => trackState(page, animated)).toEqual({ mode: "showing", cues: 4 });
  await expect(page.getByRole("button", { name: "Captions" })).toHaveAttribute("aria-pressed", "true");
});

test("the enrol page's preview carries the captions of its first lecture", async ({ page, request }) => {
  const rec = await apiLogin(request, demo.learner);
  await storeLogin(page, rec);
  await page.goto(`/#/enrollpage/${fx.courseId}/${fx.teacherId}`);
  const preview = page.getByTestId("preview-video");
  await expect(preview.locator('track[kind="captions"]')).toHaveAttribute("src", /fractions-number-line\.vtt$/);
  await expect.poll(() => trackState(page, '[data-testid="preview-video"]')).toEqual({ mode: "showing", cues: 4 });
});
