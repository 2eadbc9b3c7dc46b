// /media/videos/{name}: the app's own lecture videos, seekable with HTTP Range, never a path escape.
import { readdirSync, statSync } from "node:fs";
import { GET, HEAD } from "../../app/media/videos/[name]/route";
import { call } from "../support/route-client";

// A seeded video: the studio's uploads land in the same folder, under 32-hex names the server chose.
const name = readdirSync("media/videos").find((f) => f.endsWith(".mp4") && !/^[0-9a-f]{32}\./.test(f))!;
const size = statSync(`media/videos/${name}`).size;
const get = (n: string, headers: Record<string, string> = {}, handler = GET) => call(handler, `/media/videos/${n}`, { headers, params: { name: n } });

describe("GET /media/videos/{name}", () => {
  it("serves the whole file with Accept-Ranges and a validator", async () => {
    const res = await get(name);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(Number(res.headers.get("content-length"))).toBe(size);
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
  });

  it("answers a range with 206 and exactly those bytes", async () => {
    const res = await get(name, { range: "bytes=100-1099" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-1099/${size}`);
    expect(res.headers.get("content-length")).toBe("1000");
  });

  it("answers a range past the end with 416 and the size, not a server error", async () => {
    const res = await get(name, { range: "bytes=99999999-" });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${size}`);
  });

  it("ignores the range when If-Range names an older version, and revalidates with 304", async () => {
    const etag = (await get(name)).headers.get("etag")!;
    expect((await get(name, { range: "bytes=0-9", "if-range": '"stale"' })).status).toBe(200);
    expect((await get(name, { range: "bytes=0-9", "if-range": etag })).status).toBe(206);
    expect((await get(name, { "if-none-match": etag })).status).toBe(304);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await get(name, { range: "bytes=0-9" }, HEAD);
    expect(res.status).toBe(206);
    expect(res.headers.get("content-length")).toBe("10");
  });

  it.each(["../package.json", "..%2Fpackage.json", ".env", "missing.mp4", "notes.txt", "a/b.mp4"])("404s %s", async (bad) => {
    const res = await get(bad);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Video not found.");
  });
});
