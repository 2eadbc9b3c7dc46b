import "server-only";
// Answers a GET or HEAD for a stored object from whichever storage is in use, streaming (never buffered whole):
// one HTTP Range (206, 416), HEAD, ETag / Last-Modified revalidation and If-Range. Videos, covers and the files
// of H5P packages are served this way, so every instance serves what any instance stored.
//
// Why stream from S3 rather than redirect to a presigned URL: the app page is cross-origin isolated (COEP) with a
// `media-src 'self'` policy (a redirect to the bucket's origin would be refused), the bucket can stay private, and
// Range works the same on both backends. `npm run bench` (bench/uploads.ts) measures the rate of reading a stored
// video back through the app.
import { Readable } from "node:stream";
import { parseByteRange } from "@/lib/server/media/byte-range";
import { storage } from "./storage";
import type { StoredObject } from "./types";

type Options = {
  /** Headers every answer carries (Cache-Control, CORP, CSP…). */
  headers?: Record<string, string>;
  /** Overrides the type the key's extension names. */
  contentType?: string;
  /** An object already looked up (the caller checked it exists). */
  object?: StoredObject;
};

export async function serveStoredObject(req: Request, key: string, options: Options = {}): Promise<Response | null> {
  const store = storage();
  const object = options.object ?? (await store.stat(key));
  if (!object) return null;
  const { size, etag, lastModified } = object;
  const headers = new Headers({
    "content-type": options.contentType ?? object.contentType,
    "accept-ranges": "bytes",
    etag,
    "last-modified": lastModified.toUTCString(),
    "x-content-type-options": "nosniff",
    ...options.headers,
  });
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });

  const ifRange = req.headers.get("if-range");
  const range = ifRange && ifRange !== etag ? null : parseByteRange(req.headers.get("range"), size);
  if (range === "unsatisfiable") {
    headers.set("content-range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set("content-length", String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set("content-range", `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (req.method === "HEAD" || size === 0) return new Response(null, { status, headers });
  const body = await store.read(key, { start, end });
  // A closed tab cancels the web stream, which destroys the file or S3 stream under it.
  return new Response(Readable.toWeb(body as Readable) as ReadableStream<Uint8Array>, { status, headers });
}
