import "server-only";
// Serves the lecture videos the app stores itself — the folder VIDEO_STORAGE_DIR (default media/videos) or the
// S3 bucket when one is configured (lib/server/storage) — with HTTP Range support, so the player can seek: 206
// with Content-Range, 416 for a range past the end, HEAD, ETag/Last-Modified revalidation and If-Range. Names
// are a strict allow-list: no paths, no dotfiles.
import path from "node:path";
import { AppError } from "@/lib/errors";
import { serveStoredObject } from "@/lib/server/storage/serve-object";

const TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".ogv": "video/ogg",
  // Captions stored beside their video (captions-for.ts).
  ".vtt": "text/vtt; charset=utf-8",
};
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

export async function serveVideo(req: Request, name: string): Promise<Response> {
  const type = TYPES[path.extname(name).toLowerCase()];
  if (!SAFE_NAME.test(name) || name.includes("..") || !type) throw new AppError("not_found", "Video not found.");
  const res = await serveStoredObject(req, name, {
    contentType: type,
    headers: { "cache-control": "public, max-age=3600", "cross-origin-resource-policy": "same-origin" },
  });
  if (!res) throw new AppError("not_found", "Video not found.");
  return res;
}
