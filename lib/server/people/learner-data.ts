import "server-only";
// Children's data (India's DPDP Act 2023, GDPR art. 15 and 17): an admin exports everything LearnHub stores
// about one learner, as a zip of data.json and CSV files, and deletes a learner on request — the account and
// every row that names them (classes, enrolments, progress, attempts and their choices, saved code, lab passes
// and runs, codes, AI usage). Class statistics then count only the learners that remain. Both are audited; the
// audit entry of a deletion keeps the number the account had, nothing that names the person.
import { strToU8, zipSync } from "fflate";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { csvField } from "@/lib/server/teaching/gradebook-csv";
import { audit } from "./audit";
import { getReachablePersonOrThrow, type Admin } from "./people-access";

async function collect(userId: number) {
  const prisma = await db();
  const [account, classes, enrolments, progress, attempts, code, passes, runs, aiUsage, gameScores] = await Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        id: true,
        username: true,
        email: true,
        emailVerified: true,
        role: true,
        createdAt: true,
        disabledAt: true,
        parentalConsentAt: true,
        organization: { select: { name: true } },
        createdBy: { select: { username: true } },
      },
    }),
    prisma.classMember.findMany({
      where: { userId },
      select: { joinedAt: true, schoolClass: { select: { name: true, organization: { select: { name: true } } } } },
    }),
    prisma.enrollment.findMany({ where: { userId }, select: { createdAt: true, course: { select: { id: true, name: true } } } }),
    prisma.contentProgress.findMany({
      where: { userId },
      select: { viewed: true, positionSec: true, updatedAt: true, content: { select: { id: true, name: true } } },
    }),
    prisma.quizAttempt.findMany({
      where: { userId },
      select: {
        id: true,
        attemptNumber: true,
        score: true,
        total: true,
        startedAt: true,
        finishedAt: true,
        content: { select: { name: true } },
        answers: { select: { firstChoice: true, lastChoice: true, firstCorrect: true, assessment: { select: { question: true } } } },
      },
    }),
    prisma.userCellCode.findMany({ where: { userId }, select: { code: true, updatedAt: true, cell: { select: { labId: true, cellId: true, title: true } } } }),
    prisma.userCellPass.findMany({ where: { userId }, select: { passedAt: true, verifiedAt: true, cell: { select: { labId: true, cellId: true } } } }),
    prisma.labActivity.findMany({
      where: { userId },
      select: { labId: true, lastRunAt: true, outcome: true, errorLine: true, output: true, code: true, cell: { select: { cellId: true } } },
    }),
    prisma.aiUsage.findMany({ where: { subject: `user:${userId}` }, select: { day: true, count: true } }),
    prisma.gameScore.findMany({ where: { userId }, select: { contentId: true, score: true, total: true, updatedAt: true } }),
  ]);
  return { account, classes, enrolments, progress, attempts, code, passes, runs, aiUsage, gameScores };
}

const csv = (rows: (string | number | boolean | null | Date)[][]) =>
  "\uFEFF" +
  rows.map((r) => r.map((v) => csvField(v instanceof Date ? v.toISOString() : typeof v === "boolean" ? String(v) : v)).join(",")).join("\r\n") +
  "\r\n";

/** GET /api/admin/people/{id}/export: the archive's bytes and a file name. */
export async function exportLearnerData({ actor, userId }: { actor: Admin; userId: number }): Promise<{ zip: Uint8Array; fileName: string }> {
  await getReachablePersonOrThrow({ actor, userId });
  const d = await collect(userId);
  const prisma = await db();
  await prisma.$transaction((tx) => audit(tx, { actorId: actor.id, action: "learner.exported", targetUserId: userId }));
  const files: Record<string, Uint8Array> = {
    "data.json": strToU8(
      JSON.stringify(
        {
          exportedAt: new Date().toISOString(),
          note: "Everything LearnHub stores about this account. Chat messages to the AI tutor are not stored; ai_usage counts them per day.",
          ...d,
        },
        null,
        2,
      ),
    ),
    "classes.csv": strToU8(csv([["class", "school", "joined"], ...d.classes.map((c) => [c.schoolClass.name, c.schoolClass.organization.name, c.joinedAt])])),
    "progress.csv": strToU8(
      csv([
        ["content id", "content", "viewed", "video position (s)", "updated"],
        ...d.progress.map((p) => [p.content.id, p.content.name, p.viewed, p.positionSec, p.updatedAt]),
      ]),
    ),
    "attempts.csv": strToU8(
      csv([
        ["attempt", "attempt number", "lecture", "question", "first choice", "last choice", "first choice right", "score", "total", "started", "finished"],
        ...d.attempts.flatMap((a) =>
          a.answers.map((x) => [
            a.id,
            a.attemptNumber,
            a.content.name,
            x.assessment.question,
            x.firstChoice,
            x.lastChoice,
            x.firstCorrect,
            a.score,
            a.total,
            a.startedAt,
            a.finishedAt,
          ]),
        ),
      ]),
    ),
    "lab-code.csv": strToU8(
      csv([["lab", "cell", "title", "saved code", "updated"], ...d.code.map((c) => [c.cell.labId, c.cell.cellId, c.cell.title, c.code, c.updatedAt])]),
    ),
  };
  return { zip: zipSync(files, { level: 6 }), fileName: `learnhub-learner-${userId}.zip` };
}

/** DELETE /api/admin/people/{id}: a learner's account and every row that names them. */
export async function deleteLearner({ actor, userId }: { actor: Admin; userId: number }) {
  const person = await getReachablePersonOrThrow({ actor, userId });
  if (person.role !== "user")
    throw new AppError(
      "bad_request",
      "Only a learner's account can be deleted here. Change the role to learner first if this person no longer teaches or authors.",
    );
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.aiUsage.deleteMany({ where: { subject: `user:${userId}` } });
    // Everything else that names the learner goes with the account (ON DELETE CASCADE in the schema).
    await tx.user.delete({ where: { id: userId }, select: { id: true } });
    await audit(tx, { actorId: actor.id, action: "learner.deleted", targetUserId: userId });
  });
  return { message: "The learner's account and everything stored about them were deleted." };
}
