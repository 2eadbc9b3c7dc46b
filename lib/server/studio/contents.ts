import "server-only";
// A chapter's contents: add one of the studio's kinds, change it, reorder (also moving contents from another
// chapter of the same course), delete. Each kind keeps its own fields: a lecture's video (an upload key or an
// https:// address), an H5P package's key (in `video`), a template game's data (in game_data, played from its
// template's page), a reading's Markdown (in `body`). A skills test on its own is a reading without text.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import {
  gameTemplatePath,
  H5P_KEY_PATTERN,
  videoValueSchema,
  type createContentBody,
  type GameData,
  type StudioCourse,
  type updateContentBody,
} from "@/lib/schemas/studio";
import type { z } from "zod";
import { readStudioCourse } from "./get-studio-course";
import { removeContents } from "./remove-contents";
import { getEditableChapterOrThrow, getEditableStudioContentOrThrow, type StudioActor } from "./studio-access";

type Create = z.output<typeof createContentBody>;
type Update = z.output<typeof updateContentBody>;

const gameFields = (game: GameData) => ({ video: gameTemplatePath(game.template), gameData: game });

function kindFields(body: Create) {
  switch (body.kind) {
    case "lecture":
      return { contentType: "lecture", video: body.video };
    case "h5p":
      return { contentType: "h5p", video: body.video };
    case "game":
      return { contentType: "game", ...gameFields(body.game) };
    case "reading":
    case "test":
      return { contentType: "reading", body: body.body };
  }
}

async function touch(courseId: number) {
  const prisma = await db();
  await prisma.course.update({ where: { id: courseId }, data: { updatedAt: new Date() } });
}

export async function addContent({ actor, chapterId, body }: { actor: StudioActor; chapterId: number; body: Create }): Promise<StudioCourse> {
  const chapter = await getEditableChapterOrThrow({ actor, chapterId });
  const prisma = await db();
  for (let tries = 0; ; tries++) {
    try {
      const last = await prisma.content.aggregate({ where: { chapterId }, _max: { position: true } });
      await prisma.content.create({
        data: { chapterId, name: body.name, description: body.description, position: (last._max.position ?? 0) + 1, ...kindFields(body) },
      });
      break;
    } catch (e) {
      if (dbConstraintError(e) !== "unique" || tries >= 4) throw e;
    }
  }
  await touch(chapter.courseId);
  return readStudioCourse(chapter.courseId);
}

export async function updateContent({ actor, contentId, body }: { actor: StudioActor; contentId: number; body: Update }): Promise<StudioCourse> {
  const content = await getEditableStudioContentOrThrow({ actor, contentId });
  const data: Record<string, unknown> = {};
  if (body.name !== undefined) data.name = body.name;
  if (body.description !== undefined) data.description = body.description;
  const type = content.contentType;
  if (body.video !== undefined) {
    const v = body.video?.trim() || null;
    if (type === "h5p") {
      if (v !== null && !H5P_KEY_PATTERN.test(v)) throw new AppError("bad_request", "video: is not an H5P upload");
    } else if (type === "lecture" || type === "2") {
      if (v !== null && !videoValueSchema.safeParse(v).success) throw new AppError("bad_request", "video: must be a video upload or an https:// address");
    } else throw new AppError("bad_request", "video: this kind of content has no video");
    data.video = v;
  }
  if (body.body !== undefined) {
    if (type !== "reading") throw new AppError("bad_request", "body: only a reading has text");
    data.body = body.body;
  }
  if (body.game !== undefined) {
    if (type !== "game") throw new AppError("bad_request", "game: only a game has template data");
    Object.assign(data, gameFields(body.game));
  }
  const prisma = await db();
  await prisma.content.update({ where: { id: contentId }, data });
  await touch(content.chapter.courseId);
  return readStudioCourse(content.chapter.courseId);
}

/** The chapter's contents in this order; ids from another chapter of the same course move here. */
export async function reorderContents({
  actor,
  chapterId,
  contentIds,
}: {
  actor: StudioActor;
  chapterId: number;
  contentIds: number[];
}): Promise<StudioCourse> {
  const chapter = await getEditableChapterOrThrow({ actor, chapterId });
  const prisma = await db();
  const rows = await prisma.content.findMany({
    where: { OR: [{ chapterId }, { id: { in: contentIds } }] },
    select: { id: true, chapterId: true, chapter: { select: { courseId: true } } },
  });
  const here = rows.filter((r) => r.chapterId === chapterId).map((r) => r.id);
  const listed = new Set(contentIds);
  const foreign = rows.filter((r) => listed.has(r.id) && r.chapter.courseId !== chapter.courseId);
  if (
    new Set(contentIds).size !== contentIds.length ||
    foreign.length ||
    rows.filter((r) => listed.has(r.id)).length !== contentIds.length ||
    here.some((id) => !listed.has(id))
  ) {
    throw new AppError("conflict", "The lessons changed meanwhile. Reload the course and try again.");
  }
  // Three statements whatever the number of lessons (it was one per lesson): every listed lesson steps aside to
  // minus its position, then each takes its place (and this chapter, for one moved in from another chapter of the
  // course) in one statement. (chapter_id, position) is unique and checked row by row: when a lesson takes its place
  // every other lesson of this chapter is listed, so it is at a negative position, and no two listed lessons share
  // one.
  await prisma.$transaction([
    prisma.$executeRaw`UPDATE contents SET position = -position WHERE id = ANY(${contentIds}::int[])`,
    prisma.$executeRaw`
      UPDATE contents c SET chapter_id = ${chapterId}, position = v.position
      FROM unnest(${contentIds}::int[]) WITH ORDINALITY AS v(id, position)
      WHERE c.id = v.id`,
    prisma.course.update({ where: { id: chapter.courseId }, data: { updatedAt: new Date() }, select: { id: true } }),
  ]);
  return readStudioCourse(chapter.courseId);
}

export async function deleteContent({ actor, contentId }: { actor: StudioActor; contentId: number }): Promise<StudioCourse> {
  const content = await getEditableStudioContentOrThrow({ actor, contentId });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await removeContents(tx, [contentId]);
    await tx.course.update({ where: { id: content.chapter.courseId }, data: { updatedAt: new Date() } });
  });
  return readStudioCourse(content.chapter.courseId);
}
