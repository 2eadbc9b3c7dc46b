"use client";
// The bar under both lecture players: what happened to the learner's place (resumed, not saved), the
// captions switch when the video has captions, and the playback speed. One component for both players,
// which differ only in their colours.
import { useEffect, useState } from "react";
import { formatTime } from "./media-src";
import { SpeedControl } from "./speed-control";
import { texts } from "./texts";
import type { VideoSession } from "./use-video-session";

type Props = {
  tone: "light" | "dark";
  /** The player's session (useVideoSession): the learner's place, the speed, the video element. */
  session: Pick<VideoSession, "videoRef" | "rate" | "setRate" | "resumedAt" | "saveFailed" | "loadFailed">;
  /** The video has captions: the switch shows or hides its first text track. */
  hasCaptions: boolean;
};

/** The video element's own text track is outside React: it is set, not rendered. */
function showCaptions(video: HTMLVideoElement | null, on: boolean) {
  const track = video?.textTracks[0];
  if (track) track.mode = on ? "showing" : "hidden";
}

export function PlayerBar({ tone, session, hasCaptions }: Props) {
  const { videoRef, rate, setRate, resumedAt, saveFailed: failed, loadFailed } = session;
  const captionsOf = hasCaptions && !loadFailed ? videoRef : null;
  const status = failed ? texts.progressNotSaved : resumedAt !== null ? texts.resumedAt(formatTime(resumedAt)) : "";
  const [captionsOn, setCaptionsOn] = useState(true);
  useEffect(() => showCaptions(captionsOf?.current ?? null, captionsOn), [captionsOn, captionsOf]);
  const dark = tone === "dark";
  return (
    <figcaption className={`flex flex-wrap items-center justify-between gap-3 ${dark ? "px-1 pt-3" : "bg-white px-4 py-3"}`}>
      <span className={`text-sm ${dark ? "text-indigo-100" : "text-ink-500"}`} role="status" aria-live="polite">
        {failed ? <span className={dark ? "text-amber-200" : "text-rose-700"}>{status}</span> : status}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {captionsOf && (
          <button
            type="button"
            aria-pressed={captionsOn}
            onClick={() => setCaptionsOn((on) => !on)}
            className={`rounded-md border px-2.5 py-1 text-sm font-semibold ${
              dark
                ? "border-indigo-300/40 text-indigo-50 hover:bg-white/10 aria-pressed:bg-white/20"
                : "border-slate-300 text-ink-700 hover:bg-slate-50 aria-pressed:border-brand-300 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
            }`}
          >
            {texts.captions}
          </button>
        )}
        <SpeedControl rate={rate} onChange={setRate} tone={tone} />
      </div>
    </figcaption>
  );
}
