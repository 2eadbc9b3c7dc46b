import "server-only";
// A lecture video's captions: a WebVTT file with the video's name and .vtt next to it in the app's video
// storage (media/videos/fractions-number-line.mp4 → fractions-number-line.vtt). Authors add captions to a
// video by putting that file there; the content APIs then name it and the players show it. Videos served
// from elsewhere (https URLs) carry none. Looked up on disk at most once a minute per video.
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

const TTL_MS = 60_000;
const seen = new Map<string, { at: number; captions: string | null }>();

export function captionsFor(video: string | null): string | null {
  const v = video?.trim();
  if (!v || /^https?:\/\//i.test(v) || v.includes("..")) return null;
  const hit = seen.get(v);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.captions;
  const vtt = v.replace(/\.[A-Za-z0-9]+$/, "") + ".vtt";
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), env().VIDEO_STORAGE_DIR, vtt);
  const captions = existsSync(file) ? vtt : null;
  seen.set(v, { at: Date.now(), captions });
  return captions;
}
