import "server-only";
// How large each kind of upload may be (the settings in lib/env.ts), and what the studio is told when a file is larger.
import { env } from "@/lib/env";
import type { UploadKind } from "@/lib/schemas/media";

const MB = 1024 * 1024;

export function maxBytesOf(kind: UploadKind): number {
  const e = env();
  return (kind === "video" ? e.UPLOAD_MAX_VIDEO_MB : kind === "cover" ? e.UPLOAD_MAX_COVER_MB : e.UPLOAD_MAX_H5P_MB) * MB;
}

export function largestUpload(): number {
  return Math.max(maxBytesOf("video"), maxBytesOf("cover"), maxBytesOf("h5p"));
}

const NOUN: Record<UploadKind, string> = { video: "A video", cover: "A cover image", h5p: "An H5P package" };

export function tooLargeMessage(kind: UploadKind): string {
  return `${NOUN[kind]} may be at most ${Math.round(maxBytesOf(kind) / MB)} MB.`;
}
