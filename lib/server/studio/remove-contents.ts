import "server-only";
// Deleting contents takes with it what belongs to them alone — their questions and test versions, the learners'
// progress on them and their test attempts, their captions and class assignments — and nothing else: the learners'
// progress on the rest of the course stays, and the course's progress % counts only the contents that remain
// (lib/server/progress/get-course-progress.ts reads the current contents). A resume point on a removed content is
// cleared. The studio states these counts before asking (its `impact`).
import type { Prisma } from "@/lib/generated/prisma/client";

export async function removeContents(tx: Prisma.TransactionClient, contentIds: number[]) {
  if (!contentIds.length) return;
  const where = { contentId: { in: contentIds } };
  // Answers go with their attempts (cascade); attempts and progress point at the content with RESTRICT.
  await tx.quizAttempt.deleteMany({ where });
  await tx.contentProgress.deleteMany({ where });
  await tx.enrollment.updateMany({ where: { lastContentId: { in: contentIds } }, data: { lastContentId: null } });
  await tx.content.deleteMany({ where: { id: { in: contentIds } } });
}
