"use client";
// /#/resetpassword/{resetToken} (contract §2/§5/§8): New Password, Confirm Password, Reset Password; a
// mismatch is reported without a call; the outcome shows in a snackbar that hides after 6000 ms.
import { useCallback, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { forgetPassword } from "@/lib/client/auth-api";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { Snackbar, type SnackbarSeverity } from "@/components/ui/snackbar";
import { PasswordField } from "./password-field";
import { primaryButton } from "./form-bits";
import { texts } from "./texts";

export function ResetPasswordPage() {
  const { resetToken = "" } = useParams();
  const dialogs = useAuthDialogs();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const [snack, setSnack] = useState<{ message: string; severity: SnackbarSeverity } | null>(null);
  const closeSnack = useCallback(() => setSnack(null), []);

  const reset = useMutation({
    mutationFn: forgetPassword,
    onSuccess: () => {
      setSnack({ message: texts.resetDone, severity: "success" });
      setDone(true);
      setPassword("");
      setConfirm("");
      setTried(false);
    },
    onError: (err) => setSnack({ message: err instanceof ApiError && err.message ? err.message : texts.genericError, severity: "error" }),
  });
  const busy = reset.isPending;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!password || !confirm) return;
    if (password !== confirm) {
      setSnack({ message: texts.resetMismatch, severity: "error" });
      return;
    }
    reset.mutate({ resetToken, password, confirmPassword: confirm });
  }

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900">Reset password</h1>
        <p className="mt-1 text-sm text-ink-500">Choose a new password for your LearnHub account (at least 8 characters).</p>
        {done ? (
          <div className="mt-6 space-y-4">
            <p className="text-sm text-ink-700">Your password has been changed. You have been signed out everywhere; log in with the new password.</p>
            <button type="button" className={primaryButton} onClick={() => dialogs.open({ kind: "login" })}>
              Login
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-6 space-y-4">
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={tried && !password ? texts.required : null}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={tried && !confirm ? texts.required : null}
            />
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? "Resetting…" : "Reset Password"}
            </button>
          </form>
        )}
      </div>
      <Snackbar open={!!snack} message={snack?.message ?? ""} severity={snack?.severity} onClose={closeSnack} autoHideMs={texts.snackbarMs} />
    </section>
  );
}
