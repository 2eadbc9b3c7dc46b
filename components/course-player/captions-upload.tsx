"use client";
// Authors and admins add or replace a lecture video's captions from the player: a WebVTT file, checked and
// stored by the server beside the video (PUT /api/content/captions/{id}); the player then shows the new cues.
import { useId, useRef, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { saveCaptions } from "@/lib/client/player-api";
import { texts } from "./texts";

export function CaptionsUpload({ contentId, onSaved }: { contentId: number; onSaved: (captions: string) => void }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState(false);
  const upload = useMutation({
    mutationFn: async (file: File) => saveCaptions(contentId, await file.text()),
    onSuccess: (res) => {
      onSaved(res.captions);
      if (input.current) input.current.value = "";
      setPicked(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (file) upload.mutate(file);
  };
  const e = upload.error;
  // The server's reason, without the name of the body field it is about (there is only the file).
  const error = e ? (e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message.replace(/^vtt: /, "") : texts.captionsFailed) : null;
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4"
      data-testid="captions-upload"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
          {texts.captionsUploadLabel}
        </label>
        <p id={hintId} className="text-xs text-ink-500">
          {texts.captionsUploadHint}
        </p>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".vtt,text/vtt"
          aria-describedby={hintId}
          onChange={(ev) => setPicked(Boolean(ev.target.files?.length))}
          className="mt-2 block w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
      </div>
      <button
        type="submit"
        disabled={!picked || upload.isPending}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {upload.isPending ? texts.captionsUploading : texts.captionsUpload}
      </button>
      <div aria-live="polite" className="w-full text-sm">
        {upload.isSuccess && <p className="text-green-800">{texts.captionsSaved}</p>}
        {error && (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
