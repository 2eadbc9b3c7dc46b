"use client";
// The studio's upload field: a video, a cover or an H5P package for one course. The file goes to the server in
// resumable chunks (tus); the server checks its type by content, stores it under a name it chooses and answers a
// key. `onUploaded(key, info)` hands that key to the form: save it on the content (a video's or an H5P package's
// key) — for a cover, save `info.url` as the course's image.
import { useId, useRef } from "react";
import { UPLOAD_ACCEPT, type UploadKind, type UploadStatus } from "@/lib/schemas/media";
import { texts } from "./texts";
import { useUpload } from "./use-upload";

export type UploadedInfo = {
  /** Where the browser loads it: a video's address, a cover's image, an H5P package's player. */
  url: string;
  /** The file's own name (for display; the stored name is the server's). */
  name: string;
  size: number;
  kind: UploadKind;
};

export type UploadFieldProps = {
  kind: UploadKind;
  /** The course the file is for: only its editors may upload (checked by the server). */
  courseId: number;
  onUploaded: (key: string, info: UploadedInfo) => void;
  /** Replaces the kind's default label. */
  label?: string;
  disabled?: boolean;
  /** The input's id, for a form's own label or tests. */
  id?: string;
};

export function UploadField({ kind, courseId, onUploaded, label, disabled = false, id }: UploadFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { view, begin, pause, resume, cancel, forget } = useUpload({
    kind,
    courseId,
    onReady: (s: UploadStatus) => onUploaded(s.key!, { url: s.url!, name: s.name, size: s.size, kind }),
  });
  const busy = view.phase === "starting" || view.phase === "uploading" || view.phase === "paused" || view.phase === "processing";
  const percent = view.total > 0 ? Math.floor((view.sent / view.total) * 100) : 0;

  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-4" data-testid={`upload-${kind}`} data-phase={view.phase}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
        {label ?? texts.label[kind]}
      </label>
      <p id={hintId} className="text-xs text-ink-500">
        {texts.hint[kind]}
      </p>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT[kind]}
        aria-describedby={hintId}
        disabled={disabled || busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void begin(file);
          e.target.value = "";
        }}
        className="mt-2 block w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold disabled:opacity-60"
      />

      {view.interrupted && view.phase === "idle" && (
        <p className="mt-2 text-sm text-amber-900" data-testid="upload-interrupted">
          {texts.interrupted(view.interrupted.name, view.interrupted.percent)}{" "}
          <button type="button" onClick={forget} className="font-semibold underline">
            {texts.forget}
          </button>
        </p>
      )}

      {busy && (
        <div className="mt-3 space-y-2">
          <div
            role="progressbar"
            aria-label={view.name ?? texts.label[kind]}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-700">
            <span data-testid="upload-progress">
              {view.phase === "processing"
                ? texts.processing
                : view.phase === "starting"
                  ? texts.starting
                  : `${texts.percent(percent)} · ${texts.progress(view.sent, view.total)}`}
            </span>
            {view.phase !== "processing" && view.phase !== "starting" && (
              <span className="flex gap-2">
                {view.phase === "paused" ? (
                  <button type="button" onClick={resume} className="rounded-md border border-slate-300 px-2 py-1 font-semibold">
                    {texts.resume}
                  </button>
                ) : (
                  <button type="button" onClick={pause} className="rounded-md border border-slate-300 px-2 py-1 font-semibold">
                    {texts.pause}
                  </button>
                )}
                <button type="button" onClick={() => void cancel()} className="rounded-md border border-red-300 px-2 py-1 font-semibold text-red-800">
                  {texts.cancel}
                </button>
              </span>
            )}
          </p>
        </div>
      )}

      <div aria-live="polite" className="mt-2 text-sm">
        {view.phase === "done" && view.name && <p className="text-green-800">{texts.done(view.name)}</p>}
        {view.message && view.phase !== "error" && <p className="text-ink-700">{view.message}</p>}
        {view.phase === "error" && view.message && (
          <p role="alert" className="text-red-800">
            {view.message}
          </p>
        )}
      </div>
    </div>
  );
}
