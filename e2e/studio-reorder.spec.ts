// Reordering a course taller than the window by drag. The demo author's course has one chapter of twelve readings;
// in a short window the author scrolls down to the last lesson, takes it by its handle and rests the pointer near
// the window's top edge: the page scrolls up on its own (the pointer does not move, so the browser sends no drag
// events), and the lesson is dropped on the first, which was out of view. The move is announced and saved.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { loginThroughApi } from "./fixtures/auth-api";
import { budgets } from "./fixtures/budgets";
import { demo, storeLogin } from "./fixtures/helpers";

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const COURSE = `Long course ${stamp}`;
const STEPS = Array.from({ length: 12 }, (_, i) => `Step ${i + 1} of the experiment`);

type Course = { id: number; chapters: { id: number; contents: { name: string }[] }[] };

async function buildCourse(request: APIRequestContext, token: string): Promise<number> {
  const headers = { "x-access-token": token };
  const ok = async (res: Awaited<ReturnType<APIRequestContext["post"]>>, status: number) => {
    const body = await res.json();
    expect(res.status(), JSON.stringify(body)).toBe(status);
    return (body as { course: Course }).course;
  };
  const course = await ok(await request.post("/api/studio/courses", { headers, data: { name: COURSE } }), 201);
  const chapterId = (await ok(await request.post(`/api/studio/courses/${course.id}/chapters`, { headers, data: { name: "Experiment" } }), 201)).chapters[0]!.id;
  for (const name of STEPS) {
    await ok(await request.post(`/api/studio/chapters/${chapterId}/contents`, { headers, data: { kind: "reading", name, body: `${name}.` } }), 201);
  }
  return course.id;
}

const rows = (page: Page) => page.getByTestId("studio-content");
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("a lesson dragged to the window's edge scrolls the page and drops on a row that was out of view", async ({ page, request }) => {
  const author = await loginThroughApi(request, demo.author);
  const courseId = await buildCourse(request, author.accessToken);
  await page.setViewportSize({ width: 1000, height: 480 });
  await storeLogin(page, author);
  await page.goto(`/#/studio/courses/${courseId}`);
  await expect(rows(page)).toHaveCount(STEPS.length, { timeout: budgets.screen });

  const first = rows(page).filter({ hasText: STEPS[0]! });
  const last = rows(page).filter({ hasText: STEPS.at(-1)! });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(first).not.toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(300);

  // The drag starts on the last lesson's handle, then the pointer rests 60 px below the top edge: inside the studio's
  // scrolling band (72 px, where the page scrolls slowly), outside the few pixels where Chromium scrolls by itself.
  const handle = (await last.getByTestId("drag-handle").boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 12, { steps: 3 });
  const start = await scrollY(page);
  await page.mouse.move(500, 60, { steps: 5 });
  // The page scrolls up until the first lesson comes down into view below the band.
  await expect.poll(async () => (await first.boundingBox())!.y, { timeout: budgets.screen, intervals: [50] }).toBeGreaterThan(90);
  expect(await scrollY(page)).toBeLessThan(start - 300);

  // Onto the first lesson, found where it now is on the screen (hover() would scroll by itself); out of the band the
  // page stops.
  const target = (await first.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 3 });
  await page.mouse.up();
  await expect(page.getByTestId("studio-announcer")).toHaveText(`${STEPS.at(-1)} moved to position 1 of ${STEPS.length}.`);
  await expect(rows(page).first()).toContainText(STEPS.at(-1)!);

  // The screen shows the move at once; the save follows.
  const saved = async () => {
    const res = await request.get(`/api/studio/courses/${courseId}`, { headers: { "x-access-token": author.accessToken } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { course: Course }).course.chapters[0]!.contents.map((c) => c.name);
  };
  await expect.poll(saved).toEqual([STEPS.at(-1), ...STEPS.slice(0, -1)]);
  // Once the drag has ended the page stays where it is, whatever the pointer does.
  await page.mouse.move(500, 10);
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(200);
});
