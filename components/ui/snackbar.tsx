"use client";
// A transient message at the bottom of the screen that hides itself (contract §9: 6000 ms by default).
import { useEffect } from "react";

export type SnackbarSeverity = "success" | "error" | "info";

const tone: Record<SnackbarSeverity, string> = {
  success: "bg-green-700 text-white",
  error: "bg-red-700 text-white",
  info: "bg-ink-900 text-white",
};

export function Snackbar({
  open,
  message,
  severity = "info",
  onClose,
  autoHideMs = 6000,
}: {
  open: boolean;
  message: string;
  severity?: SnackbarSeverity;
  onClose: () => void;
  autoHideMs?: number;
}) {
  useEffect(() => {
    if (!open) return;
    const t = window.setTimeout(onClose, autoHideMs);
    return () => window.clearTimeout(t);
  }, [open, message, autoHideMs, onClose]);

  return (
    // The live region stays mounted so screen readers announce each new message.
    <div aria-live={severity === "error" ? "assertive" : "polite"} className="pointer-events-none fixed inset-x-0 bottom-6 z-[60] flex justify-center px-4">
      {open && (
        <div
          role={severity === "error" ? "alert" : "status"}
          data-severity={severity}
          className={`pointer-events-auto flex max-w-md items-center gap-4 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${tone[severity]}`}
        >
          <span>{message}</span>
          <button type="button" onClick={onClose} aria-label="Dismiss" className="ml-auto rounded p-1 text-white/80 hover:bg-white/10 hover:text-white">
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
