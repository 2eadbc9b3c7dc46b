import "server-only";
// What happens when an upload's last byte is in: its type is read from its content (never its name), it is
// checked, and it is stored under the name the server chooses — a video as <id>.mp4 / <id>.webm, a cover resized
// to covers/<id>.webp, an H5P package unpacked under h5p/<id>/ after every path in it was checked. A refused file
// is deleted and its record says why. Runs once per upload (the state moves uploading → processing first).
import type { Readable } from "node:stream";
import { db } from "@/lib/server/db/client";
import { storage } from "@/lib/server/storage/storage";
import type { ObjectStorage } from "@/lib/server/storage/types";
import { log } from "@/lib/server/log/logger";
import { H5pRefused, unpackH5p } from "@/lib/server/h5p/unpack-h5p";
import type { UploadKind } from "@/lib/schemas/media";
import { coverFrom, NotAnImage } from "./cover-image";
import { SNIFF_BYTES, sniff } from "./sniff";
import { stagingFor } from "./staging";

export const NOT_A_VIDEO = "This file is not an MP4 or WebM video.";
export const NOT_AN_IMAGE = "This file is not a PNG, JPEG or WebP image.";
export const NOT_AN_H5P = "This file is not an H5P package (.h5p is a zip file).";
const SIZE_CHANGED = "The file that arrived is not the size announced. Upload it again.";

class Refused extends Error {}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

async function headOf(store: ObjectStorage, key: string, size: number): Promise<Buffer> {
  return readAll(await store.read(key, { start: 0, end: Math.min(SNIFF_BYTES, size) - 1 }));
}

/** Checks and stores one finished upload; answers the key it is stored under. */
async function store(kind: UploadKind, id: string, staged: string, size: number, s: ObjectStorage): Promise<string> {
  const head = await headOf(s, staged, size);
  const type = sniff(head)?.type;
  if (kind === "video") {
    if (type !== "mp4" && type !== "webm") throw new Refused(NOT_A_VIDEO);
    const key = `${id}.${type}`;
    await s.move(staged, key, { contentType: type === "mp4" ? "video/mp4" : "video/webm" });
    return key;
  }
  if (kind === "cover") {
    if (type !== "png" && type !== "jpeg" && type !== "webp") throw new Refused(NOT_AN_IMAGE);
    let webp: Buffer;
    try {
      webp = await coverFrom(await readAll(await s.read(staged)));
    } catch (e) {
      if (e instanceof NotAnImage) throw new Refused(`${NOT_AN_IMAGE} (${e.message})`);
      throw e;
    }
    const key = `covers/${id}.webp`;
    await s.write(key, webp, { contentType: "image/webp" });
    await s.remove(staged);
    return key;
  }
  if (type !== "zip") throw new Refused(NOT_AN_H5P);
  try {
    await unpackH5p({ storage: s, source: staged, size, id });
  } catch (e) {
    if (e instanceof H5pRefused) throw new Refused(e.message);
    throw e;
  }
  await s.remove(staged);
  return `h5p/${id}`;
}

export async function processUpload({ id }: { id: string }): Promise<{ state: string; key: string | null; message: string | null }> {
  const prisma = await db();
  const claimed = await prisma.mediaUpload.updateMany({ where: { id, state: "uploading" }, data: { state: "processing" } });
  const row = await prisma.mediaUpload.findUniqueOrThrow({ where: { id } });
  if (claimed.count === 0) return row;
  const s = storage();
  const staging = stagingFor(s);
  const staged = staging.stagedKey(id);
  try {
    const stat = await s.stat(staged);
    if (!stat || stat.size !== Number(row.size)) throw new Refused(SIZE_CHANGED);
    const key = await store(row.kind as UploadKind, id, staged, stat.size, s);
    await staging.forget(id);
    return await prisma.mediaUpload.update({ where: { id }, data: { state: "ready", key, message: null } });
  } catch (e) {
    const message = e instanceof Refused ? e.message : "The file could not be stored. Try again in a moment.";
    if (!(e instanceof Refused)) log.error("upload processing failed", { id, err: e });
    await s.removePrefix(`h5p/${id}/`).catch(() => undefined);
    await s.remove(staged).catch(() => undefined);
    await staging.forget(id).catch(() => undefined);
    return await prisma.mediaUpload.update({ where: { id }, data: { state: "rejected", message } });
  }
}
