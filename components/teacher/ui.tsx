"use client";
// Small pieces the teacher's screens share: buttons, badges, a confirmation dialog, a scrollable table frame and
// the notices that say what happened.
import { useId, type ReactNode } from "react";
import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import { texts } from "./texts";

export const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButton =
  "inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";
export const smallButton =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink-700 hover:bg-slate-50 disabled:opacity-60";
export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
export const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

type Tone = "neutral" | "good" | "warn" | "bad" | "info";
const toneClass: Record<Tone, string> = {
  neutral: "bg-slate-100 text-ink-700",
  good: "bg-green-100 text-green-900",
  warn: "bg-amber-100 text-amber-900",
  bad: "bg-red-100 text-red-900",
  info: "bg-brand-50 text-brand-900",
};

export function Badge({ tone = "neutral", children, title }: { tone?: Tone; children: ReactNode; title?: string }) {
  return (
    <span title={title} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${toneClass[tone]}`}>
      {children}
    </span>
  );
}

/** What an action did (role=status) or why it failed (role=alert). */
export function Notice({ tone, children }: { tone: "good" | "bad" | "info"; children: ReactNode }) {
  const style =
    tone === "bad"
      ? "border-red-200 bg-red-50 text-red-900"
      : tone === "good"
        ? "border-green-200 bg-green-50 text-green-900"
        : "border-brand-100 bg-brand-50 text-brand-900";
  return (
    <p role={tone === "bad" ? "alert" : "status"} className={`rounded-lg border px-3 py-2 text-sm ${style}`}>
      {children}
    </p>
  );
}

/** A wide table on a narrow screen scrolls sideways inside its frame, which the keyboard can reach too. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      {children}
    </div>
  );
}

/** A table's column headings; one given as `{ hidden }` is read out but not shown (a column of buttons). */
export function ColumnHeads({ columns, cell = "px-4 py-2" }: { columns: (string | { hidden: string })[]; cell?: string }) {
  return (
    <thead className="bg-slate-50 text-xs font-semibold text-ink-700 uppercase">
      <tr>
        {columns.map((c) => (
          <th key={typeof c === "string" ? c : c.hidden} scope="col" className={cell}>
            {typeof c === "string" ? c : <span className="sr-only">{c.hidden}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-ink-700">{children}</div>;
}

/**
 * A class's list (its learners, its assignments): the heading, the last change's confirmation, and the list or, when
 * it has nothing, what to do first.
 */
export function ListSection({
  id,
  title,
  done,
  empty,
  children,
}: {
  id: string;
  title: string;
  done: string | null;
  empty: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {done && (
        <div className="mt-3">
          <Notice tone="good">{done}</Notice>
        </div>
      )}
      <div className="mt-3">{empty !== null ? <EmptyState>{empty}</EmptyState> : children}</div>
    </section>
  );
}

type ConfirmProps = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({ open, title, body, confirmLabel, busy = false, error, onConfirm, onClose }: ConfirmProps) {
  const errorId = useId();
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-ink-900">{title}</DialogTitle>
          <Description className="mt-2 text-sm text-ink-700">{body}</Description>
          {error && (
            <p id={errorId} role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {error}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={onClose} disabled={busy} data-autofocus>
              {texts.cancel}
            </button>
            <button type="button" className={dangerButton} onClick={onConfirm} disabled={busy} aria-describedby={error ? errorId : undefined}>
              {busy ? `${confirmLabel}…` : confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : texts.actionFailed;
}
