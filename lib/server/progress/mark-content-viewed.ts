import "server-only";
// Opening a content marks it viewed (the tick) and makes it the course's resume point, on the server so
// it follows the learner to another device.
import { getEnrolledContentOrThrow } from "./get-enrolled-content-or-throw";
import { recordProgress } from "./record-progress";

export async function markContentViewed({ userId, contentId }: { userId: number; contentId: number }) {
  const { enrollmentId } = await getEnrolledContentOrThrow({ userId, contentId });
  await recordProgress({ userId, contentId, enrollmentId, viewed: true });
  return { contentId, viewed: true as const };
}
