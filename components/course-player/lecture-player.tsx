"use client";
// The player for lectures: a plain video with controls, speed and resume.
import { formatTime } from "./media-src";
import { SpeedControl } from "./speed-control";
import { texts } from "./texts";
import { useVideoSession } from "./use-video-session";

export type PlayerProps = {
  contentId: number;
  title: string;
  src: string;
  startAt: number;
  onSaved?: (contentId: number, positionSec: number) => void;
};

export function LecturePlayer({ contentId, title, src, startAt, onSaved }: PlayerProps) {
  const { videoRef, handlers, rate, setRate, resumedAt, saveFailed, loadFailed } = useVideoSession({ contentId, startAt, onSaved });
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-black shadow-sm" data-player="lecture">
      {loadFailed ? (
        <p role="alert" className="grid aspect-video place-items-center bg-slate-900 p-6 text-center text-slate-100">
          {texts.videoFailed}
        </p>
      ) : (
        <video ref={videoRef} src={src} controls playsInline preload="metadata" aria-label={title} className="aspect-video w-full bg-black" {...handlers} />
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-3 bg-white px-4 py-3">
        <span className="text-sm text-ink-500" role="status" aria-live="polite">
          {saveFailed ? <span className="text-rose-700">{texts.progressNotSaved}</span> : resumedAt !== null ? texts.resumedAt(formatTime(resumedAt)) : ""}
        </span>
        <SpeedControl rate={rate} onChange={setRate} />
      </figcaption>
    </figure>
  );
}
