"use client";
// An H5P package (interactive content the studio uploaded) in the course player. Its page (GET /api/h5p/{id}/play,
// lib/server/h5p/play-page.ts) runs only our own script and frames the package's player as a data: document: an
// opaque origin — no cookies, storage, token or app pages within reach. The page is not sandboxed without
// allow-same-origin, or H5P's own frames inside the player would each get a new opaque origin and stay empty (see
// play-page.ts); the sandbox still refuses top navigation, popups and forms. The page passes on what its player
// says by postMessage; only messages from this frame's own window, sent from the app's origin (the page's), are
// believed, and each is checked (parseH5pMessage).
import { useEffect, useRef, useState } from "react";
import { fillPath } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import { h5pIdOf } from "@/lib/schemas/media";

export const h5pTexts = {
  frameTitle: (name: string) => `Interactive content: ${name}`,
  loading: "Loading the interactive content…",
  todo: "Finish the activity to complete this lesson.",
  done: "Completed — this lesson is ticked.",
  score: (raw: number, max: number) => `Score: ${raw} of ${max}.`,
  failed: "This interactive content cannot be played. Ask your teacher to upload it again.",
  unavailable: "This interactive content is not available.",
};

/** The player document's address for a content's stored package key ("h5p/<id>"), or null. */
export function h5pPlaySrc(key: string | null | undefined): string | null {
  const id = h5pIdOf(key);
  return id ? fillPath(endpoints.h5pPlay.path, { id }) : null;
}

export type H5pMessage =
  | { type: "ready" }
  | { type: "resize"; height: number }
  | { type: "error"; message: string }
  | { type: "xapi"; verb: string; root: boolean; score: { raw: number; max: number } | null };

export function parseH5pMessage(data: unknown): H5pMessage | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  switch (d.type) {
    case "learnhub:h5p-ready":
      return { type: "ready" };
    case "learnhub:h5p-resize":
      return typeof d.height === "number" && Number.isFinite(d.height) ? { type: "resize", height: Math.min(4000, Math.max(150, d.height)) } : null;
    case "learnhub:h5p-error":
      return { type: "error", message: typeof d.message === "string" ? d.message.slice(0, 300) : "" };
    case "learnhub:h5p-xapi": {
      if (typeof d.verb !== "string" || d.verb.length > 40) return null;
      const s = d.score as { raw?: unknown; max?: unknown } | null;
      const score =
        s && typeof s.raw === "number" && typeof s.max === "number" && s.max > 0 && s.raw >= 0 && s.raw <= s.max ? { raw: s.raw, max: s.max } : null;
      return { type: "xapi", verb: d.verb, root: d.root === true, score };
    }
    default:
      return null;
  }
}

/** Whether a statement finishes the lesson. */
export function completesLesson(m: H5pMessage): boolean {
  if (m.type !== "xapi") return false;
  return m.verb === "completed" || (m.root && (m.verb === "answered" || m.verb === "passed" || m.verb === "failed"));
}

type Props = { contentId: number; title: string; src: string; viewed: boolean; onCompleted: (contentId: number) => void };

export function H5pPlayer({ contentId, title, src, viewed, onCompleted }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  const [height, setHeight] = useState(480);
  const [done, setDone] = useState(false);
  const [score, setScore] = useState<{ raw: number; max: number } | null>(null);
  const onCompletedRef = useRef(onCompleted);
  useEffect(() => {
    onCompletedRef.current = onCompleted;
  });

  useEffect(() => {
    let reported = false;
    function onMessage(e: MessageEvent) {
      // The play page passes on its player's messages: they come from this frame's window, with the app's origin.
      if (!frame.current || e.source !== frame.current.contentWindow || e.origin !== window.location.origin) return;
      const m = parseH5pMessage(e.data);
      if (!m) return;
      if (m.type === "ready") setState("ready");
      else if (m.type === "resize") setHeight(m.height);
      else if (m.type === "error") setState("error");
      else if (completesLesson(m)) {
        if (m.score) setScore(m.score);
        setDone(true);
        if (!reported) {
          reported = true;
          onCompletedRef.current(contentId);
        }
      }
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [contentId]);

  const status = state === "error" ? h5pTexts.failed : done || viewed ? h5pTexts.done : state === "loading" ? h5pTexts.loading : h5pTexts.todo;
  return (
    <figure className="overflow-hidden rounded-xl border border-violet-200 bg-white shadow-sm" data-player="h5p">
      <iframe
        ref={frame}
        src={src}
        title={h5pTexts.frameTitle(title)}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        style={{ height }}
        className="w-full border-0 bg-white"
      />
      <figcaption className="border-t border-violet-100 px-4 py-3">
        <p className="text-sm font-semibold text-violet-900" role="status" aria-live="polite" data-testid="h5p-status">
          {status}
          {score && ` ${h5pTexts.score(score.raw, score.max)}`}
        </p>
      </figcaption>
    </figure>
  );
}
