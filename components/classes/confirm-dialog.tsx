"use client";
// A question before something that cannot be taken back lightly (leave a class, disable or delete an account):
// focus starts on Cancel, Escape cancels, and the confirm button says what it does.
import type { ReactNode } from "react";
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  danger = false,
  error,
  onConfirm,
  onCancel,
  cancelLabel = "Cancel",
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} className="fixed inset-0 z-50 overflow-y-auto">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold text-ink-900">{title}</DialogTitle>
          <Description as="div" className="mt-2 space-y-2 text-sm text-ink-700">
            {children}
          </Description>
          {error && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onCancel}
              disabled={busy}
              data-autofocus
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink-700 hover:bg-slate-50 disabled:opacity-60"
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-600 hover:bg-brand-700"}`}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
