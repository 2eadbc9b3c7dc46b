"use client";
// "Join a class" from the account menu: the learner types the code, sees the class, school and teacher it joins,
// and only then confirms. An unknown or closed code gets the server's words; joined → "You joined …".
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError } from "@/lib/client/api";
import { AuthModal } from "@/components/auth/auth-modal";
import { TextField, primaryButton } from "@/components/auth/form-bits";
import { CodePreviewStatus } from "./code-preview";
import { useClassPreview } from "./use-class-preview";
import { useJoinClass } from "./use-class-membership";
import { ALREADY_IN_CLASS, classTexts as t } from "./texts";

const secondaryButton =
  "inline-flex w-full items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-ink-700 hover:bg-slate-50";

export function JoinClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AuthModal open={open} onClose={onClose} title={t.joinTitle} description={t.joinIntro}>
      {/* Fresh for each opening: no code or answer left over from the last time. */}
      {open && <JoinForm onClose={onClose} />}
    </AuthModal>
  );
}

function JoinForm({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState("");
  const [tried, setTried] = useState(false);
  const preview = useClassPreview(code);
  const join = useJoinClass();
  const previewId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (preview.state !== "found" || join.isPending) return;
    join.mutate(code.trim());
  }

  if (join.isSuccess) {
    const { class: cls, enrolledCourseIds, message } = join.data;
    const already = message === ALREADY_IN_CLASS;
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {already ? t.alreadyIn(cls.name) : t.joined(cls.name)}
        </p>
        <p className="text-sm text-ink-700">
          {cls.school}
          {cls.teacher ? ` · ${t.teacher}: ${cls.teacher}` : ""}
        </p>
        {enrolledCourseIds.length > 0 && <p className="text-sm text-ink-700">{t.joinedCourses(enrolledCourseIds.length)}</p>}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/myclasses" onClick={onClose} className={secondaryButton}>
            {t.myClassesTitle}
          </Link>
          <button type="button" onClick={onClose} className={primaryButton} data-autofocus>
            {t.joinDone}
          </button>
        </div>
      </div>
    );
  }

  const joinError = join.error instanceof ApiError ? join.error.message : join.error ? t.typeCode : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <TextField
          label={t.codeLabel}
          placeholder={t.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            join.reset();
          }}
          aria-describedby={previewId}
          data-autofocus
        />
        <p className="mt-1 text-xs text-ink-500">{t.codeHint}</p>
        <CodePreviewStatus id={previewId} preview={preview} detail="full" />
        {tried && !code.trim() && <p className="text-sm text-red-700">{t.typeCode}</p>}
        {joinError && (
          <p role="alert" className="text-sm text-red-700">
            {joinError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <button type="submit" className={primaryButton} disabled={preview.state !== "found" || join.isPending}>
          {join.isPending ? t.joining : t.joinButton}
        </button>
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
