"use client";
// The player for lectures: a plain video with controls, captions, speed and resume.
import { PlayerBar } from "./player-bar";
import { texts } from "./texts";
import { useVideoSession } from "./use-video-session";

export type PlayerProps = {
  contentId: number;
  title: string;
  src: string;
  /** WebVTT captions (shown by default, switched in the bar), or null. */
  captions: string | null;
  startAt: number;
  onSaved?: (contentId: number, positionSec: number) => void;
  /** The video loaded and can play: the lesson counts as viewed (a video that could not load does not). */
  onReady?: (contentId: number) => void;
};

export function LecturePlayer({ contentId, title, src, captions, startAt, onSaved, onReady }: PlayerProps) {
  const session = useVideoSession({ contentId, startAt, onSaved, onReady });
  const { videoRef, handlers, loadFailed } = session;
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-black shadow-sm" data-player="lecture">
      {loadFailed ? (
        <p role="alert" className="grid aspect-video place-items-center bg-slate-900 p-6 text-center text-slate-100">
          {texts.videoFailed}
        </p>
      ) : (
        <video ref={videoRef} src={src} controls playsInline preload="metadata" aria-label={title} className="aspect-video w-full bg-black" {...handlers}>
          {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
        </video>
      )}
      <PlayerBar tone="light" session={session} hasCaptions={captions !== null} />
    </figure>
  );
}
