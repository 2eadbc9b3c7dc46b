"use client";
// A learning game in a sandboxed frame (scripts only: no access to the app's origin, storage or cookies).
// It reports rounds with postMessage { type: "learnhub:game-score", game, score, total }; only messages
// from this frame's own window are believed. Each finished round goes to the server, which keeps the learner's
// best (POST /api/progress/game-score); the best shows under the score on every visit.
// A studio template game (/games/templates/, its source in games/templates/; lib/schemas/game-templates.ts) gets
// its author's data the same way: once its page says { type: "learnhub:game-ready" }, the frame answers
// { type: "learnhub:game-data", data } (to "*": the sandboxed page has an opaque origin, and the data is what the
// learner sees anyway).
import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getGameScore, saveGameScore } from "@/lib/client/player-api";
import type { GameData } from "@/lib/schemas/game-templates";
import type { GameScoreResponse } from "@/lib/schemas/games";
import { texts } from "./texts";

type Score = { game: string; score: number; total: number };

export function parseGameScore(data: unknown): Score | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  if (d.type !== "learnhub:game-score") return null;
  const { game, score, total } = d;
  if (typeof game !== "string" || game.length > 100) return null;
  if (typeof score !== "number" || typeof total !== "number") return null;
  if (!Number.isInteger(score) || !Number.isInteger(total) || score < 0 || score > total || total > 10_000) return null;
  return { game, score, total };
}

const isGameReady = (data: unknown) => !!data && typeof data === "object" && (data as Record<string, unknown>).type === "learnhub:game-ready";

/** game: a template game's data, handed to its page when it is ready (null for the seeded games, which hold their own). */
type Props = { contentId: number; title: string; src: string; game?: GameData | null; onReady?: (contentId: number) => void };

export function GameFrame({ contentId, title, src, game = null, onReady }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [score, setScore] = useState<Score | null>(null);
  const [round, setRound] = useState(0);
  const qc = useQueryClient();
  const bestKey = ["game-score", contentId] as const;
  const best = useQuery({ queryKey: bestKey, queryFn: ({ signal }) => getGameScore(contentId, signal), staleTime: 0 });
  const [saved, setSaved] = useState<"new-best" | "failed" | null>(null);

  useEffect(() => {
    function onMessage(e: MessageEvent) {
      const win = frame.current?.contentWindow;
      if (!win || e.source !== win) return;
      if (isGameReady(e.data)) {
        // null when the lesson has no data: the page then says it has nothing to play, not "Loading" for ever.
        win.postMessage({ type: "learnhub:game-data", data: game }, "*");
        return;
      }
      const s = parseGameScore(e.data);
      if (!s) return;
      setScore(s);
      saveGameScore(contentId, s.score, s.total).then(
        (r) => {
          qc.setQueryData<GameScoreResponse>(["game-score", contentId], r);
          setSaved(r.improved ? "new-best" : null);
        },
        () => setSaved("failed"),
      );
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [contentId, game, qc]);
  const top = best.data?.best ?? null;

  return (
    <figure className="overflow-hidden rounded-xl border border-emerald-200 bg-white shadow-sm" data-player="game">
      <iframe
        key={round}
        ref={frame}
        src={src}
        title={texts.gameTitle(title)}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        onLoad={() => onReady?.(contentId)}
        className="aspect-[3/4] max-h-[75vh] w-full border-0 bg-emerald-50 sm:aspect-video sm:max-h-none"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-emerald-100 px-4 py-3">
        <div>
          <p className="text-sm font-semibold text-emerald-900" role="status" aria-live="polite">
            <span data-testid="game-score">{score ? texts.gameScore(score.score, score.total) : texts.gameNoScore}</span>
            {saved === "new-best" && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900" data-testid="game-new-best">
                {texts.gameNewBest}
              </span>
            )}
          </p>
          {top && (
            <p className="text-sm text-emerald-900" data-testid="game-best">
              {texts.gameBest(top.score, top.total)}
            </p>
          )}
          {saved === "failed" && (
            <p role="alert" className="text-sm text-rose-700">
              {texts.gameBestNotSaved}
            </p>
          )}
          <p className="text-xs text-ink-500">{texts.gameHint}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            setScore(null);
            setSaved(null);
            setRound((r) => r + 1);
          }}
          className="rounded-lg border border-emerald-300 px-3 py-1.5 text-sm font-semibold text-emerald-900 hover:bg-emerald-50"
        >
          {texts.gameRestart}
        </button>
      </figcaption>
    </figure>
  );
}
