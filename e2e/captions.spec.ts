// WebVTT captions. A video stored by the app may have a captions file beside it (media/videos/<name>.vtt); a
// lecture's own captions, uploaded by its course's teacher or an admin, are stored with that lecture. Both
// lecture players and the enrol page's preview show them, on by default, and the player bar's Captions
// switch hides and shows them.
import { copyFileSync, rmSync } from "node:fs";
import { test, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./fixtures/a11y";
import { demo, storeLogin } from "./fixtures/helpers";
import { loginThroughApi as apiLogin } from "./fixtures/auth-api";
import { createPlayerCourse, enrolThroughApi, openPlayer, pickLesson, seededGame, type PlayerFixture } from "./fixtures/player-course";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

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
  const rec = await apiLogin(request, await learnerCreds());
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
  const rec = await apiLogin(request, await learnerCreds());
  await storeLogin(page, rec);
  await page.goto(`/#/enrollpage/${fx.courseId}/${fx.teacherId}`);
  const preview = page.getByTestId("preview-video");
  await expect(preview.locator('track[kind="captions"]')).toHaveAttribute("src", /fractions-number-line\.vtt$/);
  await expect.poll(() => trackState(page, '[data-testid="preview-video"]')).toEqual({ mode: "showing", cues: 4 });
});

test.describe("authors and admins add captions from the player", () => {
  // A copy of a seeded video under a name of its own, so the captions written here touch no seeded file.
  const name = `e2e-captions-${Date.now().toString(36)}`;
  let own: PlayerFixture;

  test.beforeAll(async () => {
    copyFileSync(`media/videos/${VIDEO}`, `media/videos/${name}.mp4`);
    own = await createPlayerCourse({ gamePath: seededGame("term-match"), video: `${name}.mp4` });
  });

  test.afterAll(() => {
    for (const ext of [".mp4", ".vtt"]) rmSync(`media/videos/${name}${ext}`, { force: true });
  });

  test("a WebVTT file uploaded for a lecture is stored with it, served and shown; a learner has no upload", async ({ page, request }) => {
    // The admin account (authors have the same upload): catalogue.spec.ts needs the demo author with no enrolment.
    const admin = await apiLogin(request, demo.admin);
    await enrolThroughApi(request, admin, own.courseId);
    await storeLogin(page, admin);
    await openPlayer(page, `#/coursedetails/${own.courseId}/${own.teacherId}`, own.name);
    await pickLesson(page, "Fractions", own.lecture.name);
    const video = '[data-player="lecture"] video';
    await expect(page.locator(`${video} track`)).toHaveCount(0);

    const upload = page.getByTestId("captions-upload");
    // Not WebVTT: the server's reason, nothing stored.
    await upload
      .getByLabel("Captions for this video (.vtt)")
      .setInputFiles({ name: "notes.vtt", mimeType: "text/vtt", buffer: Buffer.from("1\nnot webvtt\n") });
    await upload.getByRole("button", { name: "Upload captions" }).click();
    await expect(upload.getByRole("alert")).toHaveText("A captions file must be WebVTT: its first line is WEBVTT.");
    await expect(page.locator(`${video} track`)).toHaveCount(0);

    const vtt = "WEBVTT\n\n00:00.000 --> 00:03.000\nHalf of one is one over two\n\n00:03.000 --> 00:06.000\nA quarter is half of a half\n";
    await upload.getByLabel("Captions for this video (.vtt)").setInputFiles({ name: `${name}.vtt`, mimeType: "text/vtt", buffer: Buffer.from(vtt) });
    await upload.getByRole("button", { name: "Upload captions" }).click();
    await expect(upload.getByText("Captions saved.")).toBeVisible();
    // Stored with this lecture (not beside its video file, which other lectures may play) and served from there.
    const track = page.locator(`${video} track[kind="captions"]`);
    await expect(track).toHaveAttribute("src", new RegExp(`^/api/content/captions/${own.lecture.id}\\?v=\\d+$`));
    await expect.poll(() => trackState(page, video)).toEqual({ mode: "showing", cues: 2 });
    const served = await request.get((await track.getAttribute("src"))!);
    expect(served.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(await served.text()).toBe(vtt);
    expect((await request.get(`/media/videos/${name}.vtt`)).status()).toBe(404);
    await expectNoSeriousA11yIssues(page);

    // A learner on the same lesson sees the captions and no upload.
    const learner = await apiLogin(request, await learnerCreds());
    await enrolThroughApi(request, learner, own.courseId);
    await storeLogin(page, learner);
    await openPlayer(page, `#/coursedetails/${own.courseId}/${own.teacherId}`, own.name);
    await pickLesson(page, "Fractions", own.lecture.name);
    await expect(page.locator(`${video} track[kind="captions"]`)).toHaveAttribute("src", new RegExp(`^/api/content/captions/${own.lecture.id}\\?v=\\d+$`));
    await expect.poll(() => trackState(page, video)).toEqual({ mode: "showing", cues: 2 });
    await expect(page.getByTestId("captions-upload")).toHaveCount(0);
  });
});
