import "server-only";
// A class's assignments: a course (its learners are enrolled: now, and whoever joins later), one lecture's skills
// test (enrolled in its course too), or a lab; each with an optional due date. Assigning the same thing again
// changes its due date (one item per class and target). A learner's My Learning lists what is assigned to them,
// by whom, when due, overdue first.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { publishedCourse } from "@/lib/server/courses/published";
import { isPassing } from "@/lib/schemas/quiz";
import type { CreateAssignmentInput, MyAssignment } from "@/lib/schemas/classes";
import { getManagedClassOrThrow, type ClassActor } from "./class-access";
import { assignmentSelect, coursesOf, toAssignmentItems } from "./assignment-items";
import { enrolInCourses } from "./enrol-members";

async function target(input: CreateAssignmentInput): Promise<{ targetKey: string; courseId?: number; contentId?: number; labId?: number }> {
  const prisma = await db();
  if (input.kind === "course") {
    const course = await prisma.course.findFirst({ where: { id: input.courseId, ...publishedCourse }, select: { id: true } });
    if (!course) throw new AppError("bad_request", "Choose a published course to assign.");
    return { targetKey: `course:${course.id}`, courseId: course.id };
  }
  if (input.kind === "test") {
    const content = await prisma.content.findFirst({
      where: { id: input.contentId, assessments: { some: {} }, chapter: { course: publishedCourse } },
      select: { id: true },
    });
    if (!content) throw new AppError("bad_request", "Choose a lecture of a published course that has a skills test.");
    return { targetKey: `test:${content.id}`, contentId: content.id };
  }
  const cell = await prisma.labCell.findFirst({ where: { labId: input.labId }, select: { labId: true } });
  if (!cell) throw new AppError("bad_request", `No lab has the ID ${input.labId}.`);
  return { targetKey: `lab:${cell.labId}`, labId: cell.labId };
}

export async function createAssignment({ actor, classId, input }: { actor: ClassActor; classId: number; input: CreateAssignmentInput }) {
  await getManagedClassOrThrow({ actor, classId });
  const t = await target(input);
  const dueAt = input.dueAt ? new Date(input.dueAt) : null;
  const prisma = await db();
  const { row, enrolled, created } = await prisma.$transaction(async (tx) => {
    const existing = await tx.assignment.findUnique({ where: { classId_targetKey: { classId, targetKey: t.targetKey } }, select: { id: true } });
    const row = await tx.assignment.upsert({
      where: { classId_targetKey: { classId, targetKey: t.targetKey } },
      create: { classId, kind: input.kind, ...t, dueAt, createdById: actor.id },
      update: { dueAt },
      select: assignmentSelect,
    });
    const members = await tx.classMember.findMany({ where: { classId }, select: { userId: true } });
    const enrolled = await enrolInCourses(
      tx,
      members.map((m) => m.userId),
      coursesOf([row]),
    );
    return { row, enrolled, created: !existing };
  });
  const [assignment] = await toAssignmentItems([row]);
  return { message: created ? "Assigned." : "The due date was changed.", assignment: assignment!, enrolled };
}

export async function deleteAssignment({ actor, classId, assignmentId }: { actor: ClassActor; classId: number; assignmentId: number }) {
  await getManagedClassOrThrow({ actor, classId });
  const prisma = await db();
  const { count } = await prisma.assignment.deleteMany({ where: { id: assignmentId, classId } });
  if (!count) throw new AppError("not_found", "Assignment not found");
  // Enrolments stay: learners keep the course and their progress in it.
  return { message: "The assignment was removed. Learners keep the course and their work." };
}

/** Whether a learner has done an assignment: a course completed, a test passed, a lab's checked cells all passed. */
async function doneSet(userId: number, rows: { id: number; kind: string; courseId: number | null; contentId: number | null; labId: number | null }[]) {
  const prisma = await db();
  const done = new Set<number>();
  const tests = rows.filter((r) => r.kind === "test").map((r) => r.contentId!);
  const labs = rows.filter((r) => r.kind === "lab").map((r) => r.labId!);
  const courses = rows.filter((r) => r.kind === "course").map((r) => r.courseId!);
  const [attempts, cells, passes, contents, viewed] = await Promise.all([
    prisma.quizAttempt.findMany({
      where: { userId, contentId: { in: tests }, finishedAt: { not: null } },
      select: { contentId: true, score: true, total: true },
    }),
    prisma.labCell.findMany({
      where: { labId: { in: labs }, OR: [{ expectedOutput: { not: null } }, { testCode: { not: null } }] },
      select: { id: true, labId: true },
    }),
    prisma.userCellPass.findMany({ where: { userId, cell: { labId: { in: labs } } }, select: { cellId: true } }),
    prisma.content.findMany({ where: { chapter: { courseId: { in: courses } } }, select: { id: true, chapter: { select: { courseId: true } } } }),
    prisma.contentProgress.findMany({ where: { userId, viewed: true, content: { chapter: { courseId: { in: courses } } } }, select: { contentId: true } }),
  ]);
  const passedCells = new Set(passes.map((p) => p.cellId));
  const seen = new Set(viewed.map((v) => v.contentId));
  for (const r of rows) {
    if (r.kind === "test" && attempts.some((a) => a.contentId === r.contentId && isPassing(a.score ?? 0, a.total))) done.add(r.id);
    if (r.kind === "lab") {
      const checked = cells.filter((c) => c.labId === r.labId);
      if (checked.length > 0 && checked.every((c) => passedCells.has(c.id))) done.add(r.id);
    }
    if (r.kind === "course") {
      const all = contents.filter((c) => c.chapter.courseId === r.courseId);
      if (all.length > 0 && all.every((c) => seen.has(c.id))) done.add(r.id);
    }
  }
  return done;
}

export async function listMyAssignments({ userId, now = new Date() }: { userId: number; now?: Date }): Promise<MyAssignment[]> {
  const prisma = await db();
  const rows = await prisma.assignment.findMany({
    where: { schoolClass: { members: { some: { userId } } } },
    select: { ...assignmentSelect, schoolClass: { select: { id: true, name: true } }, createdBy: { select: { username: true } } },
  });
  const items = await toAssignmentItems(rows);
  const done = await doneSet(userId, rows);
  const mine = rows.map((r, i) => {
    const isDone = done.has(r.id);
    return {
      ...items[i]!,
      class: r.schoolClass,
      assignedBy: r.createdBy?.username ?? null,
      done: isDone,
      overdue: !isDone && r.dueAt !== null && r.dueAt < now,
    };
  });
  // Overdue first, then by due date (none last), then newest.
  const rank = (a: MyAssignment) => (a.overdue ? 0 : a.done ? 2 : 1);
  return mine.sort((a, b) => rank(a) - rank(b) || (a.dueAt ?? "9999").localeCompare(b.dueAt ?? "9999") || b.createdAt.localeCompare(a.createdAt));
}
