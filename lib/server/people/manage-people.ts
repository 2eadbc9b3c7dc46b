import "server-only";
// The admin's people screen: search accounts of their reach, change a role, move an account to a school, disable
// or enable it. Each change bumps the account's token version (its sessions end: the next request is signed out)
// and is written to the audit trail in the same transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { Person } from "@/lib/schemas/people-admin";
import { audit } from "./audit";
import { assertAdmin, getReachablePersonOrThrow, reachOf, type Admin } from "./people-access";

const PAGE_SIZE = 50;

const personSelect = {
  id: true,
  username: true,
  email: true,
  role: true,
  disabledAt: true,
  createdById: true,
  parentalConsentAt: true,
  createdAt: true,
  organization: { select: { id: true, name: true } },
} satisfies Prisma.UserSelect;

type Row = Prisma.UserGetPayload<{ select: typeof personSelect }>;

function toPerson(u: Row): Person {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    school: u.organization,
    disabled: u.disabledAt !== null,
    addedByTeacher: u.createdById !== null,
    parentalConsentAt: u.parentalConsentAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

export async function searchPeople({ actor, q, role, page }: { actor: Admin; q: string; role?: Person["role"]; page: number }) {
  assertAdmin(actor);
  const prisma = await db();
  const where: Prisma.UserWhereInput = {
    ...reachOf(actor),
    ...(role ? { role } : {}),
    ...(q ? { OR: [{ username: { contains: q, mode: "insensitive" } }, { email: { contains: q, mode: "insensitive" } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.user.findMany({ where, select: personSelect, orderBy: { username: "asc" }, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    prisma.user.count({ where }),
  ]);
  return { people: rows.map(toPerson), total, page, pageSize: PAGE_SIZE };
}

export async function listSchools({ actor }: { actor: Admin }) {
  assertAdmin(actor);
  const prisma = await db();
  return prisma.organization.findMany({ where: actor.orgId === null ? {} : { id: actor.orgId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

type Change = { role?: Person["role"]; organizationId?: number | null; disabled?: boolean };

export async function updatePerson({ actor, userId, change }: { actor: Admin; userId: number; change: Change }): Promise<Person> {
  const before = await getReachablePersonOrThrow({ actor, userId });
  if (userId === actor.id) throw new AppError("forbidden", "You cannot change your own role, school or access: ask another admin.");
  if (change.organizationId !== undefined && actor.orgId !== null) {
    throw new AppError("forbidden", "Only a platform admin (an admin without a school) can move an account to another school.");
  }
  const prisma = await db();
  if (change.organizationId != null && !(await prisma.organization.findUnique({ where: { id: change.organizationId }, select: { id: true } }))) {
    throw new AppError("bad_request", "No school has that id.");
  }
  const data: Prisma.UserUpdateInput = {};
  const events: { action: Parameters<typeof audit>[1]["action"]; details: Prisma.InputJsonValue }[] = [];
  if (change.role !== undefined && change.role !== before.role) {
    data.role = change.role;
    events.push({ action: "role.changed", details: { from: before.role, to: change.role } });
  }
  if (change.organizationId !== undefined && change.organizationId !== before.organizationId) {
    data.organization = change.organizationId === null ? { disconnect: true } : { connect: { id: change.organizationId } };
    events.push({ action: "school.changed", details: { from: before.organizationId, to: change.organizationId } });
  }
  if (change.disabled !== undefined && change.disabled !== (before.disabledAt !== null)) {
    data.disabledAt = change.disabled ? new Date() : null;
    events.push({ action: change.disabled ? "account.disabled" : "account.enabled", details: {} });
  }
  const row = await prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id: userId },
      data: events.length ? { ...data, tokenVersion: { increment: 1 } } : data,
      select: personSelect,
    });
    for (const e of events) await audit(tx, { actorId: actor.id, action: e.action, targetUserId: userId, details: e.details });
    return updated;
  });
  return toPerson(row);
}

export async function listAudit({ actor, userId, classId }: { actor: Admin; userId?: number; classId?: number }) {
  assertAdmin(actor);
  if (userId !== undefined) await getReachablePersonOrThrow({ actor, userId });
  const prisma = await db();
  const rows = await prisma.auditEvent.findMany({
    where: {
      ...(userId !== undefined ? { targetUserId: userId } : {}),
      ...(classId !== undefined ? { targetClassId: classId } : {}),
      // A school's admin reads what was done by or to people of their school.
      ...(actor.orgId === null ? {} : { OR: [{ actor: { organizationId: actor.orgId } }, { targetUserId: userId ?? -1 }] }),
    },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      createdAt: true,
      action: true,
      targetUserId: true,
      targetClassId: true,
      details: true,
      actor: { select: { id: true, username: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    action: r.action,
    actor: r.actor,
    targetUserId: r.targetUserId,
    targetClassId: r.targetClassId,
    details: r.details,
  }));
}
