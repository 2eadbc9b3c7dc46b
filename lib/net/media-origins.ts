// Where the app page may load lecture videos from (its CSP's media-src): this app, VIDEO_BASE_URL's origin when the
// videos are stored elsewhere, and the sites an operator allows for https:// videos (VIDEO_HOSTS).
import type { Env } from "@/lib/env";

export function mediaOrigins(e: Pick<Env, "VIDEO_BASE_URL" | "VIDEO_HOSTS">): string[] {
  const out = [...e.VIDEO_HOSTS];
  if (/^https?:\/\//i.test(e.VIDEO_BASE_URL)) {
    try {
      out.push(new URL(e.VIDEO_BASE_URL).origin);
    } catch {
      /* not a URL: a path on this app */
    }
  }
  return [...new Set(out)];
}
