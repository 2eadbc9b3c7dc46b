import "server-only";
// A content's skills test in the studio: read it, save it whole (questions, pass mark, shuffle), import questions.
// A question some attempt was taken on is never changed or deleted: saving a change retires it (retired_at) and
// writes a new row, so each past attempt keeps its questions through its test version (lib/server/quiz/test-version.ts);
// a question no one has answered is changed in place. The next attempt starts on a new version.
import { AppError } from "@/lib/errors";
import { db, sql } from "@/lib/server/db/client";
import { correctOptionNumber, optionsOf } from "@/lib/server/quiz/grade-choice";
import type { saveTestBody, StudioQuestion, StudioTest } from "@/lib/schemas/studio";
import type { Assessment } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import { getEditableStudioContentOrThrow, type StudioActor } from "./studio-access";

type Save = z.output<typeof saveTestBody>;
type Input = Save["questions"][number];

export const TEST_CHANGED = "The test changed meanwhile. Reload it and try again.";

export async function readTest(contentId: number): Promise<StudioTest> {
  const prisma = await db();
  const [content, rows, [counts]] = await Promise.all([
    prisma.content.findUniqueOrThrow({ where: { id: contentId }, select: { passPercent: true, shuffleOptions: true } }),
    prisma.assessment.findMany({ where: { contentId, retiredAt: null }, orderBy: { position: "asc" } }),
    sql<{ attempts: number; versions: number }>`
      SELECT (SELECT count(*)::int FROM quiz_attempts WHERE content_id = ${contentId} AND attempt_number IS NOT NULL) AS attempts,
             (SELECT count(*)::int FROM test_versions WHERE content_id = ${contentId}) AS versions`,
  ]);
  const questions: StudioQuestion[] = rows.map((q) => ({
    id: q.id,
    question: q.question,
    options: optionsOf(q),
    correct: correctOptionNumber(q) ?? 1,
    explanation: q.explanation,
  }));
  return {
    contentId,
    questions,
    passPercent: content.passPercent,
    shuffleOptions: content.shuffleOptions,
    attempts: counts!.attempts,
    versions: counts!.versions,
  };
}

export async function getTest({ actor, contentId }: { actor: StudioActor; contentId: number }): Promise<StudioTest> {
  await getEditableStudioContentOrThrow({ actor, contentId });
  return readTest(contentId);
}

function columns(q: Input) {
  const o = [...q.options, "", "", "", ""];
  return {
    question: q.question,
    option1: o[0]!,
    option2: o[1]!,
    option3: o[2]!,
    option4: o[3]!,
    option5: o[4]!,
    option6: o[5]!,
    correct: q.options[q.correct - 1]!,
    explanation: q.explanation?.trim() ? q.explanation.trim() : null,
  };
}

export async function saveTest({ actor, contentId, test }: { actor: StudioActor; contentId: number; test: Save }): Promise<StudioTest> {
  const content = await getEditableStudioContentOrThrow({ actor, contentId });
  await writeTest({ contentId, courseId: content.chapter.course.id, test });
  return readTest(contentId);
}

/** An unretired question as the save finds it, locked: whether some attempt was taken on it decides its fate. */
type Current = Pick<Assessment, "id" | "position" | keyof ReturnType<typeof columns>> & { used: boolean };

/**
 * Saves the test whole in one transaction of a few statements, whatever its length (a 20-question save was a round
 * trip per question, p95 311 ms in the bench): kept questions are renumbered together, new ones inserted together,
 * and only a question whose text changed is updated alone. The rows are locked first (FOR UPDATE, in the
 * transaction: the `sql` tag has no transactions), so two saves of one test never interleave.
 */
export async function writeTest({ contentId, courseId, test }: { contentId: number; courseId: number; test: Save }) {
  test.questions.forEach((q, i) => {
    if (q.correct > q.options.length) throw new AppError("bad_request", `questions.${i}.correct: must be one of the question's ${q.options.length} options`);
  });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    // Used: some attempt was taken on a version holding it, or answered it before versions existed.
    const rows = await tx.$queryRaw<Current[]>`
      SELECT q.id, q.position, q.question, q.option1, q.option2, q.option3, q.option4, q.option5, q.option6, q.correct, q.explanation,
             EXISTS (SELECT 1 FROM test_version_questions x JOIN quiz_attempts a ON a.version_id = x.version_id WHERE x.assessment_id = q.id)
             OR EXISTS (SELECT 1 FROM quiz_answers w WHERE w.assessment_id = q.id) AS used
      FROM assessments q WHERE q.content_id = ${contentId} AND q.retired_at IS NULL FOR UPDATE OF q`;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const q of test.questions) {
      if (q.id === undefined) continue;
      if (!byId.has(q.id) || keep.has(q.id)) throw new AppError("conflict", TEST_CHANGED);
      keep.add(q.id);
    }
    // What becomes of each row: retired (kept as it was answered, its position too), deleted, renumbered, changed
    // in place (no one answered it), or written anew (a new question, or a changed one someone answered).
    const retire = rows.filter((r) => r.used && !keep.has(r.id)).map((r) => r.id);
    const remove = rows.filter((r) => !r.used && !keep.has(r.id)).map((r) => r.id);
    const renumber: { id: number; position: number }[] = [];
    const change: { id: number; data: ReturnType<typeof columns> & { position: number } }[] = [];
    const create: (ReturnType<typeof columns> & { position: number; contentId: number })[] = [];
    for (const [i, q] of test.questions.entries()) {
      const data = { ...columns(q), position: i + 1 };
      const old = q.id === undefined ? undefined : byId.get(q.id);
      if (!old) {
        create.push({ ...data, contentId });
        continue;
      }
      const same = (Object.keys(columns(q)) as (keyof ReturnType<typeof columns>)[]).every((k) => (old[k] ?? null) === (data[k] ?? null));
      if (same) renumber.push({ id: old.id, position: i + 1 });
      else if (old.used) {
        retire.push(old.id);
        create.push({ ...data, contentId });
      } else change.push({ id: old.id, data });
    }
    const now = new Date();
    // Out of the way of the new order (positions are unique among unretired rows); a retired row gets its own back.
    await tx.assessment.updateMany({ where: { contentId, retiredAt: null }, data: { position: { multiply: -1 } } });
    if (retire.length) await tx.$executeRaw`UPDATE assessments SET retired_at = ${now}, position = -position WHERE id = ANY(${retire}::int[])`;
    if (remove.length) await tx.assessment.deleteMany({ where: { id: { in: remove } } });
    if (renumber.length)
      await tx.$executeRaw`
        UPDATE assessments q SET position = v.position
        FROM unnest(${renumber.map((r) => r.id)}::int[], ${renumber.map((r) => r.position)}::int[]) AS v(id, position)
        WHERE q.id = v.id`;
    for (const c of change) await tx.assessment.update({ where: { id: c.id }, data: c.data });
    if (create.length) await tx.assessment.createMany({ data: create });
    await tx.content.update({ where: { id: contentId }, data: { passPercent: test.passPercent, shuffleOptions: test.shuffleOptions } });
    await tx.course.update({ where: { id: courseId }, data: { updatedAt: now } });
  });
}
