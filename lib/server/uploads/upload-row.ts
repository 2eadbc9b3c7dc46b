import "server-only";
// An upload's record as the studio sees it (GET /api/studio/uploads/{id}), and the addresses of stored files.
import { fillPath } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import type { UploadKind, UploadState, UploadStatus } from "@/lib/schemas/media";

export type UploadRow = {
  id: string;
  kind: string;
  courseId: number;
  userId: number;
  name: string;
  size: bigint;
  state: string;
  key: string | null;
  message: string | null;
};

/** Where the browser loads a stored file: a video through /media/videos/, a cover, an H5P package's player. */
export function urlOfKey(kind: UploadKind, key: string): string {
  if (kind === "video") return fillPath(endpoints.video.path, { name: key });
  if (kind === "cover") return fillPath(endpoints.cover.path, { name: key.slice("covers/".length) });
  return fillPath(endpoints.h5pPlay.path, { id: key.slice("h5p/".length) });
}

export function statusOf(row: UploadRow): UploadStatus {
  const kind = row.kind as UploadKind;
  return {
    id: row.id,
    kind,
    state: row.state as UploadState,
    key: row.state === "ready" ? row.key : null,
    url: row.state === "ready" && row.key ? urlOfKey(kind, row.key) : null,
    message: row.message,
    size: Number(row.size),
    name: row.name,
  };
}
