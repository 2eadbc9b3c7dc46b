"use client";
// /myclasses: the classes the learner is in (from the account menu), each with Leave (after a confirmation);
// "Join a class" opens the same dialog as the menu.
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { useSession } from "@/lib/client/session/session-context";
import { LoginPrompt } from "@/components/shell/login-prompt";
import { LoadError, LoadingText } from "@/components/courses/query-state";
import { ConfirmDialog } from "./confirm-dialog";
import { JoinClassDialog } from "./join-class-dialog";
import { useLeaveClass, useMyClasses } from "./use-class-membership";
import { classTexts as t } from "./texts";

type MyClass = { id: number; name: string; school: string; teacher: string | null };

const buttonClass = "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

export function MyClassesPage() {
  const { state } = useSession();
  const [joinOpen, setJoinOpen] = useState(false);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{t.myClassesTitle}</h1>
          {state.isLoggedIn && <p className="mt-1 text-sm text-ink-500">{t.myClassesIntro}</p>}
        </div>
        {state.isLoggedIn && (
          <button type="button" className={buttonClass} onClick={() => setJoinOpen(true)}>
            {t.joinMenuItem}
          </button>
        )}
      </div>
      {state.isLoggedIn ? <ClassList onJoin={() => setJoinOpen(true)} /> : <LoginPrompt message={t.loginFirst} login={t.login} />}
      <JoinClassDialog open={joinOpen} onClose={() => setJoinOpen(false)} />
    </div>
  );
}

function ClassList({ onJoin }: { onJoin: () => void }) {
  const classes = useMyClasses();
  const leave = useLeaveClass();
  const [leaving, setLeaving] = useState<MyClass | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const leftMessage = useRef<HTMLParagraphElement>(null);
  // The Leave button that opened the dialog is gone with the class: focus goes to the message instead.
  useEffect(() => {
    if (left) leftMessage.current?.focus();
  }, [left]);

  if (classes.isPending) return <LoadingText>{t.myClassesLoading}</LoadingText>;
  if (classes.isError)
    return (
      <div className="mt-8">
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
      </div>
    );

  return (
    <>
      <div role="status" aria-live="polite" className="mt-4">
        {left && (
          <p ref={leftMessage} tabIndex={-1} className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900 outline-none">
            {left}
          </p>
        )}
      </div>
      {classes.data.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg text-ink-700">{t.noClasses}</p>
          <button type="button" onClick={onJoin} className={`mt-4 ${buttonClass}`}>
            {t.joinMenuItem}
          </button>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {classes.data.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-ink-900">{c.name}</h3>
                <p className="text-sm text-ink-700">{c.school}</p>
                <p className="text-sm text-ink-500">
                  {t.teacher}: {c.teacher ?? t.noTeacher}
                </p>
              </div>
              <button
                type="button"
                onClick={() => {
                  leave.reset();
                  setLeaving(c);
                }}
                aria-label={`${t.leave} ${c.name}`}
                className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                {t.leave}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t.leaveTitle(leaving.name) : ""}
        confirmLabel={t.leaveConfirm}
        busyLabel={t.leaving}
        busy={leave.isPending}
        danger
        error={leave.error ? (leave.error instanceof ApiError ? leave.error.message : String(leave.error)) : null}
        onCancel={() => setLeaving(null)}
        onConfirm={() =>
          leaving &&
          leave.mutate(leaving.id, {
            onSuccess: (res) => {
              setLeaving(null);
              setLeft(`${leaving.name}: ${res.message}`);
            },
          })
        }
      >
        <p>{t.leaveBody}</p>
      </ConfirmDialog>
    </>
  );
}
