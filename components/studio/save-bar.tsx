"use client";
// A studio form's Save button, and what became of the last save beside it: saved, or changes not saved yet.
import { primaryButton } from "@/components/teacher/ui";
import { texts } from "./texts";

type Props = {
  pending: boolean;
  /** The last save succeeded (shown only while nothing has changed since). */
  saved: boolean;
  dirty: boolean;
  label?: string;
  savedText?: string;
  className?: string;
};

export function SaveBar({ pending, saved, dirty, label = texts.save, savedText = texts.saved, className = "" }: Props) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <button type="submit" className={primaryButton} disabled={pending}>
        {pending ? texts.saving : label}
      </button>
      <span aria-live="polite" className="text-sm">
        {saved && !dirty ? <span className="text-green-800">{savedText}</span> : dirty ? <span className="text-ink-500">{texts.unsaved}</span> : null}
      </span>
    </div>
  );
}
