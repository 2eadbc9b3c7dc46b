// Where a content's media comes from. An https:// video plays directly (contract §2); any other value is a
// file under the video storage base the server reports (VIDEO_BASE_URL). Games only ever load from the
// app's own /games/ folder, inside a sandboxed frame.
import { endpoints } from "@/lib/api/endpoints";

/** Where a lecture's own captions are served (GET /api/content/captions/{id}): the entry's path up to its id. */
const OWN_CAPTIONS_PREFIX = endpoints.captions.path.slice(0, endpoints.captions.path.indexOf(":id"));

export function videoSrc(video: string | null | undefined, baseUrl: string): string | null {
  const v = video?.trim();
  if (!v) return null;
  if (/^https:\/\//i.test(v)) return v;
  // A query (a captions file's ?v= after an author replaced it) is kept as it is; the path is encoded.
  const q = v.indexOf("?");
  const query = q >= 0 ? v.slice(q) : "";
  const segments = (q >= 0 ? v.slice(0, q) : v)
    .split("/")
    .filter((s) => s && s !== "." && s !== "..")
    .map(encodeURIComponent);
  if (segments.length === 0) return null;
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return base + segments.join("/") + query;
}

/** A lecture's captions: its own (an address on this app, "/api/content/captions/…") or a file beside its stored video. */
export function captionsSrc(captions: string | null | undefined, baseUrl: string): string | null {
  const c = captions?.trim();
  if (!c) return null;
  if (c.startsWith(OWN_CAPTIONS_PREFIX)) return c;
  return videoSrc(c, baseUrl);
}

export function gameSrc(video: string | null | undefined, origin: string): string | null {
  const v = video?.trim();
  if (!v || !v.startsWith("/games/")) return null;
  try {
    const url = new URL(v, origin);
    if (url.origin !== origin || !url.pathname.startsWith("/games/") || url.pathname.includes("/../")) return null;
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

export function formatTime(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${r}` : `${m}:${r}`;
}
