"use client";
// Forgot password (contract §4/§8): send the link, alert 'Email Successfully Sent.' and close; else 'Try again.'
import { useRef, useState, type FormEvent } from "react";
import { sendForgetPasswordLink } from "@/lib/client/auth-api";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { AuthModal } from "./auth-modal";
import { Captcha, type CaptchaHandle } from "./captcha";
import { useCaptchaMutation } from "./use-captcha-mutation";
import { TextField, linkButton, primaryButton } from "./form-bits";
import { texts } from "./texts";

export function ForgotPasswordDialog({ open }: { open: boolean }) {
  const dialogs = useAuthDialogs();
  const [email, setEmail] = useState("");
  const [tried, setTried] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const send = useCaptchaMutation(captcha, (forgetEmail: string, recaptcha) => sendForgetPasswordLink(forgetEmail, recaptcha), {
    onSuccess: () => {
      window.alert(texts.forgotSent);
      dialogs.close();
    },
    onError: () => window.alert(texts.forgotFailed),
  });
  const busy = send.isPending;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!email.trim()) return;
    send.mutate(email.trim());
  }

  return (
    <AuthModal
      open={open}
      onClose={dialogs.close}
      title="Forgot password"
      description="Enter your account's email and we will send you a link to choose a new password."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={tried && !email.trim() ? texts.required : null}
        />
        {open && <Captcha ref={captcha} invisible action="forgot" />}
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Sending…" : "Send reset link"}
        </button>
        <p className="text-center text-sm">
          <button type="button" className={linkButton} onClick={() => dialogs.open({ kind: "login" })}>
            Back to Login
          </button>
        </p>
      </form>
    </AuthModal>
  );
}
