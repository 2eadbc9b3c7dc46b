"use client";
// Sign-up (contract §5): every field required after a submit attempt, passwords must match, the class-code
// field only when the School/Organization box is ticked (it shows the class and school a typed code joins), Terms
// shown but not enforced.
import { useRef, useState, type FormEvent } from "react";
import { ApiError } from "@/lib/client/api";
import { signup } from "@/lib/client/auth-api";
import type { SignUpInput } from "@/lib/schemas/auth";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { AuthModal } from "./auth-modal";
import { Captcha, type CaptchaHandle } from "./captcha";
import { useCaptchaMutation } from "./use-captcha-mutation";
import { PasswordField } from "./password-field";
import { TextField, linkButton, primaryButton } from "./form-bits";
import { PENDING_VERIFICATION_KEY, texts } from "./texts";
import { SignupClassCode } from "@/components/classes/signup-class-code";

const empty = { name: "", email: "", password: "", confirm: "", classCode: "" };

export function SignupDialog({ open }: { open: boolean }) {
  const { dispatch } = useSession();
  const dialogs = useAuthDialogs();
  const [form, setForm] = useState(empty);
  const [withSchool, setWithSchool] = useState(false);
  const [tried, setTried] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);

  const set = (k: keyof typeof empty) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const req = (v: string) => (tried && !v.trim() ? texts.required : null);
  const confirmError = req(form.confirm) ?? (tried && form.password !== form.confirm ? texts.passwordsDiffer : null);

  const register = useCaptchaMutation(captcha, (body: Omit<SignUpInput, "recaptcha">, recaptcha) => signup({ ...body, recaptcha }), {
    onSuccess: (res, body) => {
      dispatch({ type: "REGISTER_SUCCESS" });
      window.sessionStorage.setItem(PENDING_VERIFICATION_KEY, body.email);
      window.alert(res.message);
      window.location.reload();
    },
    onError: (err) => {
      dispatch({ type: "REGISTER_FAIL" });
      window.alert(err instanceof ApiError && err.message ? err.message : texts.genericError);
    },
  });
  const busy = register.isPending || register.isSuccess;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!form.name.trim() || !form.email.trim() || !form.password || !form.confirm || form.password !== form.confirm) return;
    register.mutate({
      username: form.name.trim(),
      email: form.email.trim().toLowerCase(),
      password: form.password,
      course_code: withSchool && form.classCode.trim() ? form.classCode.trim() : null,
    });
  }

  return (
    <AuthModal open={open} onClose={dialogs.close} title="Signup" description="Create your free LearnHub account.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Name" autoComplete="name" value={form.name} onChange={set("name")} error={req(form.name)} />
        <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={set("email")} error={req(form.email)} />
        <PasswordField label="Password" autoComplete="new-password" value={form.password} onChange={set("password")} error={req(form.password)} />
        <PasswordField label="Confirm Password" autoComplete="new-password" value={form.confirm} onChange={set("confirm")} error={confirmError} />
        <label className="flex items-start gap-2 text-sm text-ink-700">
          <input
            type="checkbox"
            checked={withSchool}
            onChange={(e) => setWithSchool(e.target.checked)}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600"
          />
          I am associated with a School/Organization
        </label>
        {withSchool && <SignupClassCode value={form.classCode} onChange={set("classCode")} />}
        {open && <Captcha ref={captcha} invisible action="signup" />}
        <p className="text-xs text-ink-500">By signing up you agree to our Terms and Conditions and Privacy Policy.</p>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Creating account…" : "Signup"}
        </button>
        <p className="text-center text-sm text-ink-500">
          Already have an account?{" "}
          <button type="button" className={linkButton} onClick={() => dialogs.open({ kind: "login" })}>
            Login
          </button>
        </p>
      </form>
    </AuthModal>
  );
}
