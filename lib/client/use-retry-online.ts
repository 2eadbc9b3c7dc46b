"use client";
// "We will keep trying": while something could not be saved, try again soon, then less often, and at once when the
// browser is back online (the `online` event). The first request after a connection comes back can still fail (the
// link is not quite up), so the quick tries start again from the `online` event: 2 s, 4 s, 8 s, 16 s, then every
// RETRY_EVERY_MS. While the browser says it is offline, only the `online` event tries.
import { useEffect, useRef } from "react";
import { browserOffline } from "./network";

export const RETRY_FIRST_MS = 2_000;
export const RETRY_EVERY_MS = 30_000;

/** The wait before try number `n` (0 first) after a failure or a reconnection. */
export function retryDelay(n: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** n, RETRY_EVERY_MS);
}

export function useRetryWhenOnline(failing: boolean, retry: () => void) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failing) return;
    let tries = 0;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(tick, retryDelay(tries++));
    };
    const tick = () => {
      if (!browserOffline()) latest.current();
      schedule();
    };
    const online = () => {
      window.clearTimeout(timer);
      tries = 0;
      latest.current();
      schedule();
    };
    window.addEventListener("online", online);
    schedule();
    return () => {
      window.removeEventListener("online", online);
      window.clearTimeout(timer);
    };
  }, [failing]);
}
