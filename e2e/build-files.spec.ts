// The build's scripts and styles are sent from the brotli/gzip copies made after `next build`
// (scripts/compress-static.mjs, served by scripts/server/static-assets.ts), kept for good, and decode to the
// very bytes Next serves; a browser that accepts neither coding still gets the file from Next.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { test, expect } from "@playwright/test";

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function rawGet(base: string, path: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

test("the page's scripts and styles come from their compressed copies, identical to the files", async ({ page, baseURL }) => {
  const assets: string[] = [];
  page.on("requestfinished", (r) => {
    const url = new URL(r.url());
    if (/^\/_next\/static\/.+\.(js|css)$/.test(url.pathname)) assets.push(url.pathname);
  });
  await page.goto("/#/Coder_3");
  await expect(page.locator(".monaco-editor").first()).toBeVisible({ timeout: 60_000 });
  const files = await Promise.all([...new Set(assets)].map(async (asset) => ({ asset, plain: await rawGet(baseURL!, asset, "identity") })));
  for (const { asset, plain } of files) {
    expect(plain.status, asset).toBe(200);
    expect(plain.headers["content-encoding"], asset).toBeUndefined();
  }
  // Files under 1 KB get no copies (scripts/precompress.mjs); the rest — Monaco's core, the stylesheets — all do.
  const compressed = files.filter((f) => f.plain.body.length >= 1024);
  expect(compressed.length).toBeGreaterThan(5);
  expect(compressed.some((f) => f.asset.endsWith(".css"))).toBe(true);
  for (const { asset, plain } of compressed) {
    const br = await rawGet(baseURL!, asset, "gzip, deflate, br");
    expect(br.headers["content-encoding"], asset).toBe("br");
    expect(br.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers["content-length"]), asset).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
    const gz = await rawGet(baseURL!, asset, "gzip");
    expect(gz.headers["content-encoding"], asset).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body), asset).toBe(true);
  }
});

test("a path that leaves the build folder is not served from it", async ({ baseURL }) => {
  const res = await rawGet(baseURL!, "/_next/static/..%2f..%2fpackage.json", "br");
  expect(res.status).toBe(404);
  expect(res.body.toString()).not.toContain('"learnhub"');
});
