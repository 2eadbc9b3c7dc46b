"use client";
// Login (contract §4/§8): captcha first, then alert + reload on success, the OTP modal on 403,
// and the server's words in an alert on failure (a disabled account's 423 included). The Email field also takes
// the username of a learner their teacher added without an email address.
import { useId, useRef, useState, type FormEvent } from "react";
import { ApiError } from "@/lib/client/api";
import { signin } from "@/lib/client/auth-api";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { AuthModal } from "./auth-modal";
import { Captcha, type CaptchaHandle } from "./captcha";
import { useCaptchaMutation } from "./use-captcha-mutation";
import { PasswordField } from "./password-field";
import { TextField, linkButton, primaryButton } from "./form-bits";
import { texts } from "./texts";
import { classTexts } from "@/components/classes/texts";

export function LoginDialog({ open }: { open: boolean }) {
  const { dispatch } = useSession();
  const dialogs = useAuthDialogs();
  const captcha = useRef<CaptchaHandle>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [tried, setTried] = useState(false);
  const emailHintId = useId();
  const login = useCaptchaMutation(captcha, (body: { email: string; password: string }, recaptcha) => signin({ ...body, recaptcha }), {
    onSuccess: (record) => {
      dispatch({ type: "LOGIN_SUCCESS", payload: { user: record } });
      window.alert(record.message);
      window.location.reload();
    },
    onError: (err, body) => {
      dispatch({ type: "LOGIN_FAIL" });
      if (err instanceof ApiError && err.status === 403) {
        dialogs.open({ kind: "otp", email: body.email.toLowerCase() });
        return;
      }
      window.alert(err instanceof ApiError && err.message ? err.message : texts.genericError);
    },
  });
  // After a success the page reloads: the button stays busy until it does.
  const busy = login.isPending || login.isSuccess;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!email.trim() || !password) return;
    login.mutate({ email: email.trim(), password });
  }

  return (
    <AuthModal open={open} onClose={dialogs.close} title="Login" description="Welcome back! Log in to continue learning.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          {/* A learner their teacher added without an email address types the username from their class sheet here. */}
          <TextField
            label="Email"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={tried && !email.trim() ? texts.required : null}
            // The error, when shown, describes the field instead (TextField's own aria-describedby).
            {...(tried && !email.trim() ? {} : { "aria-describedby": emailHintId })}
          />
          <p id={emailHintId} className="mt-1 text-xs text-ink-500">
            {classTexts.loginUsernameHint}
          </p>
        </div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={tried && !password ? texts.required : null}
        />
        <div className="flex justify-end">
          <button type="button" className={`text-sm ${linkButton}`} onClick={() => dialogs.open({ kind: "forgot" })}>
            Forgot password?
          </button>
        </div>
        <Captcha ref={captcha} />
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Logging in…" : "Login"}
        </button>
        <p className="text-center text-sm text-ink-500">
          New to LearnHub?{" "}
          <button type="button" className={linkButton} onClick={() => dialogs.open({ kind: "signup" })}>
            Create an account
          </button>
        </p>
      </form>
    </AuthModal>
  );
}
