"use client";
// First sign-in with a class sheet's one-time password: until the learner chooses their own, the server answers
// every other call with 403, so this dialog blocks the app (no close; Escape does nothing; Log out is the way
// out). The new sign-in record is stored and the page reloads, as after a login (contract §4).
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { ApiError } from "@/lib/client/api";
import { setOwnPassword } from "@/lib/client/classes-me-api";
import { useSession } from "@/lib/client/session/session-context";
import { useLogout } from "@/lib/client/session/use-logout";
import { PasswordField } from "@/components/auth/password-field";
import { linkButton, primaryButton } from "@/components/auth/form-bits";
import { texts as authTexts } from "@/components/auth/texts";
import { classTexts as t } from "./texts";

export function FirstPasswordDialog() {
  const { state, dispatch } = useSession();
  const logout = useLogout();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: setOwnPassword,
    onSuccess: (record) => {
      dispatch({ type: "LOGIN_SUCCESS", payload: { user: record } });
      window.alert(record.message);
      window.location.reload();
    },
  });
  const busy = save.isPending || save.isSuccess;
  const required = (v: string) => (tried && !v ? authTexts.required : null);
  const confirmError = required(confirm) ?? (tried && password !== confirm ? authTexts.resetMismatch : null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!password || !confirm || password !== confirm || busy) return;
    save.mutate({ password, confirmPassword: confirm });
  }

  const serverError = save.error ? (save.error instanceof ApiError ? save.error.message : authTexts.genericError) : null;
  return (
    <Dialog open onClose={() => undefined} className="fixed inset-0 z-[55] overflow-y-auto">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <DialogTitle className="text-xl font-bold text-ink-900">{t.firstPasswordTitle}</DialogTitle>
          <Description className="mt-1 text-sm text-ink-700">{t.firstPasswordIntro}</Description>
          <p className="mt-3 text-sm text-ink-500">
            {t.signedInAs} <span className="font-semibold text-ink-900">{state.user?.username}</span>
          </p>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            {/* For password managers: whose password this is. */}
            <input type="text" name="username" autoComplete="username" value={state.user?.username ?? ""} readOnly hidden />
            <PasswordField
              label={t.newPassword}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={required(password)}
              data-autofocus
            />
            <PasswordField
              label={t.confirmPassword}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={confirmError}
            />
            {serverError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {serverError}
              </p>
            )}
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? t.savingPassword : t.savePassword}
            </button>
            <p className="text-center text-sm">
              <button type="button" className={linkButton} onClick={() => void logout()}>
                {t.logoutInstead}
              </button>
            </p>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
