"use client";
// Shown after a successful enrolment (contract §2): 'Course enrolled successfully!' with Start Course.
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { texts } from "./texts";

export function EnrolledDialog({ open, onClose, onStart, courseName }: { open: boolean; onClose: () => void; onStart: () => void; courseName: string }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-dialog rounded-2xl bg-white p-6 text-center shadow-xl">
          <div aria-hidden="true" className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-green-100 text-2xl text-green-700">
            ✓
          </div>
          <DialogTitle className="mt-3 text-lg font-semibold text-ink-900">{texts.enrolledDialog}</DialogTitle>
          <p className="mt-1 text-sm text-ink-500">{courseName}</p>
          <div className="mt-5 flex justify-center gap-3">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink-700 hover:bg-slate-50"
            >
              Close
            </button>
            <button
              type="button"
              onClick={onStart}
              data-autofocus
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {texts.startCourse}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
