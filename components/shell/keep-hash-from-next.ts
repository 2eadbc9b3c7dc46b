// Next's router keeps its own copy of the address and writes it into the history entry (replaceState, no
// event) when a React transition of its own commits. In this app it never navigates (one document, hash
// routes), so a write of Next's that would move the hash is a stale one. A CI run caught it: Start Course pushed
// #/coursedetails, Next queued its write of that address, the learner moved on to #/mylearning, and the late
// write put #/coursedetails back, which the shell then opened (the address bar wins). The hydration write is
// handled in app/hash-shell.tsx, before this is installed.
//
// Installed over Next's own patch of history (made when its router mounts, before the shell does), so the
// router's pushes reach Next's patch untouched and only Next's own writes (they carry its __NA mark) are held
// to the current hash.

type HistoryWrite = (data: unknown, unused: string, url?: string | URL | null) => void;

let installed = false;

function isNextWrite(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { __NA?: unknown }).__NA === true;
}

export function keepHashFromNextWrites() {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const history = window.history;
  for (const method of ["replaceState", "pushState"] as const) {
    const inner: HistoryWrite = history[method].bind(history);
    const guarded: HistoryWrite = (data, unused, url) => {
      if (isNextWrite(data) && url != null) {
        const target = new URL(url, window.location.href);
        if (target.hash !== window.location.hash) {
          target.hash = window.location.hash;
          return inner(data, unused, target.href);
        }
      }
      return inner(data, unused, url);
    };
    history[method] = guarded;
  }
}
