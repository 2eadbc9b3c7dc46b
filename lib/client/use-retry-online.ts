"use client";
// "We will keep trying": while something could not be saved, try again the moment the browser is back online
// (the `online` event), and every RETRY_EVERY_MS meanwhile, for a connection that came back without one.
import { useEffect, useRef } from "react";

export const RETRY_EVERY_MS = 30_000;

export function useRetryWhenOnline(failing: boolean, retry: () => void) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failing) return;
    const again = () => latest.current();
    window.addEventListener("online", again);
    const timer = window.setInterval(again, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener("online", again);
      window.clearInterval(timer);
    };
  }, [failing]);
}
