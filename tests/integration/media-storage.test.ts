// The storage interface (lib/server/storage) behaves the same on both backends: the local folder and S3-compatible
// storage (s3rver, started here, through the official AWS SDK — the real S3 HTTP API). And what serves stored
// objects (a lecture video, with Range) reads through it, so every instance serves what any instance stored.
import { Readable } from "node:stream";
import { GET as getVideo, HEAD as headVideo } from "../../app/media/videos/[name]/route";
import { useStorageForTests } from "../../lib/server/storage/storage";
import { StorageNotFound } from "../../lib/server/storage/types";
import { call } from "../support/route-client";
import { localBackend, s3Backend, text, type Backend } from "./media-fixtures";

const backends: [string, () => Promise<Backend>][] = [
  ["the local folder", async () => localBackend()],
  ["S3 (s3rver)", () => s3Backend()],
];

describe.each(backends)("storage on %s", (_name, make) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await make();
  });
  afterAll(async () => {
    useStorageForTests(null);
    await backend.stop();
  });

  it("writes, stats and reads an object, whole and by range", async () => {
    const s = backend.storage;
    const body = Buffer.from("0123456789abcdefghij");
    await s.write("videos-test/a.mp4", body, { contentType: "video/mp4" });
    const stat = await s.stat("videos-test/a.mp4");
    expect(stat).toMatchObject({ size: 20, contentType: "video/mp4" });
    expect(stat!.etag).toMatch(/^".+"$/);
    expect((await text(await s.read("videos-test/a.mp4"))).toString()).toBe("0123456789abcdefghij");
    expect((await text(await s.read("videos-test/a.mp4", { start: 5, end: 9 }))).toString()).toBe("56789");
  });

  it("takes a stream of a known size, moves an object to a new key and removes it", async () => {
    const s = backend.storage;
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    await s.write("staging/x", Readable.from([big.subarray(0, 1000), big.subarray(1000)]), { size: big.length });
    await s.move("staging/x", "final/y.bin");
    expect(await s.stat("staging/x")).toBeNull();
    expect((await s.stat("final/y.bin"))?.size).toBe(big.length);
    expect((await text(await s.read("final/y.bin"))).equals(big)).toBe(true);
    await s.remove("final/y.bin");
    expect(await s.stat("final/y.bin")).toBeNull();
    await s.remove("final/y.bin"); // nothing to remove: no error
  });

  it("lists and removes everything under a prefix, and nothing beside it", async () => {
    const s = backend.storage;
    for (const k of ["pkg/1/a.json", "pkg/1/lib/b.js", "pkg/10/c.json"]) await s.write(k, Buffer.from(k));
    expect(await s.list("pkg/1/")).toEqual(["pkg/1/a.json", "pkg/1/lib/b.js"]);
    await s.removePrefix("pkg/1/");
    expect(await s.list("pkg/1/")).toEqual([]);
    expect(await s.list("pkg/10/")).toEqual(["pkg/10/c.json"]);
  });

  it("says when there is no such object", async () => {
    expect(await backend.storage.stat("nothing/here.mp4")).toBeNull();
    await expect(backend.storage.read("nothing/here.mp4")).rejects.toBeInstanceOf(StorageNotFound);
  });

  it("refuses keys that would leave its folder or name nothing", async () => {
    for (const key of ["../outside.txt", "a/../../b", "/etc/passwd", "a//b", "a\\b", "", "a/"]) {
      await expect(backend.storage.write(key, Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it("serves a stored video through /media/videos/{name} with Range, HEAD and revalidation", async () => {
    useStorageForTests(backend.storage);
    const bytes = Buffer.concat([Buffer.from("\0\0\0\x18ftypisom", "latin1"), Buffer.alloc(5000, 3)]);
    await backend.storage.write("abc123.mp4", bytes, { contentType: "video/mp4" });
    const get = (headers: Record<string, string> = {}, handler = getVideo) =>
      call(handler, "/media/videos/abc123.mp4", { method: handler === headVideo ? "HEAD" : "GET", headers, params: { name: "abc123.mp4" } });
    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(whole.bytes).equals(bytes)).toBe(true);
    const part = await get({ range: "bytes=4-11" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(part.bytes).toString("latin1")).toBe("ftypisom");
    expect(part.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect((await get({ range: "bytes=999999-" })).status).toBe(416);
    expect((await get({ "if-none-match": whole.headers.get("etag")! })).status).toBe(304);
    const head = await get({}, headVideo);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(head.bytes.length).toBe(0);
    expect((await call(getVideo, "/media/videos/missing.mp4", { params: { name: "missing.mp4" } })).status).toBe(404);
  });
});
