import "server-only";
// GET /api/classes/{id}/live/{labId}: while a class works on a lab, where each learner is — the cell of their
// latest run, whether it passed, failed its checks or raised an error (the error's first line), and when — polled
// every few seconds by the teacher's screen. GET …/live/{labId}/learners/{userId}: that learner's code per cell.
import { AppError } from "@/lib/errors";
import type { LabActivity, User } from "@/lib/generated/prisma/client";
import { db, sql } from "@/lib/server/db/client";
import type { LiveLab } from "@/lib/schemas/teaching";
import { getManagedClassOrThrow, getManagedLearnerOrThrow, type ClassActor } from "@/lib/server/classes/class-access";

async function labCells(labId: number) {
  const prisma = await db();
  const cells = await prisma.labCell.findMany({
    where: { labId },
    orderBy: { cellId: "asc" },
    select: { id: true, cellId: true, title: true, language: true, expectedOutput: true, testCode: true },
  });
  if (!cells.length) throw new AppError("not_found", `No lab has the ID ${labId}.`);
  return cells;
}

type LiveRow = Pick<User, "id" | "username"> & {
  cellId: LabActivity["cellId"] | null;
  outcome: LabActivity["outcome"] | null;
  errorLine: LabActivity["errorLine"];
  /** ms since the epoch (the column is UTC without a zone; read as a number, not by the driver's local-time parser). */
  lastRunMs: number | null;
  passed: number;
};

// Polled every few seconds by every teacher in the room: three reads a poll (the class's access, the lab's cells,
// then each learner's latest run and pass count in one statement).
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
  const rows = await sql<LiveRow>`
    SELECT u.id, u.username, la.cell_id AS "cellId", la.outcome, la.error_line AS "errorLine",
           (extract(epoch FROM la.last_run_at) * 1000)::float8 AS "lastRunMs",
           (SELECT count(*)::int FROM user_cell_passes p JOIN lab_cells lc ON lc.id = p.cell_id WHERE p.user_id = u.id AND lc.lab_id = ${labId}) AS passed
    FROM class_members m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN LATERAL (
      SELECT a.cell_id, a.outcome::text AS outcome, a.error_line, a.last_run_at FROM lab_activity a
      WHERE a.user_id = u.id AND a.lab_id = ${labId} ORDER BY a.last_run_at DESC LIMIT 1
    ) la ON true
    WHERE m.class_id = ${classId}
    ORDER BY u.username`;
  const number = new Map(cells.map((c) => [c.id, c.cellId]));
  return {
    lab: {
      labId,
      title: cells[0]!.title,
      language: cells[0]!.language,
      cells: cells.map((c) => ({ cellId: c.id, number: c.cellId, checked: c.expectedOutput !== null || c.testCode !== null })),
    },
    learners: rows.map((r) => ({
      id: r.id,
      username: r.username,
      cell: r.cellId ? (number.get(r.cellId) ?? null) : null,
      outcome: r.outcome,
      errorLine: r.errorLine,
      lastRunAt: r.lastRunMs === null ? null : new Date(r.lastRunMs).toISOString(),
      passed: r.passed,
    })),
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
