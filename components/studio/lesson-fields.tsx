"use client";
// A lesson's fields, shared by "Add a lesson" and a lesson's editor: its name and description, and its kind's own —
// a lecture's video (an upload or an https:// address), an H5P package, a template game, a reading's Markdown.
import type { CreateContentBody, StudioContent, StudioKind, UpdateContentBody } from "@/lib/schemas/studio";
import type { GameData } from "@/lib/schemas/game-templates";
import { inputClass } from "@/components/teacher/ui";
import { UploadField } from "./upload/upload-field";
import { errorFor, Field } from "./field";
import { emptyGame, GameFields } from "./game-fields";
import { MarkdownField } from "./markdown-field";
import { texts } from "./texts";

export type LessonDraft = {
  name: string;
  description: string;
  /** The saved video, an upload's key or an https:// address (lecture), or an H5P package's key. */
  video: string | null;
  /** A new upload's key and file name (replaces `video` when saved). */
  uploaded: { key: string; name: string } | null;
  /** An https:// address typed for a lecture ('' = none typed). */
  url: string;
  body: string;
  game: GameData;
};

export function draftOf(content?: StudioContent): LessonDraft {
  const isUrl = content?.video?.startsWith("https://") ?? false;
  return {
    name: content?.name ?? "",
    description: content?.description ?? "",
    video: content?.video ?? null,
    uploaded: null,
    url: content?.kind === "lecture" && isUrl ? content.video! : "",
    body: content?.body ?? "",
    game: content?.game ?? emptyGame("matching"),
  };
}

function videoOf(kind: StudioKind, d: LessonDraft): string | null {
  if (d.uploaded) return d.uploaded.key;
  if (kind === "lecture") return d.url.trim() || (d.video && !d.video.startsWith("https://") ? d.video : null);
  return d.video;
}

export function createBodyOf(kind: StudioKind, d: LessonDraft): CreateContentBody {
  const common = { name: d.name, description: d.description };
  switch (kind) {
    case "lecture":
    case "h5p":
      return { kind, ...common, video: videoOf(kind, d) };
    case "game":
      return { kind, ...common, game: d.game };
    case "reading":
      return { kind, ...common, body: d.body };
    case "test":
      return { kind, ...common };
  }
}

export function updateBodyOf(kind: StudioKind, d: LessonDraft): UpdateContentBody {
  const common = { name: d.name, description: d.description };
  if (kind === "lecture" || kind === "h5p") return { ...common, video: videoOf(kind, d) };
  if (kind === "game") return { ...common, game: d.game };
  if (kind === "reading") return { ...common, body: d.body };
  return common;
}

type FieldError = { field: string; message: string } | null;
type Props = { kind: StudioKind; courseId: number; draft: LessonDraft; onChange: (d: LessonDraft) => void; error: FieldError };

export function LessonFields({ kind, courseId, draft, onChange, error }: Props) {
  const set = (patch: Partial<LessonDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={texts.lessonName} error={errorFor(error, "name")}>
          {(f) => <input {...f} className={inputClass} value={draft.name} maxLength={160} onChange={(e) => set({ name: e.target.value })} />}
        </Field>
        <Field label={texts.lessonDescription} error={errorFor(error, "description")}>
          {(f) => <input {...f} className={inputClass} value={draft.description} maxLength={2000} onChange={(e) => set({ description: e.target.value })} />}
        </Field>
      </div>
      {kind === "lecture" && <LectureFields courseId={courseId} draft={draft} set={set} error={errorFor(error, "video")} />}
      {kind === "h5p" && (
        <div className="space-y-2">
          <p className="text-sm text-ink-700">
            {draft.uploaded ? texts.newPackageReady(draft.uploaded.name) : draft.video ? texts.currentPackage : texts.noPackage}
          </p>
          <UploadField kind="h5p" courseId={courseId} onUploaded={(key, info) => set({ uploaded: { key, name: info.name } })} />
          <FieldMessage message={errorFor(error, "video")} />
        </div>
      )}
      {kind === "game" && <GameFields game={draft.game} onChange={(game) => set({ game })} error={error} />}
      {kind === "reading" && (
        <MarkdownField
          label={texts.readingText}
          hint={texts.readingHint}
          value={draft.body}
          onChange={(body) => set({ body })}
          error={errorFor(error, "body")}
          rows={12}
        />
      )}
    </div>
  );
}

function LectureFields({
  courseId,
  draft,
  set,
  error,
}: {
  courseId: number;
  draft: LessonDraft;
  set: (p: Partial<LessonDraft>) => void;
  error: string | null;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">
        {draft.uploaded
          ? texts.newVideoReady(draft.uploaded.name)
          : draft.video && !draft.url
            ? texts.currentVideo(draft.video)
            : !draft.url
              ? texts.noVideo
              : null}
      </p>
      <UploadField
        kind="video"
        courseId={courseId}
        label={texts.videoUpload}
        onUploaded={(key, info) => set({ uploaded: { key, name: info.name }, url: "" })}
      />
      <Field label={texts.videoUrl} hint={texts.videoUrlHint} error={error}>
        {(f) => (
          <input
            {...f}
            type="url"
            inputMode="url"
            className={inputClass}
            value={draft.url}
            placeholder="https://"
            maxLength={2000}
            onChange={(e) => set({ url: e.target.value, uploaded: e.target.value ? null : draft.uploaded })}
          />
        )}
      </Field>
    </div>
  );
}

function FieldMessage({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
