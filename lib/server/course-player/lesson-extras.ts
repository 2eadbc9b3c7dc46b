import "server-only";
// What the player needs beyond a lesson's video: a reading's Markdown as sanitised HTML (rendered on the server,
// lib/server/markdown) and a template game's data (handed to the game's page by the game frame). Shared by the
// learner's course read and the studio's preview, so both show a lesson the same way.
import { renderMarkdown } from "@/lib/server/markdown/render-markdown";
import { gameDataSchema, type GameData } from "@/lib/schemas/game-templates";

export function lessonExtras(c: { contentType: string; body: string | null; gameData: unknown }): { reading: string | null; game: GameData | null } {
  const game = c.contentType === "game" && c.gameData != null ? gameDataSchema.safeParse(c.gameData) : null;
  return {
    reading: c.contentType === "reading" ? renderMarkdown(c.body) : null,
    game: game?.success ? game.data : null,
  };
}
