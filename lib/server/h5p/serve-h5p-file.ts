import "server-only";
// GET /api/h5p/{id}/files/{path}: one file of an unpacked H5P package (h5p.json, content, its libraries), from the
// storage in use. Only the types H5P allows are ever unpacked (unpack-h5p.ts); each answer carries the sandbox's
// headers (sandbox-headers.ts), so even an SVG opened on its own runs nothing on the app's origin. A package never
// changes once stored (its id is new for every upload), so browsers may keep its files.
import path from "node:path";
import { AppError } from "@/lib/errors";
import { isSafeKey } from "@/lib/server/storage/keys";
import { serveStoredObject } from "@/lib/server/storage/serve-object";
import { H5P_EXTENSIONS } from "./unpack-h5p";
import { H5P_FILE_HEADERS } from "./sandbox-headers";

const NOT_FOUND = "File not found.";

export async function serveH5pFile(req: Request, id: string, file: string): Promise<Response> {
  const key = `h5p/${id}/${file}`;
  const ext = path.extname(file).slice(1).toLowerCase();
  if (!isSafeKey(key) || !H5P_EXTENSIONS.has(ext)) throw new AppError("not_found", NOT_FOUND);
  const res = await serveStoredObject(req, key, { headers: { ...H5P_FILE_HEADERS, "cache-control": "public, max-age=31536000, immutable" } });
  if (!res) throw new AppError("not_found", NOT_FOUND);
  return res;
}
