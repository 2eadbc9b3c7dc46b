"use client";
// Email verification (contract §4): 60-second countdown, Resend OTP disabled until it reaches 0; a verified
// code stores the user and reloads. A wrong code keeps the dialog open and says so with the tries left
// (contract §8 closed it and only logged, which left the learner guessing what had happened).
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import { resendOtp, verifyOtp } from "@/lib/client/auth-api";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { AuthModal } from "./auth-modal";
import { TextField, primaryButton } from "./form-bits";
import { texts } from "./texts";
import { useCountdown } from "./use-countdown";

export function OtpDialog({ email }: { email: string }) {
  const { dispatch } = useSession();
  const dialogs = useAuthDialogs();
  const { left, restart } = useCountdown(texts.otpCountdownSec);
  const [code, setCode] = useState("");
  const [tried, setTried] = useState(false);
  const verify = useMutation({
    mutationFn: verifyOtp,
    onSuccess: (record) => {
      dispatch({ type: "LOGIN_SUCCESS", payload: { user: record } });
      window.location.reload();
    },
  });
  const resendCode = useMutation({
    mutationFn: resendOtp,
    onSuccess: (res) => {
      if (res.status === 200) restart();
    },
  });
  const busy = verify.isPending || verify.isSuccess;
  const failure = verify.error ? (verify.error instanceof ApiError && verify.error.message ? verify.error.message : texts.genericError) : null;
  const note = resendCode.data?.message ?? null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!code.trim()) return;
    verify.mutate({ email, OTP: code.trim() });
  }

  function resend() {
    resendCode.mutate(email);
  }

  const mm = Math.floor(left / 60);
  const ss = String(left % 60).padStart(2, "0");

  return (
    <AuthModal
      open
      onClose={dialogs.close}
      title="Verify your email"
      description={
        <>
          Enter the 6-digit code we sent to <strong className="text-ink-900">{email}</strong>.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="\d{6}"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          error={tried && !code.trim() ? texts.required : null}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-center font-mono text-2xl tracking-[0.5em] text-ink-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Verifying…" : "Verify"}
        </button>
        <div className="flex items-center justify-between text-sm">
          <span className="text-ink-500" aria-live="polite">
            {left > 0 ? (
              <>
                You can request a new code in{" "}
                <span data-testid="otp-countdown">
                  {mm}:{ss}
                </span>
              </>
            ) : (
              "Didn't get the code?"
            )}
          </span>
          <button
            type="button"
            onClick={resend}
            disabled={left > 0}
            className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          >
            Resend OTP
          </button>
        </div>
        {note && (
          <p role="status" className="text-sm text-ink-700">
            {note}
          </p>
        )}
      </form>
    </AuthModal>
  );
}
