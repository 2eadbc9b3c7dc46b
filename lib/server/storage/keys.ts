// What a storage key may be: a relative path of plain segments. Names come from the server, but keys are also
// built from request paths (a file of an H5P package), so every backend checks them the same way first.
import path from "node:path";

const SEGMENT = /^[A-Za-z0-9._@+-][A-Za-z0-9 ._@+()-]*$/;

export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || key.startsWith("/") || key.endsWith("/") || key.includes("\\") || key.includes("\0")) return false;
  return key.split("/").every((s) => s !== "." && s !== ".." && SEGMENT.test(s) && s.length <= 255);
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}

export function assertSafePrefix(prefix: string): string {
  if (!prefix.endsWith("/") || !isSafeKey(prefix.slice(0, -1))) throw new Error(`Unsafe storage prefix: ${JSON.stringify(prefix)}`);
  return prefix;
}

const TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".ogv": "video/ogg",
  ".vtt": "text/vtt; charset=utf-8",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".eot": "application/vnd.ms-fontobject",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".csv": "text/csv; charset=utf-8",
  ".md": "text/plain; charset=utf-8",
  ".xml": "text/plain; charset=utf-8",
};

/** The type a key's extension names; unknown extensions are plain bytes (never sniffed into HTML). */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}
