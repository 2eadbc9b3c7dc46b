import "server-only";
// A lecture's captions, as the content APIs name them for the players:
// - its own captions, written by its course's owner or an admin (save-captions.ts, the content_captions table),
//   served by GET /api/content/captions/{id} and named with their version so a replaced file is fetched anew;
// - otherwise a WebVTT file with the video's name beside a video stored by this server
//   (media/videos/fractions-number-line.mp4 → fractions-number-line.vtt), put there by whoever placed the
//   video. Looked up on disk at most once a minute per video and instance.
// Videos served from elsewhere (https URLs) carry only captions of their own lecture.
import { existsSync } from "node:fs";
import path from "node:path";
import { fillPath } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import { env } from "@/lib/env";

const TTL_MS = 60_000;
const seen = new Map<string, { at: number; captions: string | null }>();

/** The captions file's name for a video this server stores (x.mp4 → x.vtt), or null for one hosted elsewhere. */
export function captionsFileFor(video: string | null): string | null {
  const v = video?.trim();
  if (!v || /^[a-z][a-z0-9+.-]*:/i.test(v) || v.startsWith("/") || v.includes("..") || v.includes("\\")) return null;
  return v.replace(/\.[A-Za-z0-9]+$/, "") + ".vtt";
}

function fileBesideVideo(video: string | null): string | null {
  const v = video?.trim();
  const vtt = captionsFileFor(v ?? null);
  if (!v || !vtt) return null;
  const hit = seen.get(v);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.captions;
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), env().VIDEO_STORAGE_DIR, vtt);
  const captions = existsSync(file) ? vtt : null;
  seen.set(v, { at: Date.now(), captions });
  return captions;
}

/** The address of a lecture's own captions (same origin); `version` changes whenever they are replaced. */
export function ownCaptionsUrl(contentId: number, version: Date | number): string {
  return `${fillPath(endpoints.captions.path, { id: contentId })}?v=${typeof version === "number" ? version : version.getTime()}`;
}

type Lecture = { id: number; contentType: string; video: string | null; ownCaptionsAt: Date | number | null };

/** What a content's `captions` field says: its own captions' address, the file beside its video, or null (games have none). */
export function captionsFor(c: Lecture): string | null {
  if (c.contentType === "game") return null;
  if (c.ownCaptionsAt != null) return ownCaptionsUrl(c.id, c.ownCaptionsAt);
  return fileBesideVideo(c.video);
}
