"use client";
// Ticks a lesson viewed on the server. The tick shows what the server has: one that could not be saved
// (offline) is taken back, kept in a list, and sent again soon, then less often, and at once when the browser is
// back online (useRetryWhenOnline); the "could not be saved" note lasts only while that list is not empty.
import { useCallback, useState } from "react";
import { markViewed } from "@/lib/client/player-api";
import { useRetryWhenOnline } from "@/lib/client/use-retry-online";

type Options = {
  /** Shows the tick (true) or takes it back (false) in the course's data. */
  setViewed: (contentId: number, viewed: boolean) => void;
  onSaved: () => void;
};

export function useViewedMarks({ setViewed, onSaved }: Options) {
  const [failed, setFailed] = useState<number[]>([]);

  const mark = useCallback(
    (contentId: number) => {
      setViewed(contentId, true);
      markViewed(contentId).then(
        () => {
          setFailed((f) => f.filter((id) => id !== contentId));
          onSaved();
        },
        () => {
          setViewed(contentId, false);
          setFailed((f) => (f.includes(contentId) ? f : [...f, contentId]));
        },
      );
    },
    [setViewed, onSaved],
  );

  useRetryWhenOnline(failed.length > 0, () => failed.forEach(mark));

  return { mark, notSaved: failed.length > 0 };
}
