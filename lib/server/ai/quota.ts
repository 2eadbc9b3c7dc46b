import "server-only";
// The daily AI allowance per learner (or per address for visitors), table ai_usage.
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { AiUsage } from "@/lib/generated/prisma/client";
import { db, sql } from "@/lib/server/db/client";

export function quotaSubject({ userId, ip }: { userId: number | null; ip: string }): string {
  return userId != null ? `user:${userId}` : `ip:${ip}`;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function quotaMessage(limit: number): string {
  return `You have used all ${limit} AI tutor answers for today. The limit resets at midnight (UTC); cached answers and the rest of LearnHub still work.`;
}

/** Counts one answer against today's allowance; returns a refund for when the answer could not be produced. */
export async function consumeAiQuota(subject: string): Promise<() => Promise<void>> {
  const limit = env().AI_DAILY_QUOTA;
  const day = today();
  // One statement: two tabs asking at once cannot both see the old count.
  const rows = await sql<Pick<AiUsage, "count">>`
    INSERT INTO ai_usage (subject, day, count) VALUES (${subject}, ${day}, 1)
    ON CONFLICT (subject, day) DO UPDATE SET count = ai_usage.count + 1
    RETURNING count`;
  const prisma = await db();
  const refund = async () => {
    await prisma.aiUsage.updateMany({ where: { subject, day, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
  };
  if (Number(rows[0]!.count) > limit) {
    await refund();
    throw new AppError("rate_limited", quotaMessage(limit));
  }
  return refund;
}
