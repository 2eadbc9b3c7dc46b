import "server-only";
// The audit trail of changes to people and classes: who did what to whom, when. Details hold the values that
// changed, never a password or a code. Written in the same transaction as the change it records.
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditAction =
  | "role.changed"
  | "school.changed"
  | "account.disabled"
  | "account.enabled"
  | "account.created_by_teacher"
  | "learner.exported"
  | "learner.deleted"
  | "class.created"
  | "class.updated"
  | "class.code_rotated"
  | "class.joining_changed"
  | "class.member_removed";

type Tx = Pick<Prisma.TransactionClient, "auditEvent">;

export async function audit(
  tx: Tx,
  e: { actorId: number; action: AuditAction; targetUserId?: number | null; targetClassId?: number | null; details?: Prisma.InputJsonValue },
): Promise<void> {
  await tx.auditEvent.create({
    data: { actorId: e.actorId, action: e.action, targetUserId: e.targetUserId ?? null, targetClassId: e.targetClassId ?? null, details: e.details ?? {} },
    select: { id: true },
  });
}
