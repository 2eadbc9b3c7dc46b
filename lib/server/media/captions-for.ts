import "server-only";
// A lecture video's captions: a WebVTT file with the video's name and .vtt next to it in the app's video
// storage (media/videos/fractions-number-line.mp4 → fractions-number-line.vtt). Authors add captions to a
// video by putting that file there, or from the course player (save-captions.ts); the content APIs then name it
// and the players show it. Videos served from elsewhere (https URLs) carry none. Looked up on disk at most once
// a minute per video and instance (an upload clears this instance's entry; other instances see it within a minute).
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

const TTL_MS = 60_000;
const seen = new Map<string, { at: number; captions: string | null }>();

/** After an author saves captions: the next lookup for this video reads the disk again. */
export function forgetCaptions(video: string) {
  seen.delete(video.trim());
}

/** The captions file's name for a video this server stores (x.mp4 → x.vtt), or null for one hosted elsewhere. */
export function captionsFileFor(video: string | null): string | null {
  const v = video?.trim();
  if (!v || /^[a-z][a-z0-9+.-]*:/i.test(v) || v.startsWith("/") || v.includes("..") || v.includes("\\")) return null;
  return v.replace(/\.[A-Za-z0-9]+$/, "") + ".vtt";
}

export function captionsFor(video: string | null): string | null {
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
