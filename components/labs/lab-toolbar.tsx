"use client";
// The notebook hint above a lab's cells. "Run all" and "Restart Python" were taken out before release:
// both failed in the browser (Run all stopped before the last cell; a restarted interpreter never reported
// ready) and are listed as missing in the issue 11 note.
import { texts } from "./texts";

export function LabToolbar() {
  return (
    <div role="toolbar" aria-label={texts.toolbarLabel} className="mt-4 flex flex-wrap items-center gap-2">
      <p role="status" className="text-sm text-ink-500">
        {texts.shortcutHint}
      </p>
    </div>
  );
}
