// The media side of the course studio in a real browser against the real server: a video upload whose connection
// is cut mid-way resumes after a reload from where the server stopped and completes (tus: HEAD for the offset,
// PATCH the rest; the bytes stored are the file's); an H5P package uploaded by its author plays in the course
// player in an opaque-origin frame (a data: document framed by its play page), H5P's own inner frame sharing that
// opaque origin, and finishing it ticks the lesson (xAPI "completed" → POST /api/progress/view). The package is made here from H5P's file format (tests/support/h5p-package.ts).
import pg from "pg";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { loginThroughApi, type SignInRecord } from "./fixtures/auth-api";
import { demo, storeLogin } from "./fixtures/helpers";
import { ownLearner } from "./fixtures/own-learner";
import { databaseUrl, enrolThroughApi, openPlayer, pickLesson } from "./fixtures/player-course";
import { checkPackage, DONE_LABEL } from "../tests/support/h5p-package";

const learner = ownLearner();
// A 48 MB upload twice over and a first compile of the player under `next dev` take longer than a screen.
test.setTimeout(240_000);
const MB = 1024 * 1024;

async function db<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function makeCourse(ownerId: number, status: number): Promise<number> {
  const name = `Studio media ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return db(
    async (c) =>
      (
        await c.query<{ id: number }>(`INSERT INTO courses (name, status, user_id, updated_at) VALUES ($1, $2, $3, now()) RETURNING id`, [
          name,
          status,
          ownerId,
        ])
      ).rows[0]!.id,
  );
}

/** Uploads a whole file through the API (start, one tus PATCH) as `who`; answers the stored key. */
async function uploadThroughApi(request: APIRequestContext, who: SignInRecord, courseId: number, kind: string, bytes: Buffer) {
  const headers = { "x-access-token": who.accessToken };
  const started = await request.post("/api/studio/uploads", { headers, data: { kind, courseId, size: bytes.length, name: `e2e.${kind}` } });
  expect(started.status()).toBe(201);
  const { id, uploadUrl } = (await started.json()) as { id: string; uploadUrl: string };
  const patched = await request.patch(uploadUrl, {
    headers: { ...headers, "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    data: bytes,
  });
  expect(patched.status(), await patched.text()).toBe(204);
  const status = (await (await request.get(`/api/studio/uploads/${id}`, { headers })).json()) as { state: string; key: string };
  expect(status.state).toBe("ready");
  return status.key;
}

/** In the page: an XMLHttpRequest PATCH of the rest of the file from `offset`, cut when `cutAt` bytes have gone (or not). */
function patchInPage(page: Page, args: { uploadUrl: string; offset: number; size: number; cutAt: number | null }) {
  return page.evaluate(async ({ uploadUrl, offset, size, cutAt }) => {
    const token = (JSON.parse(localStorage.getItem("user")!) as { accessToken: string }).accessToken;
    // The same bytes every time: a recording that is still on the author's disk after the reload.
    const file = new Uint8Array(size);
    for (let i = 0; i < size; i += 4096) file[i] = (i / 4096) % 251;
    file.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 0);
    return new Promise<{ status: number; cut: boolean; offset: number }>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open("PATCH", uploadUrl);
      xhr.setRequestHeader("x-access-token", token);
      xhr.setRequestHeader("tus-resumable", "1.0.0");
      xhr.setRequestHeader("upload-offset", String(offset));
      xhr.setRequestHeader("content-type", "application/offset+octet-stream");
      let cut = false;
      xhr.upload.onprogress = (e) => {
        if (cutAt !== null && !cut && e.loaded >= cutAt) {
          cut = true;
          xhr.abort();
        }
      };
      xhr.onloadend = () => resolve({ status: xhr.status, cut, offset: Number(xhr.getResponseHeader("upload-offset") ?? -1) });
      xhr.send(new Blob([file.subarray(offset)]));
    });
  }, args);
}

test("a video upload cut off mid-way resumes after a reload from the server's offset and completes", async ({ page }) => {
  const author = await loginThroughApi(page.request, demo.author);
  const courseId = await makeCourse(author.id, 1);
  await storeLogin(page, author);
  const size = 48 * MB;
  const started = await page.request.post("/api/studio/uploads", {
    headers: { "x-access-token": author.accessToken },
    data: { kind: "video", courseId, size, name: "Lesson recording.mp4" },
  });
  expect(started.status()).toBe(201);
  const { id, uploadUrl } = (await started.json()) as { id: string; uploadUrl: string };

  const first = await patchInPage(page, { uploadUrl, offset: 0, size, cutAt: 12 * MB });
  expect(first.cut).toBe(true);
  await page.reload();
  const offsetAfter = async () =>
    Number((await page.request.head(uploadUrl, { headers: { "x-access-token": author.accessToken, "tus-resumable": "1.0.0" } })).headers()["upload-offset"]);
  // What arrived before the cut is kept (the server may still be writing its last bytes for a moment).
  await expect.poll(offsetAfter).toBeGreaterThan(0);
  const offset = await offsetAfter();
  expect(offset).toBeLessThan(size);

  const rest = await patchInPage(page, { uploadUrl, offset, size, cutAt: null });
  expect(rest).toMatchObject({ status: 204, cut: false, offset: size });
  const status = (await (await page.request.get(`/api/studio/uploads/${id}`, { headers: { "x-access-token": author.accessToken } })).json()) as {
    state: string;
    key: string;
    url: string;
  };
  expect(status).toMatchObject({ state: "ready", key: `${id}.mp4`, url: `/media/videos/${id}.mp4` });
  // The stored file is the author's, byte for byte (spot checks across the cut), and plays with Range.
  const probe = await page.evaluate(
    async ({ url, size }) => {
      const at = [0, 4096 * 100, 12 * 1024 * 1024, size - 4096];
      const out: number[] = [];
      for (const p of at) out.push(new Uint8Array(await (await fetch(url, { headers: { range: `bytes=${p}-${p}` } })).arrayBuffer())[0]!);
      const head = new TextDecoder().decode(new Uint8Array(await (await fetch(url, { headers: { range: "bytes=4-11" } })).arrayBuffer()));
      return { out, head };
    },
    { url: status.url, size },
  );
  expect(probe.head).toBe("ftypisom");
  expect(probe.out).toEqual([0, 100 % 251, (12 * 256) % 251, ((size - 4096) / 4096) % 251]);
});

test("an uploaded H5P package plays sandboxed in the course player and finishing it ticks the lesson", async ({ page }) => {
  const author = await loginThroughApi(page.request, demo.author);
  const courseId = await makeCourse(author.id, 3);
  const key = await uploadThroughApi(page.request, author, courseId, "h5p", checkPackage());
  const contentId = await db(async (c) => {
    const chapter = (await c.query<{ id: number }>(`INSERT INTO chapters (course_id, name, position) VALUES ($1, 'Halves', 1) RETURNING id`, [courseId]))
      .rows[0]!.id;
    return (
      await c.query<{ id: number }>(
        `INSERT INTO contents (chapter_id, name, video, content_type, position) VALUES ($1, 'Halves check', $2, 'h5p', 1) RETURNING id`,
        [chapter, key],
      )
    ).rows[0]!.id;
  });
  const courseName = await db(async (c) => (await c.query<{ name: string }>(`SELECT name FROM courses WHERE id = $1`, [courseId])).rows[0]!.name);

  const me = await loginThroughApi(page.request, await learner());
  await enrolThroughApi(page.request, me, courseId);
  await storeLogin(page, me);
  await openPlayer(page, `#/coursedetails/${courseId}/${author.id}`, courseName);
  await pickLesson(page, "Halves", "Halves check");

  const status = page.getByTestId("h5p-status");
  await expect(status).toHaveText("Finish the activity to complete this lesson.", { timeout: 30_000 });
  const viewed = () =>
    db(async (c) => (await c.query(`SELECT 1 FROM content_progress WHERE user_id = $1 AND content_id = $2 AND viewed`, [me.id, contentId])).rowCount);
  // Opening it is not finishing it.
  expect(await viewed()).toBe(0);

  // The player document runs in an opaque origin: no cookies, no storage of the app, no reaching the page.
  const page5p = (await (await page.locator(`iframe[title="Interactive content: Halves check"]`).elementHandle())!.contentFrame())!;
  expect(page5p.url()).toContain(`/api/h5p/${key.slice(4)}/play`);
  const player = page5p.childFrames()[0]!;
  expect(player.url()).toMatch(/^data:text\/html;/);
  const sandbox = await player.evaluate(() => {
    let parentReadable = true;
    try {
      void window.parent.document.title;
    } catch {
      parentReadable = false;
    }
    let cookie = "";
    try {
      cookie = document.cookie;
    } catch {
      cookie = "(refused)";
    }
    return { origin: self.origin, parentReadable, cookie };
  });
  expect(sandbox).toEqual({ origin: "null", parentReadable: false, cookie: "(refused)" });

  const content = page.frameLocator(`iframe[title="Interactive content: Halves check"]`).frameLocator("#player").frameLocator("iframe.h5p-iframe");
  await expect(content.getByText("Is 2/4 the same as 1/2?")).toBeVisible();
  // H5P's own frame inside it shares that opaque origin (so H5P can write the content into it), not the app's.
  const inner = player.childFrames()[0]!;
  expect(
    await inner.evaluate(() => ({
      origin: self.origin,
      app: (() => {
        try {
          return window.top!.document.title;
        } catch {
          return "(refused)";
        }
      })(),
    })),
  ).toEqual({ origin: "null", app: "(refused)" });
  await content.getByRole("button", { name: DONE_LABEL }).click();
  await expect(content.getByText("Well done: 2/4 = 1/2.")).toBeVisible();
  await expect(status).toHaveText("Completed — this lesson is ticked. Score: 1 of 1.");
  await expect.poll(viewed).toBe(1);
  await expect(page.getByTestId("viewed-tick")).toHaveCount(1);
});
