"use client";
// The player for animated lectures (content type '2'): the animation starts on its own, muted and looping,
// in a stage-like frame; sound, seeking and speed stay in the learner's hands.
import type { PlayerProps } from "./lecture-player";
import { PlayerBar } from "./player-bar";
import { texts } from "./texts";
import { useVideoSession } from "./use-video-session";

export function AnimatedLecturePlayer({ contentId, title, src, captions, startAt, onSaved, onReady }: PlayerProps) {
  const session = useVideoSession({ contentId, startAt, onSaved, onReady });
  const { videoRef, handlers, loadFailed } = session;
  return (
    <figure
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-900 via-violet-900 to-fuchsia-900 p-3 shadow-lg ring-1 ring-violet-400/30"
      data-player="animated"
    >
      <div className="mb-2 flex items-center gap-2 px-1">
        <span className="rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-violet-950">{texts.animatedBadge}</span>
      </div>
      {loadFailed ? (
        <p role="alert" className="grid aspect-video place-items-center rounded-xl bg-black/40 p-6 text-center text-slate-100">
          {texts.videoFailed}
        </p>
      ) : (
        <video
          ref={videoRef}
          src={src}
          controls
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-label={title}
          className="aspect-video w-full rounded-xl bg-black"
          {...handlers}
        >
          {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
        </video>
      )}
      <PlayerBar tone="dark" session={session} hasCaptions={captions !== null} />
    </figure>
  );
}
