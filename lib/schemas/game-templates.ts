// The course studio's built-in learning games: an author fills a template (matching pairs, order the steps,
// flashcards) and the course player plays it in the same sandboxed game frame as the seeded games
// (components/course-player/game-frame.tsx), from the template's page under /games/templates/ (its source in
// games/templates/), handing it this data by postMessage.
import { z } from "zod";

const required = (max: number) => z.string({ message: "must be text" }).trim().min(1, "is required").max(max, "is too long");
const short = required(160);

export const GAME_TEMPLATES = ["matching", "order", "flashcards"] as const;
export type GameTemplate = (typeof GAME_TEMPLATES)[number];
/** The built-in template games, played by the course player's game frame like the seeded games. */
export const gameTemplatePath = (t: GameTemplate) => `/games/templates/${t}/index.html`;

export const gameDataSchema = z.discriminatedUnion("template", [
  z.strictObject({
    template: z.literal("matching"),
    pairs: z
      .array(z.strictObject({ left: short, right: required(240) }))
      .min(2, "needs at least 2 pairs")
      .max(12, "may have at most 12 pairs"),
  }),
  z.strictObject({
    template: z.literal("order"),
    steps: z.array(required(240)).min(2, "needs at least 2 steps").max(12, "may have at most 12 steps"),
  }),
  z.strictObject({
    template: z.literal("flashcards"),
    cards: z
      .array(z.strictObject({ front: short, back: required(400) }))
      .min(1, "needs at least 1 card")
      .max(50, "may have at most 50 cards"),
  }),
]);
export type GameData = z.infer<typeof gameDataSchema>;
