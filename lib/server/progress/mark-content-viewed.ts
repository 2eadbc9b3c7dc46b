import "server-only";
// Opening a content marks it viewed (the tick) and makes it the course's resume point, on the server so
// it follows the learner to another device.
import { db } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "./get-enrolled-content-or-throw";
import { retryOnUnique } from "./retry-on-unique";

export async function markContentViewed({ userId, contentId }: { userId: number; contentId: number }) {
  const { enrollmentId } = await getEnrolledContentOrThrow({ userId, contentId });
  const prisma = await db();
  await retryOnUnique(() =>
    prisma.$transaction([
      prisma.contentProgress.upsert({
        where: { userId_contentId: { userId, contentId } },
        create: { userId, contentId, viewed: true },
        update: { viewed: true },
      }),
      prisma.enrollment.update({ where: { id: enrollmentId }, data: { lastContentId: contentId } }),
    ]),
  );
  return { contentId, viewed: true as const };
}
