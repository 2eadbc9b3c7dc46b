import "server-only";
// GET /api/h5p/runtime/{path}: the H5P player itself, self-hosted from the h5p-standalone package (its scripts,
// styles, fonts and images; no CDN), with the same sandbox headers as a package's files.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { AppError } from "@/lib/errors";
import { contentTypeOf } from "@/lib/server/storage/keys";
import { H5P_FILE_HEADERS } from "./sandbox-headers";

const RUNTIME_FILES = /^(main\.bundle\.js|frame\.bundle\.js|styles\/[a-z0-9-]+\.css|fonts\/[A-Za-z0-9_/.-]+\.(woff2?|ttf)|images\/[a-z0-9_-]+\.(svg|gif|png))$/;

export function runtimeDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), "node_modules/h5p-standalone/dist");
}

export async function serveH5pRuntime(req: Request, file: string): Promise<Response> {
  if (!RUNTIME_FILES.test(file) || file.includes("..")) throw new AppError("not_found", "File not found.");
  const full = path.join(runtimeDir(), file);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw new AppError("not_found", "File not found.");
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({ ...H5P_FILE_HEADERS, "content-type": contentTypeOf(file), etag, "cache-control": "public, max-age=86400" });
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(info.size));
  return new Response(Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>, { headers });
}
