import "server-only";
// HEAD / PATCH / DELETE /api/studio/uploads/{id}: the tus requests of one upload, after lib/http.ts has checked the
// session, the role, the same-origin rule and the rate limit. Only the account that started the upload reaches its
// bytes. An upload that is already finished answers for itself (its full offset, or why it was refused): its staged
// file has moved on, and a client resuming after a lost answer must see "done", not start over.
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { storage } from "@/lib/server/storage/storage";
import { getOwnUploadOrThrow } from "./get-upload-status";
import { stagingFor } from "./staging";
import { tusServerFor } from "./tus-server";

const TUS_VERSION = "1.0.0";

function finished(status: number, size: bigint, body: string | null = null): Response {
  return new Response(body, {
    status,
    headers: {
      "Tus-Resumable": TUS_VERSION,
      "Upload-Offset": String(size),
      "Upload-Length": String(size),
      "Cache-Control": "no-store",
      ...(body ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    },
  });
}

export async function handleTusRequest({ req, actor, id }: { req: Request; actor: Pick<SessionUser, "id">; id: string }): Promise<Response> {
  const row = await getOwnUploadOrThrow({ actor, id });
  if (row.state !== "uploading") {
    if (req.method === "HEAD") return finished(200, row.size);
    if (req.method === "DELETE") throw new AppError("conflict", "This upload is finished; it can no longer be cancelled.");
    if (row.state === "processing") return finished(423, row.size, "The file is being checked.");
    if (row.state === "rejected") return finished(422, row.size, row.message ?? "The file was refused.");
    return finished(204, row.size);
  }
  const s = storage();
  const res = await tusServerFor(s).handleWeb(req);
  const prisma = await db();
  if (req.method === "DELETE" && res.status === 204) {
    await stagingFor(s)
      .forget(id)
      .catch(() => undefined);
    await prisma.mediaUpload.deleteMany({ where: { id, state: "uploading" } });
  } else if (req.method === "PATCH") {
    // Still being uploaded: not abandoned (sweep-uploads.ts).
    await prisma.mediaUpload.updateMany({ where: { id, state: "uploading" }, data: { updatedAt: new Date() } });
  }
  res.headers.set("Cache-Control", "no-store");
  return res;
}
