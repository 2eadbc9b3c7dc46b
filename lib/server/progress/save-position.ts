import "server-only";
// The player's periodic save of where the learner is in a video; the resume point follows it.
import { getEnrolledContentOrThrow } from "./get-enrolled-content-or-throw";
import { recordProgress } from "./record-progress";

type Options = { userId: number; contentId: number; positionSec: number };

export async function savePosition({ userId, contentId, positionSec }: Options) {
  const { enrollmentId } = await getEnrolledContentOrThrow({ userId, contentId });
  // Millisecond precision is plenty for a resume point and keeps the stored value tidy.
  const rounded = Math.round(positionSec * 1000) / 1000;
  await recordProgress({ userId, contentId, enrollmentId, positionSec: rounded });
  return { contentId, positionSec: rounded };
}
