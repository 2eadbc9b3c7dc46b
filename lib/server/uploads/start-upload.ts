import "server-only";
// POST /api/studio/uploads: an author starts uploading a file for a course they may change. The server checks the
// size against the kind's limit, chooses the upload's id (and later the stored name), records who uploads what,
// and opens the tus upload the bytes will go to.
import { randomBytes } from "node:crypto";
import { Upload } from "@tus/utils";
import { fillPath } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { canEditCourse, COURSE_EDITORS_ONLY } from "@/lib/server/courses/course-editors";
import { db } from "@/lib/server/db/client";
import { storage } from "@/lib/server/storage/storage";
import type { StartUploadBody } from "@/lib/schemas/media";
import { maxBytesOf, tooLargeMessage } from "./limits";
import { stagingFor } from "./staging";
import { sweepAbandonedUploads } from "./sweep-uploads";

type Actor = Pick<SessionUser, "id" | "role">;

/** Control characters and path separators never reach a stored record, even as a display name. */
function displayName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f/\\]/g, "_").slice(0, 255);
}

export async function startUpload({ actor, kind, courseId, size, name }: { actor: Actor } & StartUploadBody) {
  const prisma = await db();
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { id: true, userId: true } });
  if (!course) throw new AppError("not_found", "Course not found");
  if (!canEditCourse(actor, course)) throw new AppError("forbidden", COURSE_EDITORS_ONLY);
  const maxBytes = maxBytesOf(kind);
  if (size > maxBytes) throw new AppError("payload_too_large", tooLargeMessage(kind));

  void sweepAbandonedUploads().catch(() => undefined);
  const id = randomBytes(16).toString("hex");
  await prisma.mediaUpload.create({ data: { id, kind, courseId, userId: actor.id, name: displayName(name), size: BigInt(size) } });
  try {
    await stagingFor(storage()).store.create(new Upload({ id, size, offset: 0, metadata: { kind }, creation_date: new Date().toISOString() }));
  } catch (e) {
    await prisma.mediaUpload.delete({ where: { id } }).catch(() => undefined);
    throw e;
  }
  return { id, uploadUrl: fillPath(endpoints.uploadBytes.path, { id }), maxBytes };
}
