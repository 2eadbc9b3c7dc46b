// Studio uploads end to end through the route handlers, on both storage backends (a local folder; S3 through
// s3rver started here): resumable tus uploads that survive a dropped connection, type checked by content and
// stored under the server's names; covers resized; H5P packages unpacked only when every path in them is safe;
// bad files refused with the reason and nothing left behind; who may upload.
import { CLIENT_IP_HEADER, PEER_KEY_HEADER } from "@/lib/net/peer-headers";
import sharp from "sharp";
import { POST as startRoute } from "../../app/api/studio/uploads/route";
import { DELETE as delRoute, GET as statusRoute, HEAD as headRoute, PATCH as patchRoute } from "../../app/api/studio/uploads/[id]/route";
import { GET as coverRoute } from "../../app/media/covers/[name]/route";
import { GET as videoRoute } from "../../app/media/videos/[name]/route";
import { GET as playRoute } from "../../app/api/h5p/[id]/play/route";
import { GET as fileRoute } from "../../app/api/h5p/[id]/files/[...path]/route";
import { GET as runtimeRoute } from "../../app/api/h5p/runtime/[...path]/route";
import { useStorageForTests } from "../../lib/server/storage/storage";
import { NOT_AN_H5P, NOT_AN_IMAGE, NOT_A_VIDEO } from "../../lib/server/uploads/process-upload";
import { COURSE_EDITORS_ONLY } from "../../lib/server/courses/course-editors";
import { call } from "../support/route-client";
import { setEnvVars } from "../support/set-env";
import { checkPackageFiles, CHECK_LIBRARY, SYMLINK_ATTRS, withDeclaredSize, zip } from "../support/h5p-package";
import { localBackend, makeAccount, makeCourse, s3Backend, text, type Account, type Backend } from "./media-fixtures";

const MB = 1024 * 1024;
type Kind = "video" | "cover" | "h5p";

const mp4 = (size: number) => {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) b.writeUInt32LE((i * 2654435761) >>> 0, i);
  Buffer.from("\0\0\0\x18ftypisom\0\0\x02\0isomiso2", "latin1").copy(b, 0);
  return b;
};

const start = (who: Account | null, body: unknown) => call(startRoute, "/api/studio/uploads", { body, headers: who?.headers ?? {} });

function tusRequest(
  method: string,
  id: string,
  who: Account | null,
  opts: { offset?: number; body?: ReadableStream<Uint8Array> | Buffer; headers?: Record<string, string> } = {},
) {
  const h = new Headers({ ...(who?.headers ?? {}), "tus-resumable": "1.0.0", ...opts.headers });
  h.set(CLIENT_IP_HEADER, "10.0.0.9");
  h.set(PEER_KEY_HEADER, process.env.LEARNHUB_PEER_KEY!);
  if (opts.offset !== undefined) h.set("upload-offset", String(opts.offset));
  if (opts.body) h.set("content-type", "application/offset+octet-stream");
  const init: RequestInit & { duplex?: "half" } = { method, headers: h, body: opts.body as BodyInit | undefined, duplex: "half" };
  return new Request(`http://127.0.0.1/api/studio/uploads/${id}`, init);
}

const handlers = { HEAD: headRoute, PATCH: patchRoute, DELETE: delRoute } as const;
async function tus(method: keyof typeof handlers, id: string, who: Account | null, opts: Parameters<typeof tusRequest>[3] = {}) {
  const res = await handlers[method](tusRequest(method, id, who, opts), { params: Promise.resolve({ id }) });
  return { status: res.status, offset: Number(res.headers.get("upload-offset") ?? -1), body: await res.text(), headers: res.headers };
}

/** A body that sends `bytes`, then fails like a dropped connection. */
function droppedAfter(bytes: Buffer): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        for (let i = 0; i < bytes.length; i += 256 * 1024) controller.enqueue(new Uint8Array(bytes.subarray(i, i + 256 * 1024)));
        return;
      }
      controller.error(new Error("connection reset by peer"));
    },
  });
}

const status = (id: string, who: Account) => call(statusRoute, `/api/studio/uploads/${id}`, { headers: who.headers, params: { id } });

/** Starts an upload and sends `bytes` in one PATCH; answers the PATCH and the final state. */
async function upload(who: Account, courseId: number, kind: Kind, bytes: Buffer, name = `file.${kind}`) {
  const started = await start(who, { kind, courseId, size: bytes.length, name });
  expect(started.status).toBe(201);
  const id = started.json.id as string;
  const patched = await tus("PATCH", id, who, { offset: 0, body: bytes });
  return { id, patched, state: (await status(id, who)).json };
}

const backends: [string, () => Promise<Backend>][] = [
  ["the local folder", async () => localBackend()],
  ["S3 (s3rver)", () => s3Backend("uploads/")],
];

describe.each(backends)("uploads on %s", (_name, make) => {
  let backend: Backend;
  let teacher: Account;
  let courseId: number;
  beforeAll(async () => {
    backend = await make();
    useStorageForTests(backend.storage);
    teacher = await makeAccount("teacher");
    courseId = (await makeCourse(teacher.id)).id;
  });
  afterAll(async () => {
    useStorageForTests(null);
    await backend.stop();
  });
  afterEach(() => setEnvVars({ H5P_MAX_UNPACKED_MB: undefined, H5P_MAX_FILES: undefined, UPLOAD_MAX_COVER_MB: undefined }));

  it("takes a video in pieces, keeps what arrived before a dropped connection, resumes from there and stores it under the server's name", async () => {
    const video = mp4(19 * MB);
    const started = await start(teacher, { kind: "video", courseId, size: video.length, name: "Lesson 1 (final).mp4" });
    expect(started.status).toBe(201);
    const id = started.json.id as string;
    expect(started.json.uploadUrl).toBe(`/api/studio/uploads/${id}`);

    const first = await tus("PATCH", id, teacher, { offset: 0, body: video.subarray(0, 6 * MB) });
    expect(first.status).toBe(204);
    expect(first.offset).toBe(6 * MB);
    // The link drops 5 MB into the next piece.
    const dropped = await tus("PATCH", id, teacher, { offset: 6 * MB, body: droppedAfter(video.subarray(6 * MB, 11 * MB)) });
    expect(dropped.status).toBeGreaterThanOrEqual(400);
    const head = await tus("HEAD", id, teacher);
    expect(head.status).toBe(200);
    expect(head.offset).toBeGreaterThan(6 * MB);
    expect(head.offset).toBeLessThanOrEqual(11 * MB);
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect((await status(id, teacher)).json).toMatchObject({ state: "uploading", key: null });

    const rest = await tus("PATCH", id, teacher, { offset: head.offset, body: video.subarray(head.offset) });
    expect(rest.status).toBe(204);
    expect(rest.offset).toBe(video.length);
    const done = (await status(id, teacher)).json;
    expect(done).toMatchObject({
      state: "ready",
      key: `${id}.mp4`,
      url: `/media/videos/${id}.mp4`,
      name: "Lesson 1 (final).mp4",
      size: video.length,
      message: null,
    });
    expect((await text(await backend.storage.read(`${id}.mp4`))).equals(video)).toBe(true);
    // Nothing of the upload's staging is left.
    expect((await backend.storage.list(".tus/")).filter((k) => k.includes(id))).toEqual([]);
    // A client that lost the last answer asks again and is told it is complete.
    expect((await tus("HEAD", id, teacher)).offset).toBe(video.length);
    // The player gets it, seekable.
    const served = await call(videoRoute, `/media/videos/${id}.mp4`, { params: { name: `${id}.mp4` }, headers: { range: "bytes=4-11" } });
    expect(served.status).toBe(206);
    expect(Buffer.from(served.bytes).toString("latin1")).toBe("ftypisom");
  }, 60_000);

  it("resizes a cover image server-side to a 1280×720 WebP under a new name", async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const { id, patched, state } = await upload(teacher, courseId, "cover", png, "cover.png");
    expect(patched.status).toBe(204);
    expect(state).toMatchObject({ state: "ready", key: `covers/${id}.webp`, url: `/media/covers/${id}.webp` });
    const res = await call(coverRoute, `/media/covers/${id}.webp`, { params: { name: `${id}.webp` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(res.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1280, 720]);
  });

  it("unpacks a valid H5P package and serves it for its sandboxed player", async () => {
    const pkg = zip({ ...checkPackageFiles(), "content/evil.html": "<script>parent.document.cookie</script>" });
    const { id, patched, state } = await upload(teacher, courseId, "h5p", pkg, "halves.h5p");
    expect(patched.status).toBe(204);
    expect(state).toMatchObject({ state: "ready", key: `h5p/${id}`, url: `/api/h5p/${id}/play` });
    expect(await backend.storage.list(`h5p/${id}/`)).toEqual(
      [
        `h5p/${id}/${CHECK_LIBRARY}/check.css`,
        `h5p/${id}/${CHECK_LIBRARY}/check.js`,
        `h5p/${id}/${CHECK_LIBRARY}/library.json`,
        `h5p/${id}/content/content.json`,
        `h5p/${id}/h5p.json`,
      ].sort(),
    );
    const file = (p: string) => call(fileRoute, `/api/h5p/${id}/files/${p}`, { params: { id, path: p } });
    const h5pJson = await file("h5p.json");
    expect(h5pJson.status).toBe(200);
    expect(h5pJson.json.mainLibrary).toBe("H5P.LearnHubCheck");
    expect(h5pJson.headers.get("content-security-policy")).toMatch(/^sandbox allow-scripts;/);
    expect(h5pJson.headers.get("access-control-allow-origin")).toBe("*");
    expect(h5pJson.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await file(`${CHECK_LIBRARY}/check.js`)).headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    // An HTML file in the package was never unpacked; nothing outside the package is reachable.
    expect((await file("content/evil.html")).status).toBe(404);
    expect((await file("../../covers/x.webp")).status).toBe(404);
    const play = await call(playRoute, `/api/h5p/${id}/play`, { params: { id } });
    expect(play.status).toBe(200);
    expect(play.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The play page runs only its own script and frames the package's player as a data: document (opaque origin);
    // no CSP sandbox on it, or H5P's about:blank frames inside the player get origins of their own and stay empty.
    expect(play.headers.get("content-security-policy")).toMatch(/^default-src 'self';.*connect-src 'self';.*frame-src blob: data:;/);
    expect(play.headers.get("content-security-policy")).not.toMatch(/sandbox|frame-src[^;]*'self'/);
    expect(play.json).toContain(`<iframe id="player" title="Interactive content" sandbox="allow-scripts allow-same-origin"`);
    expect(play.json).toContain(`"data:text/html;charset=utf-8," + encodeURIComponent(`);
    expect(play.json).toContain(`/api/h5p/${id}/files`);
    expect(play.json).toContain("/api/h5p/runtime/main.bundle.js");
    const runtime = await call(runtimeRoute, "/api/h5p/runtime/main.bundle.js", { params: { path: "main.bundle.js" } });
    expect(runtime.status).toBe(200);
    expect((await call(runtimeRoute, "/api/h5p/runtime/../package.json", { params: { path: "../package.json" } })).status).toBe(404);
  });

  type Refusal = [string, Kind, () => Buffer | Promise<Buffer>, RegExp | string, Record<string, string>?];
  const refused: Refusal[] = [
    [
      "a PNG sent as a video",
      "video",
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      NOT_A_VIDEO,
    ],
    ["a video sent as a cover", "cover", () => mp4(4096), NOT_AN_IMAGE],
    [
      "a PNG signature over garbage as a cover",
      "cover",
      () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 1)]),
      NOT_AN_IMAGE,
    ],
    ["a text file named .h5p", "h5p", () => Buffer.from("just text, not a zip ".repeat(20)), NOT_AN_H5P],
    [
      "an .h5p whose path leaves the package (zip slip)",
      "h5p",
      () => zip({ ...checkPackageFiles(), "../../evil.js": "alert(1)" }),
      /“\.\.\/\.\.\/evil\.js” leaves the package's folder/,
    ],
    ["an .h5p with an absolute path", "h5p", () => zip({ ...checkPackageFiles(), "/etc/cron.d/evil.json": "{}" }), /is an absolute path/],
    ["an .h5p with a backslash path", "h5p", () => zip({ ...checkPackageFiles(), "content\\..\\..\\evil.js": "x" }), /uses backslashes/],
    [
      "an .h5p with a symbolic link",
      "h5p",
      () => zip({ ...checkPackageFiles(), "content/images/secret.json": "/etc/passwd" }, { "content/images/secret.json": { os: 3, attrs: SYMLINK_ATTRS } }),
      /“content\/images\/secret\.json” is a symbolic link/,
    ],
    [
      "a zip bomb (more than H5P_MAX_UNPACKED_MB unpacked)",
      "h5p",
      () => zip({ ...checkPackageFiles(), "content/zeros.txt": new Uint8Array(3 * MB) }),
      /unpacks to more than 1 MB/,
      { H5P_MAX_UNPACKED_MB: "1" },
    ],
    [
      "an .h5p that lies about an entry's size",
      "h5p",
      () => withDeclaredSize(zip({ ...checkPackageFiles(), "content/zeros.txt": new Uint8Array(2 * MB) }), "content/zeros.txt", 10),
      /is damaged: “content\/zeros\.txt” could not be unpacked/,
    ],
    [
      "an .h5p with more files than H5P_MAX_FILES",
      "h5p",
      () => zip({ ...checkPackageFiles(), ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`content/f${i}.txt`, "x"])) }),
      /has 13 files; at most 10/,
      { H5P_MAX_FILES: "10" },
    ],
    [
      "an .h5p without the library it needs",
      "h5p",
      () => {
        const files = checkPackageFiles();
        for (const k of Object.keys(files)) if (k.startsWith(CHECK_LIBRARY)) delete files[k];
        return zip(files);
      },
      /does not include the library H5P\.LearnHubCheck-1\.0/,
    ],
  ];

  // (A rest parameter: jest would take a fifth named parameter for a done callback.)
  it.each(refused)("refuses %s with the reason, and keeps nothing of it", async (...[, kind, bytes, reason, env]: Refusal) => {
    if (env) setEnvVars(env);
    const { id, patched, state } = await upload(teacher, courseId, kind, await bytes());
    expect(patched.status).toBe(422);
    expect(state.state).toBe("rejected");
    expect(state.key).toBeNull();
    if (typeof reason === "string") expect(state.message).toContain(reason);
    else expect(state.message).toMatch(reason);
    const left = (await backend.storage.list("")).filter((k) => k.includes(id));
    expect(left).toEqual([]);
    // Asking again (a client that lost the answer) hears the same refusal.
    expect((await tus("PATCH", id, teacher, { offset: 0, body: Buffer.from("x") })).status).toBe(422);
  });

  it("refuses a file larger than its kind allows before a byte is sent, and bytes beyond the announced size", async () => {
    setEnvVars({ UPLOAD_MAX_COVER_MB: "1" });
    const tooBig = await start(teacher, { kind: "cover", courseId, size: 2 * MB, name: "huge.png" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe("A cover image may be at most 1 MB.");
    const started = await start(teacher, { kind: "video", courseId, size: 1000, name: "short.mp4" });
    const over = await tus("PATCH", started.json.id, teacher, { offset: 0, body: mp4(5000) });
    expect(over.status).toBe(413);
  });

  it("cancels an unfinished upload and drops what it had received", async () => {
    const started = await start(teacher, { kind: "video", courseId, size: 4 * MB, name: "oops.mp4" });
    const id = started.json.id as string;
    expect((await tus("PATCH", id, teacher, { offset: 0, body: mp4(MB) })).status).toBe(204);
    expect((await tus("DELETE", id, teacher)).status).toBe(204);
    expect((await status(id, teacher)).status).toBe(404);
    expect((await backend.storage.list("")).filter((k) => k.includes(id))).toEqual([]);
  });
});

describe("who may upload", () => {
  let backend: Backend;
  let owner: Account;
  let otherTeacher: Account;
  let learner: Account;
  let admin: Account;
  let courseId: number;
  let uploadId: string;
  beforeAll(async () => {
    backend = localBackend();
    useStorageForTests(backend.storage);
    [owner, otherTeacher, learner, admin] = await Promise.all([makeAccount("author"), makeAccount("teacher"), makeAccount("user"), makeAccount("admin")]);
    courseId = (await makeCourse(owner.id)).id;
    uploadId = (await start(owner, { kind: "video", courseId, size: 2048, name: "a.mp4" })).json.id;
  });
  afterAll(async () => {
    useStorageForTests(null);
    await backend.stop();
  });

  it("keeps learners out of every upload route (403) and visitors too (401)", async () => {
    expect((await start(learner, { kind: "video", courseId, size: 10, name: "a.mp4" })).status).toBe(403);
    expect((await status(uploadId, learner)).status).toBe(403);
    for (const method of ["HEAD", "PATCH", "DELETE"] as const) {
      expect((await tus(method, uploadId, learner, method === "PATCH" ? { offset: 0, body: mp4(2048) } : {})).status).toBe(403);
      expect((await tus(method, uploadId, null, method === "PATCH" ? { offset: 0, body: mp4(2048) } : {})).status).toBe(401);
    }
    expect((await start(null, { kind: "video", courseId, size: 10, name: "a.mp4" })).status).toBe(401);
  });

  it("refuses another teacher's course, and another account's upload is unknown to them", async () => {
    const res = await start(otherTeacher, { kind: "cover", courseId, size: 10, name: "c.png" });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(COURSE_EDITORS_ONLY);
    expect((await start(otherTeacher, { kind: "cover", courseId: 2_000_000_000, size: 10, name: "c.png" })).status).toBe(404);
    expect((await status(uploadId, otherTeacher)).status).toBe(404);
    for (const method of ["HEAD", "PATCH", "DELETE"] as const) {
      expect((await tus(method, uploadId, otherTeacher, method === "PATCH" ? { offset: 0, body: mp4(2048) } : {})).status).toBe(404);
    }
    // Still intact for its owner.
    expect((await tus("HEAD", uploadId, owner)).offset).toBe(0);
  });

  it("lets an admin upload for any course", async () => {
    expect((await start(admin, { kind: "video", courseId, size: 10, name: "a.mp4" })).status).toBe(201);
  });

  it("refuses bytes sent from another site (the same-origin rule of every write)", async () => {
    const res = await tus("PATCH", uploadId, owner, {
      offset: 0,
      body: mp4(2048),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect((await tus("HEAD", uploadId, owner)).offset).toBe(0);
  });

  it("checks the start call's fields", async () => {
    expect((await start(owner, { kind: "pdf", courseId, size: 10, name: "a.pdf" })).json.message).toMatch(/^kind: /);
    expect((await start(owner, { kind: "video", courseId, size: 0, name: "a.mp4" })).status).toBe(400);
    expect((await start(owner, { kind: "video", courseId, size: 10, name: "" })).status).toBe(400);
  });
});
