"use client";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { texts } from "./texts";

export function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-dialog rounded-2xl bg-white p-6 text-center shadow-xl">
          <div aria-hidden="true" className="mx-auto mb-3 grid h-12 w-12 place-items-center rounded-full bg-brand-100 text-brand-700">
            {/* An icon, not the 👋 emoji: without an emoji font the emoji shows as an empty box. */}
            <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V11m0-6.5v-1a1.5 1.5 0 0 1 3 0V11m0-6a1.5 1.5 0 0 1 3 0v6m0-3.5a1.5 1.5 0 0 1 3 0V15a7 7 0 0 1-7 7h-1.5a7 7 0 0 1-5.6-2.8L3.4 15.6a1.6 1.6 0 0 1 2.5-2L8 16" />
            </svg>
          </div>
          <DialogTitle className="text-lg font-semibold text-ink-900">{texts.welcome}</DialogTitle>
          <button type="button" onClick={onClose} className="mt-5 rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {texts.close}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
