// A game lesson's best score (the game frame's learnhub:game-score message, components/course-player/game-frame.tsx).
import { z } from "zod";
import { bodyIdSchema } from "./player";
import { idSchema } from "./common";

/** The most points a game reports for a round (the frame's own bound). */
export const GAME_MAX_TOTAL = 10_000;

const points = z.number({ message: "must be a number" }).int("must be a whole number");

/** POST /api/progress/game-score: a finished round. */
export const gameScoreBody = z
  .object({
    contentId: bodyIdSchema,
    score: points.min(0, "cannot be negative"),
    total: points.min(1, "must be at least 1").max(GAME_MAX_TOTAL, `is more than ${GAME_MAX_TOTAL}`),
  })
  .refine((b) => b.score <= b.total, { message: "cannot be more than total", path: ["score"] });

export const gameScoreParams = z.object({ contentId: idSchema });

const best = z.strictObject({ score: z.number().int(), total: z.number().int() });

/** The learner's best round of this game (null before their first), and whether this round became it. */
export const gameScoreResponse = z.strictObject({ contentId: z.number().int(), best: best.nullable(), improved: z.boolean() });
export type GameScoreResponse = z.infer<typeof gameScoreResponse>;
