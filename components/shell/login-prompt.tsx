"use client";
// A signed-in screen opened by a visitor: what logging in gives them, and the Login button that opens the dialog.
import { useAuthDialogs } from "./auth-dialogs-context";

export function LoginPrompt({ message, login }: { message: string; login: string }) {
  const { open } = useAuthDialogs();
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <p className="text-lg text-ink-700">{message}</p>
      <button
        type="button"
        onClick={() => open({ kind: "login" })}
        className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {login}
      </button>
    </div>
  );
}
