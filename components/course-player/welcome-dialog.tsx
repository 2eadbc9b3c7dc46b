"use client";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { texts } from "./texts";

export function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-dialog rounded-2xl bg-white p-6 text-center shadow-xl">
          <div aria-hidden="true" className="mx-auto mb-3 grid h-12 w-12 place-items-center rounded-full bg-brand-100 text-2xl">👋</div>
          <DialogTitle className="text-lg font-semibold text-ink-900">{texts.welcome}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="mt-5 rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {texts.close}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
