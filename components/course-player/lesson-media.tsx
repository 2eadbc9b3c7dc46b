"use client";
// Picks the player for a lesson: games in their sandboxed frame, content type '2' in the animated
// player, everything else in the lecture player. onReady: the lesson's video or game has loaded (what makes it
// viewed); a lesson whose media did not load, or that has none, never calls it.
import { useEffect } from "react";
import type { PlayerContent } from "@/lib/schemas/player";
import { AnimatedLecturePlayer } from "./animated-lecture-player";
import { GameFrame } from "./game-frame";
import { H5pPlayer, h5pPlaySrc, h5pTexts } from "./h5p-player";
import { LecturePlayer } from "./lecture-player";
import { captionsSrc, gameSrc, videoSrc } from "./media-src";
import { HtmlView } from "@/components/studio/html-view";
import { texts } from "./texts";

type Props = {
  content: PlayerContent;
  videoBaseUrl: string;
  onPositionSaved: (contentId: number, positionSec: number) => void;
  onReady: (contentId: number) => void;
};

function Notice({ children }: { children: string }) {
  return (
    <p className="grid aspect-video place-items-center rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-ink-500">{children}</p>
  );
}

export function LessonMedia({ content, videoBaseUrl, onPositionSaved, onReady }: Props) {
  if (content.contentType === "game") {
    const src = gameSrc(content.video, window.location.origin);
    return src ? (
      <GameFrame key={content.id} contentId={content.id} title={content.name} src={src} game={content.game} onReady={onReady} />
    ) : (
      <Notice>{texts.gameUnavailable}</Notice>
    );
  }
  if (content.contentType === "h5p") {
    // Ticked when the learner finishes the activity (its xAPI completion), not when it loads.
    const src = h5pPlaySrc(content.video);
    return src ? (
      <H5pPlayer key={content.id} contentId={content.id} title={content.name} src={src} viewed={content.viewed} onCompleted={onReady} />
    ) : (
      <Notice>{h5pTexts.unavailable}</Notice>
    );
  }
  if (content.contentType === "reading") {
    // A reading: the server's sanitised HTML of its Markdown (a skills test on its own has no text). Opening it is
    // reading it: ticked at once.
    return content.reading?.trim() ? <ReadingView key={content.id} contentId={content.id} html={content.reading} onReady={onReady} /> : null;
  }
  const src = videoSrc(content.video, videoBaseUrl);
  if (!src) return <Notice>{texts.noVideo}</Notice>;
  const Player = content.contentType === "2" ? AnimatedLecturePlayer : LecturePlayer;
  return (
    <Player
      key={`${content.id}:${content.captions ?? ""}`}
      contentId={content.id}
      title={content.name}
      src={src}
      captions={captionsSrc(content.captions, videoBaseUrl)}
      startAt={content.positionSec}
      onSaved={onPositionSaved}
      onReady={onReady}
    />
  );
}

function ReadingView({ contentId, html, onReady }: { contentId: number; html: string; onReady: (contentId: number) => void }) {
  useEffect(() => onReady(contentId), [contentId, onReady]);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-player="reading">
      <HtmlView html={html} />
    </article>
  );
}
