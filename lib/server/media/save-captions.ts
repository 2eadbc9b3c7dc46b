import "server-only";
// PUT /api/content/captions/{contentId}'s use case: an author's WebVTT captions for a lecture video stored by
// this server, written beside the video (media/videos/x.mp4 → x.vtt, where captions-for.ts finds them) and
// replacing any earlier file. Authors and admins only. The file is written whole, then renamed into place, so a
// learner's player never reads half a file.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { captionsFileFor, forgetCaptions } from "./captions-for";

export const AUTHORS_ONLY_CAPTIONS = "Only authors and admins can add captions.";
export const NOT_STORED_HERE = "This lecture's video is not stored by this server: add its captions where the video is hosted.";
export const NO_VIDEO = "This content has no video to caption.";

export async function saveCaptions({ actor, contentId, vtt }: { actor: Pick<SessionUser, "role">; contentId: number; vtt: string }) {
  if (actor.role !== "author" && actor.role !== "admin") throw new AppError("forbidden", AUTHORS_ONLY_CAPTIONS);
  const prisma = await db();
  const content = await prisma.content.findUnique({ where: { id: contentId }, select: { video: true, contentType: true } });
  if (!content) throw new AppError("not_found", "Content not found");
  const video = content.video?.trim();
  if (!video || content.contentType === "game") throw new AppError("bad_request", NO_VIDEO);
  const name = captionsFileFor(video);
  if (!name) throw new AppError("bad_request", NOT_STORED_HERE);
  const dir = path.resolve(/* turbopackIgnore: true */ process.cwd(), env().VIDEO_STORAGE_DIR);
  const file = path.resolve(dir, name);
  if (!file.startsWith(dir + path.sep)) throw new AppError("bad_request", NOT_STORED_HERE);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  try {
    // Line ends as WebVTT writes them; the byte-order mark, if any, stays (it is valid WebVTT).
    await writeFile(tmp, vtt.replace(/\r\n?/g, "\n"), { mode: 0o644 });
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
  forgetCaptions(video);
  return { contentId, captions: name };
}
