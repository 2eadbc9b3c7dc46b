import "server-only";
// PATCH /api/classes/{id}: rename, grade, board, school year, and opening or closing the class for joining.
// POST /api/classes/{id}/code: a new code; the old one stops working at once.
import { db } from "@/lib/server/db/client";
import { audit } from "@/lib/server/people/audit";
import type { z } from "zod";
import type { updateClassBody } from "@/lib/schemas/classes";
import { getManagedClassOrThrow, type ClassActor } from "./class-access";
import { classSummary } from "./class-summaries";
import { withNewClassCode } from "./new-class-code";

export async function updateClass({ actor, classId, input }: { actor: ClassActor; classId: number; input: z.infer<typeof updateClassBody> }) {
  const before = await getManagedClassOrThrow({ actor, classId });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.schoolClass.update({ where: { id: classId }, data: input, select: { id: true } });
    const { joinOpen, ...rest } = input;
    if (Object.values(rest).some((v) => v !== undefined))
      await audit(tx, { actorId: actor.id, action: "class.updated", targetClassId: classId, details: rest });
    if (joinOpen !== undefined && joinOpen !== before.joinOpen) {
      await audit(tx, { actorId: actor.id, action: "class.joining_changed", targetClassId: classId, details: { joinOpen } });
    }
  });
  return classSummary(classId);
}

export async function rotateClassCode({ actor, classId }: { actor: ClassActor; classId: number }) {
  await getManagedClassOrThrow({ actor, classId });
  const prisma = await db();
  await withNewClassCode((code) =>
    prisma.$transaction(async (tx) => {
      await tx.schoolClass.update({ where: { id: classId }, data: { code }, select: { id: true } });
      // The codes themselves are not recorded: an old code in the audit trail would be a way in.
      await audit(tx, { actorId: actor.id, action: "class.code_rotated", targetClassId: classId });
    }),
  );
  return classSummary(classId);
}
