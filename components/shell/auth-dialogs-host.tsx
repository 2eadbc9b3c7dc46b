"use client";
// The account dialogs (Headless UI, the captcha widgets) are fetched the first time one of them opens, or at
// once when a sign-up reload left a code to ask for; the page itself never waits for them. A sign-in with a class
// sheet's one-time password gets the blocking "Choose your own password" dialog instead.
import { lazy, Suspense, useState } from "react";
import { PENDING_VERIFICATION_KEY } from "@/components/auth/texts";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "./auth-dialogs-context";

const loadAuthDialogs = () => import("@/components/auth/auth-dialogs");
const AuthDialogs = lazy(() => loadAuthDialogs().then((m) => ({ default: m.AuthDialogs })));
const FirstPasswordDialog = lazy(() => import("@/components/classes/first-password-dialog").then((m) => ({ default: m.FirstPasswordDialog })));

/** Starts fetching the dialogs early, e.g. when the pointer reaches a Login button. */
export function preloadAuthDialogs() {
  void loadAuthDialogs();
}

export function AuthDialogsHost() {
  const { dialog } = useAuthDialogs();
  const { state } = useSession();
  const [needed, setNeeded] = useState(() => window.sessionStorage.getItem(PENDING_VERIFICATION_KEY) !== null);
  // Once mounted they stay mounted, so a half-filled form survives closing and reopening as before.
  if (dialog && !needed) setNeeded(true);
  if (state.isLoggedIn && state.user?.mustChangePassword) {
    return (
      <Suspense fallback={null}>
        <FirstPasswordDialog />
      </Suspense>
    );
  }
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
