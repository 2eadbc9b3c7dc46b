"use client";
// Renders whichever account dialog is open (rendered once by the shell layout). After a sign-up the page
// reloads; the code dialog then opens for the new address so the learner can finish at once.
import { useEffect } from "react";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { useSession } from "@/lib/client/session/session-context";
import { LoginDialog } from "./login-dialog";
import { SignupDialog } from "./signup-dialog";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { OtpDialog } from "./otp-dialog";
import { PENDING_VERIFICATION_KEY } from "./texts";

export function AuthDialogs() {
  const { dialog, open } = useAuthDialogs();
  const { state } = useSession();

  useEffect(() => {
    const pending = window.sessionStorage.getItem(PENDING_VERIFICATION_KEY);
    if (!pending) return;
    window.sessionStorage.removeItem(PENDING_VERIFICATION_KEY);
    if (!state.isLoggedIn || !state.user) open({ kind: "otp", email: pending });
    // Only once, on the first render after the reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <LoginDialog open={dialog?.kind === "login"} />
      <SignupDialog open={dialog?.kind === "signup"} />
      <ForgotPasswordDialog open={dialog?.kind === "forgot"} />
      {dialog?.kind === "otp" && <OtpDialog key={dialog.email} email={dialog.email} />}
    </>
  );
}
