import "server-only";
// Stored AI answers (table ai_answers): an explanation for one (assessment, chosen option) is produced once.
import { createHash } from "node:crypto";
import type { AiAnswer } from "@/lib/generated/prisma/client";
import { db, sql } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";

export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);
}

export async function readCachedAnswer(cacheKey: string): Promise<string | null> {
  const rows = await sql<Pick<AiAnswer, "answer">>`
    UPDATE ai_answers SET hits = hits + 1 WHERE cache_key = ${cacheKey} RETURNING answer`;
  const row = rows[0];
  return row?.answer ?? null;
}

export async function storeAnswer(a: { kind: string; cacheKey: string; assessmentId: number | null; answer: string; provider: string }) {
  const prisma = await db();
  try {
    await prisma.aiAnswer.create({ data: a });
  } catch (e) {
    // Two identical first requests raced; the first stored answer stands.
    if (dbConstraintError(e) !== "unique") throw e;
  }
}
