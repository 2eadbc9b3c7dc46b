import "server-only";
// Uploads nobody finished (a tab closed for good) are dropped after a week with what they had received, at most
// once an hour per instance, when someone starts a new upload.
import { db } from "@/lib/server/db/client";
import { storage } from "@/lib/server/storage/storage";
import { stagingFor } from "./staging";

export const ABANDONED_AFTER_MS = 7 * 24 * 3600 * 1000;
let lastSweep = 0;

export async function sweepAbandonedUploads({ now = Date.now(), force = false } = {}) {
  if (!force && now - lastSweep < 3600 * 1000) return 0;
  lastSweep = now;
  const prisma = await db();
  const stale = await prisma.mediaUpload.findMany({
    where: { state: "uploading", updatedAt: { lt: new Date(now - ABANDONED_AFTER_MS) } },
    select: { id: true },
    take: 200,
  });
  const staging = stagingFor(storage());
  for (const { id } of stale) {
    await staging.store.remove(id).catch(() => undefined);
    await staging.forget(id).catch(() => undefined);
    await prisma.mediaUpload.delete({ where: { id } }).catch(() => undefined);
  }
  return stale.length;
}
