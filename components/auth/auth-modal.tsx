"use client";
// The frame of every account dialog: a Headless UI modal over the current page (contract §2).
import type { ReactNode } from "react";
import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";

export function AuthModal({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="relative min-h-full">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="absolute right-3 top-3 rounded-md p-2 text-ink-500 hover:bg-slate-100 hover:text-ink-900"
            >
              <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <DialogTitle className="text-xl font-bold text-ink-900">{title}</DialogTitle>
            {description && <Description className="mt-1 text-sm text-ink-500">{description}</Description>}
            <div className="mt-5">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
