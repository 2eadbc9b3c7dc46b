"use client";
// Everything a lecture player does besides showing the video: resume at the saved position, keep the
// chosen speed, and save the position to the server (every 5 s while playing, on pause, seek, end,
// switching lessons, and with keepalive when the page is hidden or closed).
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { savePosition, savePositionOnLeave } from "@/lib/client/player-api";
import { MAX_POSITION_SEC } from "@/lib/schemas/player";
import { useRetryWhenOnline } from "@/lib/client/use-retry-online";

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const SPEED_KEY = "learnhub.playbackRate";
export const SAVE_EVERY_MS = 5_000;

function storedSpeed(): number {
  try {
    const v = Number(window.localStorage.getItem(SPEED_KEY));
    return (SPEEDS as readonly number[]).includes(v) ? v : 1;
  } catch {
    return 1;
  }
}

type Options = {
  contentId: number;
  startAt: number;
  onSaved?: (contentId: number, positionSec: number) => void;
  /** The video has loaded and can play (once per lesson shown): only then is the lesson viewed. */
  onReady?: (contentId: number) => void;
};

export function useVideoSession({ contentId, startAt, onSaved, onReady }: Options) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [rate, setRateState] = useState(storedSpeed);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const last = useRef({ at: 0, pos: -1, inFlight: false });
  const onSavedRef = useRef(onSaved);
  const onReadyRef = useRef(onReady);
  const readySent = useRef(false);
  useEffect(() => {
    onSavedRef.current = onSaved;
    onReadyRef.current = onReady;
  });

  const position = useCallback((): number | null => {
    const v = videoRef.current;
    if (!v || !Number.isFinite(v.currentTime)) return null;
    return Math.min(MAX_POSITION_SEC, Math.max(0, v.currentTime));
  }, []);

  const save = useCallback(
    (force: boolean) => {
      const pos = position();
      if (pos === null) return;
      const l = last.current;
      if (Math.abs(pos - l.pos) < 0.5) return;
      if (!force && (l.inFlight || Date.now() - l.at < SAVE_EVERY_MS)) return;
      l.at = Date.now();
      l.inFlight = true;
      savePosition(contentId, pos).then(
        (r) => {
          l.inFlight = false;
          l.pos = r.positionSec;
          setSaveFailed(false);
          onSavedRef.current?.(contentId, r.positionSec);
        },
        () => {
          l.inFlight = false;
          setSaveFailed(true);
        },
      );
    },
    [contentId, position],
  );

  useEffect(() => {
    const v = videoRef.current;
    // The object is mutated in place, never replaced: reading it at cleanup sees the latest position.
    const saved = last.current;
    const leave = () => {
      const pos = position();
      if (pos !== null && Math.abs(pos - saved.pos) >= 0.5) savePositionOnLeave(contentId, pos);
    };
    const onVisibility = () => document.visibilityState === "hidden" && leave();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onVisibility);
      // Switching lessons unmounts the player: keep where this one was left.
      if (v && v.currentTime > 0 && Math.abs(v.currentTime - saved.pos) >= 0.5) {
        const pos = Math.min(MAX_POSITION_SEC, v.currentTime);
        savePosition(contentId, pos).then(
          (r) => onSavedRef.current?.(contentId, r.positionSec),
          () => undefined,
        );
      }
    };
  }, [contentId, position]);

  // A position that could not be saved is sent again soon, then less often, and at once when the browser is back
  // online (and the note clears).
  useRetryWhenOnline(saveFailed, () => save(true));

  const setRate = useCallback((next: number) => {
    setRateState(next);
    if (videoRef.current) videoRef.current.playbackRate = next;
    try {
      window.localStorage.setItem(SPEED_KEY, String(next));
    } catch {
      /* private mode: the speed still applies to this video */
    }
  }, []);

  const handlers = {
    onLoadedMetadata: (e: SyntheticEvent<HTMLVideoElement>) => {
      const v = e.currentTarget;
      v.playbackRate = rate;
      setLoadFailed(false);
      if (!readySent.current) {
        readySent.current = true;
        onReadyRef.current?.(contentId);
      }
      // A lesson watched to (nearly) the end starts over rather than resuming on its last frame.
      const nearEnd = Number.isFinite(v.duration) && startAt >= v.duration - 3;
      if (startAt > 0 && !nearEnd) {
        v.currentTime = startAt;
        last.current.pos = startAt;
        setResumedAt(startAt);
      }
    },
    onTimeUpdate: () => save(false),
    onPause: () => save(true),
    onSeeked: () => {
      if (videoRef.current?.paused) save(true);
    },
    onEnded: () => save(true),
    onError: () => setLoadFailed(true),
  };

  return { videoRef, handlers, rate, setRate, resumedAt, saveFailed, loadFailed };
}

export type VideoSession = ReturnType<typeof useVideoSession>;
