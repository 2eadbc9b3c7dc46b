import "server-only";
// A game lesson's best score per learner. The game frame reports each finished round; the best is kept: the
// highest share of the round's points (score / total, compared without rounding), then the higher score.
import { AppError } from "@/lib/errors";
import type { GameScore } from "@/lib/generated/prisma/client";
import { sql } from "@/lib/server/db/client";
import { getEnrolledContentOrThrow } from "./get-enrolled-content-or-throw";

type Best = { score: number; total: number } | null;

async function gameOrThrow({ userId, contentId }: { userId: number; contentId: number }) {
  const { contentType } = await getEnrolledContentOrThrow({ userId, contentId });
  if (contentType !== "game") throw new AppError("unprocessable", "This lesson is not a game.");
}

export async function saveGameScore({ userId, contentId, score, total }: { userId: number; contentId: number; score: number; total: number }) {
  await gameOrThrow({ userId, contentId });
  // One statement: the round is written when there is no best yet or it beats the best (two tabs finishing at once
  // keep the better round); RETURNING says whether it did.
  const [written] = await sql<Pick<GameScore, "score" | "total">>`
    INSERT INTO game_scores (user_id, content_id, score, total, updated_at)
    VALUES (${userId}, ${contentId}, ${score}, ${total}, now())
    ON CONFLICT (user_id, content_id) DO UPDATE SET score = EXCLUDED.score, total = EXCLUDED.total, updated_at = now()
    WHERE EXCLUDED.score::bigint * game_scores.total > game_scores.score::bigint * EXCLUDED.total
       OR (EXCLUDED.score::bigint * game_scores.total = game_scores.score::bigint * EXCLUDED.total AND EXCLUDED.score > game_scores.score)
    RETURNING score, total`;
  const best = written ?? (await readBest({ userId, contentId }));
  return { contentId, best, improved: written !== undefined };
}

export async function getGameScore({ userId, contentId }: { userId: number; contentId: number }) {
  await gameOrThrow({ userId, contentId });
  return { contentId, best: await readBest({ userId, contentId }), improved: false };
}

async function readBest({ userId, contentId }: { userId: number; contentId: number }): Promise<Best> {
  const [row] = await sql<Pick<GameScore, "score" | "total">>`SELECT score, total FROM game_scores WHERE user_id = ${userId} AND content_id = ${contentId}`;
  return row ?? null;
}
