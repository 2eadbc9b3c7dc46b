"use client";
// The class code: shown big, full screen for a projector (readable from the back of a room), a new code (the old
// one stops working), and open or closed for joining.
import { useEffect, useRef, useState } from "react";
import { classesApi } from "@/lib/client/classes-api";
import type { ClassSummary } from "@/lib/schemas/classes";
import { Badge, ConfirmDialog, errorMessage, Notice, primaryButton, secondaryButton } from "./ui";
import { useClassMutation } from "./use-classes";
import { pageOrigin } from "./class-sheet";
import { texts } from "./texts";

export function ClassCodeSection({ cls }: { cls: ClassSummary }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [projecting, setProjecting] = useState(false);
  const rotate = useClassMutation(() => classesApi.rotateCode(cls.id));
  const toggle = useClassMutation((joinOpen: boolean) => classesApi.update(cls.id, { joinOpen }));
  return (
    <section aria-labelledby="code-heading" className="space-y-5">
      <h2 id="code-heading" className="text-xl font-semibold text-ink-900">
        {texts.codeTitle}
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <p className="font-mono text-5xl font-bold tracking-[0.15em] break-all text-ink-900 sm:text-7xl" data-testid="big-code">
          {cls.code}
        </p>
        <div className="mt-3">{cls.joinOpen ? <Badge tone="good">{texts.openForJoining}</Badge> : <Badge tone="warn">{texts.closedForJoining}</Badge>}</div>
        {!cls.joinOpen && <p className="mt-2 text-sm text-ink-700">{texts.closedBody}</p>}
        <p className="mx-auto mt-4 max-w-2xl text-sm text-ink-700">{texts.codeHowTo}</p>
      </div>
      {done && <Notice tone="good">{done}</Notice>}
      {toggle.isError && <Notice tone="bad">{errorMessage(toggle.error)}</Notice>}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => setProjecting(true)}>
          {texts.fullScreen}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            rotate.reset();
            setDone(null);
            setAsking(true);
          }}
        >
          {texts.rotate}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(!cls.joinOpen, { onSuccess: (r) => setDone(r.class.joinOpen ? texts.openNow : texts.closedNow) })}
        >
          {cls.joinOpen ? texts.close : texts.open}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={texts.rotateTitle}
        body={texts.rotateBody(cls.code)}
        confirmLabel={texts.rotateConfirm}
        busy={rotate.isPending}
        error={rotate.isError ? errorMessage(rotate.error) : null}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (r) => {
              setAsking(false);
              setDone(texts.rotated(r.class.code));
            },
          })
        }
      />
      {projecting && <Projector code={cls.code} name={cls.name} onClose={() => setProjecting(false)} />}
    </section>
  );
}

/**
 * The code over the whole screen: the Fullscreen API where the browser allows it (a projector shows nothing
 * else), otherwise a full-window layer. Esc or the button ends it; leaving full screen closes it too.
 */
function Projector({ code, name, onClose }: { code: string; name: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const origin = pageOrigin();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const onClose = () => onCloseRef.current();
    const el = ref.current;
    closeRef.current?.focus();
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === el) entered = true;
      else if (entered) onClose();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("fullscreenchange", onChange);
    document.addEventListener("keydown", onKey);
    el?.requestFullscreen?.().catch(() => undefined);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      document.removeEventListener("keydown", onKey);
      if (document.fullscreenElement === el) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={`${texts.codeLabel}: ${name}`}
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center bg-white p-6 text-center"
      data-testid="projector"
    >
      <p className="text-[clamp(1.5rem,4vw,3.5rem)] font-semibold text-ink-700">{name}</p>
      <p className="mt-4 font-mono text-[clamp(3.5rem,15vw,16rem)] leading-none font-black tracking-[0.12em] break-all text-ink-900">{code}</p>
      <p className="mt-6 text-[clamp(1.1rem,2.5vw,2.25rem)] text-ink-700">{texts.fullScreenJoin(origin)}</p>
      <button ref={closeRef} type="button" className={`${secondaryButton} absolute top-4 right-4`} onClick={onClose}>
        {texts.exitFullScreen}
      </button>
    </div>
  );
}
