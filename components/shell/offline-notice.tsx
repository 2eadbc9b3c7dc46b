"use client";
// "You are offline": shown in place of a screen, list or answer whose code or data could not be fetched
// for the network. Retry tries again at once; the browser's `online` event retries by itself.
import { useEffect, useRef } from "react";

export const offlineTexts = {
  title: "You are offline",
  detail: "LearnHub could not reach the server. Check your connection: this will load again by itself when you are back online.",
  retry: "Retry",
};

export function OfflineNotice({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const retryRef = useRef(onRetry);
  useEffect(() => {
    retryRef.current = onRetry;
  });
  useEffect(() => {
    const again = () => retryRef.current();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, []);
  return (
    <div
      role="alert"
      data-testid="offline-notice"
      className={`${compact ? "" : "mx-4 my-10 max-w-lg sm:mx-auto"} rounded-xl border border-amber-300 bg-amber-50 p-5 text-center text-amber-950`}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" className="mx-auto mb-2">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="19" r="1.3" fill="currentColor" />
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="font-semibold">{offlineTexts.title}</p>
      <p className="mt-1 text-sm">{offlineTexts.detail}</p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-lg bg-amber-800 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-900">
        {offlineTexts.retry}
      </button>
    </div>
  );
}
