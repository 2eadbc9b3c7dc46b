import "server-only";
// DELETE /api/classes/{id}/learners/{userId}: the learner leaves the class's lists; their account, enrolments and
// work stay theirs.
import { db } from "@/lib/server/db/client";
import { audit } from "@/lib/server/people/audit";
import { getManagedLearnerOrThrow, type ClassActor } from "./class-access";

export async function removeLearner({ actor, classId, userId }: { actor: ClassActor; classId: number; userId: number }) {
  await getManagedLearnerOrThrow({ actor, classId, userId });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.classMember.delete({ where: { classId_userId: { classId, userId } }, select: { classId: true } });
    await audit(tx, { actorId: actor.id, action: "class.member_removed", targetUserId: userId, targetClassId: classId });
  });
  return { message: "The learner was removed from the class. Their own work stays theirs." };
}
