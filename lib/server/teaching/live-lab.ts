import "server-only";
// GET /api/classes/{id}/live/{labId}: while a class works on a lab, where each learner is — the cell of their
// latest run, whether it passed, failed its checks or raised an error (the error's first line), and when — polled
// every few seconds by the teacher's screen. GET …/live/{labId}/learners/{userId}: that learner's code per cell.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { LiveLab } from "@/lib/schemas/teaching";
import { getManagedClassOrThrow, getManagedLearnerOrThrow, type ClassActor } from "@/lib/server/classes/class-access";
import { labInfo } from "@/lib/server/classes/assignment-items";

async function labCells(labId: number) {
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: { labId },
    orderBy: { cellId: "asc" },
    select: { id: true, cellId: true, expectedOutput: true, testCode: true },
  });
  if (!cells.length) throw new AppError("not_found", `No lab has the ID ${labId}.`);
  return cells;
}

export async function getLiveLab({
  actor,
  classId,
  labId,
  now = new Date(),
}: {
  actor: ClassActor;
  classId: number;
  labId: number;
  now?: Date;
}): Promise<LiveLab> {
  await getManagedClassOrThrow({ actor, classId });
  const cells = await labCells(labId);
  const info = (await labInfo([labId])).get(labId)!;
  const prisma = await db();
  const members = await prisma.classMember.findMany({
    where: { classId },
    select: { user: { select: { id: true, username: true } } },
    orderBy: { user: { username: "asc" } },
  });
  const ids = members.map((m) => m.user.id);
  const cellIds = cells.map((c) => c.id);
  const [activity, passes] = await Promise.all([
    prisma.labActivity.findMany({
      where: { labId, userId: { in: ids } },
      orderBy: { lastRunAt: "desc" },
      select: { userId: true, cellId: true, outcome: true, errorLine: true, lastRunAt: true },
    }),
    prisma.userCellPass.groupBy({ by: ["userId"], where: { userId: { in: ids }, cellId: { in: cellIds } }, _count: { _all: true } }),
  ]);
  const number = new Map(cells.map((c) => [c.id, c.cellId]));
  return {
    lab: {
      labId,
      title: info.title,
      language: info.language,
      cells: cells.map((c) => ({ cellId: c.id, number: c.cellId, checked: c.expectedOutput !== null || c.testCode !== null })),
    },
    learners: members.map(({ user }) => {
      const latest = activity.find((a) => a.userId === user.id);
      return {
        id: user.id,
        username: user.username,
        cell: latest ? (number.get(latest.cellId) ?? null) : null,
        outcome: latest?.outcome ?? null,
        errorLine: latest?.errorLine ?? null,
        lastRunAt: latest?.lastRunAt.toISOString() ?? null,
        passed: passes.find((p) => p.userId === user.id)?._count._all ?? 0,
      };
    }),
    now: now.toISOString(),
  };
}

export async function getLiveLearnerCode({ actor, classId, labId, userId }: { actor: ClassActor; classId: number; labId: number; userId: number }) {
  const { learner } = await getManagedLearnerOrThrow({ actor, classId, userId });
  await labCells(labId);
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: { labId },
    orderBy: { cellId: "asc" },
    select: {
      id: true,
      cellId: true,
      code: true,
      userCodes: { where: { userId }, select: { code: true, updatedAt: true } },
      activity: { where: { userId }, select: { code: true, lastRunAt: true, outcome: true, errorLine: true, output: true } },
    },
  });
  return {
    learner: { id: learner.id, username: learner.username },
    cells: cells.map((c) => {
      const run = c.activity[0];
      const saved = c.userCodes[0];
      // Their newest code: as it last ran or as they last saved it, whichever is later; else the starter code.
      const code = run && (!saved || run.lastRunAt >= saved.updatedAt) ? run.code : (saved?.code ?? c.code);
      return {
        cellId: c.id,
        number: c.cellId,
        code,
        lastRunAt: run?.lastRunAt.toISOString() ?? null,
        outcome: run?.outcome ?? null,
        errorLine: run?.errorLine ?? null,
        output: run?.output ?? "",
      };
    }),
  };
}
