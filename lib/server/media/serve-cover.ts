import "server-only";
// GET /media/covers/{name}: a course cover the studio stored (covers/<id>.webp, resized by the server), from the
// storage in use. A cover's name is new for every upload, so browsers may keep it for good.
import { AppError } from "@/lib/errors";
import { serveStoredObject } from "@/lib/server/storage/serve-object";

export async function serveCover(req: Request, name: string): Promise<Response> {
  const res = await serveStoredObject(req, `covers/${name}`, {
    contentType: "image/webp",
    headers: { "cache-control": "public, max-age=31536000, immutable", "cross-origin-resource-policy": "same-origin" },
  });
  if (!res) throw new AppError("not_found", "Cover not found.");
  return res;
}
