import "server-only";
// The player's periodic save of where the learner is in a video; the resume point follows it.
import { db } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "./get-enrolled-content-or-throw";
import { retryOnUnique } from "./retry-on-unique";

type Options = { userId: number; contentId: number; positionSec: number };

export async function savePosition({ userId, contentId, positionSec }: Options) {
  const { enrollmentId } = await getEnrolledContentOrThrow({ userId, contentId });
  const prisma = await db();
  // Millisecond precision is plenty for a resume point and keeps the stored value tidy.
  const rounded = Math.round(positionSec * 1000) / 1000;
  await retryOnUnique(() =>
    prisma.$transaction([
      prisma.contentProgress.upsert({
        where: { userId_contentId: { userId, contentId } },
        create: { userId, contentId, viewed: true, positionSec: rounded },
        update: { positionSec: rounded },
      }),
      prisma.enrollment.update({ where: { id: enrollmentId }, data: { lastContentId: contentId } }),
    ]),
  );
  return { contentId, positionSec: rounded };
}
