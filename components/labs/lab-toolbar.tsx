"use client";
// The notebook actions above a lab's cells: Run all (top to bottom, stopping at the first cell that ends in
// an error) and, for labs with Python, Restart Python (asks first; a fresh interpreter, no variables, no
// outputs). The page owns the cells and the interpreter; this is only their buttons and what they said.
import { useState } from "react";
import { texts } from "./texts";

type Props = {
  /** Runs every cell in order; resolves with the 1-based number of the cell that failed, or null. */
  onRunAll: () => Promise<number | null>;
  cellCount: number;
  /** Absent for labs without Python cells. */
  onRestartPython?: () => void;
  /** The interpreter is starting: nothing can run yet. */
  pythonStarting?: boolean;
};

const button =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";

export function LabToolbar({ onRunAll, cellCount, onRestartPython, pythonStarting = false }: Props) {
  const [runningAll, setRunningAll] = useState(false);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const runAll = async () => {
    setNote(null);
    setRunningAll(true);
    try {
      const failed = await onRunAll();
      setNote(failed === null ? texts.runAllDone(cellCount) : texts.runAllStopped(failed));
    } finally {
      setRunningAll(false);
    }
  };

  return (
    <div role="toolbar" aria-label={texts.toolbarLabel} className="mt-4 flex flex-wrap items-center gap-2">
      <button type="button" className={button} onClick={() => void runAll()} disabled={runningAll || pythonStarting}>
        {runningAll ? texts.runningAll : texts.runAll}
      </button>
      {onRestartPython &&
        (confirmRestart ? (
          <span
            role="group"
            aria-label={texts.restartPython}
            className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900"
          >
            {texts.restartConfirm}
            <button
              type="button"
              className="rounded-md bg-amber-700 px-2.5 py-1 font-semibold text-white hover:bg-amber-800"
              onClick={() => {
                setConfirmRestart(false);
                onRestartPython();
                setNote(texts.restarted);
              }}
            >
              {texts.restartYes}
            </button>
            <button type="button" className="rounded-md px-2.5 py-1 font-semibold hover:bg-amber-100" onClick={() => setConfirmRestart(false)}>
              {texts.restartCancel}
            </button>
          </span>
        ) : (
          <button type="button" className={button} onClick={() => setConfirmRestart(true)} disabled={runningAll}>
            {texts.restartPython}
          </button>
        ))}
      <p role="status" className="text-sm text-ink-500">
        {note ?? texts.shortcutHint}
      </p>
    </div>
  );
}
