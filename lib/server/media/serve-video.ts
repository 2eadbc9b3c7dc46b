import "server-only";
// Serves the lecture videos the app stores itself (VIDEO_STORAGE_DIR, default media/videos) with HTTP
// Range support, so the player can seek: 206 with Content-Range, 416 for a range past the end, HEAD,
// ETag/Last-Modified revalidation and If-Range. Names are a strict allow-list: no paths, no dotfiles.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { parseByteRange } from "./byte-range";

const TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".ogv": "video/ogg",
  // Captions stored beside their video (captions-for.ts).
  ".vtt": "text/vtt; charset=utf-8",
};
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

async function locate(name: string) {
  const type = TYPES[path.extname(name).toLowerCase()];
  if (!SAFE_NAME.test(name) || name.includes("..") || !type) throw new AppError("not_found", "Video not found.");
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), env().VIDEO_STORAGE_DIR, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError("not_found", "Video not found.");
  return { file, type, size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, modified: info.mtime };
}

export async function serveVideo(req: Request, name: string): Promise<Response> {
  const { file, type, size, etag, modified } = await locate(name);
  const headers = new Headers({
    "content-type": type,
    "accept-ranges": "bytes",
    etag,
    "last-modified": modified.toUTCString(),
    "cache-control": "public, max-age=3600",
    "cross-origin-resource-policy": "same-origin",
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
  const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
