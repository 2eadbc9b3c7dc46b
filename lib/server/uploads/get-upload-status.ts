import "server-only";
// GET /api/studio/uploads/{id}: the caller's own upload — under way, being checked, stored (its key) or refused (why).
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { statusOf, type UploadRow } from "./upload-row";

export const UPLOAD_NOT_FOUND = "Upload not found";

/** The upload, if it is the caller's: another account's upload is as unknown as a made-up id. */
export async function getOwnUploadOrThrow({ actor, id }: { actor: Pick<SessionUser, "id">; id: string }): Promise<UploadRow> {
  const prisma = await db();
  const row = await prisma.mediaUpload.findUnique({ where: { id } });
  if (!row || row.userId !== actor.id) throw new AppError("not_found", UPLOAD_NOT_FOUND);
  return row;
}

export async function getUploadStatus({ actor, id }: { actor: Pick<SessionUser, "id">; id: string }) {
  return statusOf(await getOwnUploadOrThrow({ actor, id }));
}
