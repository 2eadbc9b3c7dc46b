"use client";
// A screen for some roles only (the teacher's screens, the course studio): a visitor is asked to log in, anyone
// else is told whom the screen is for. Only what the page shows: the server refuses their calls anyway (403).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { primaryButton, secondaryButton } from "@/components/teacher/ui";

export type RoleGateTexts = { loginTitle: string; loginBody: string; login: string; refusedTitle: string; refusedBody: string; goToMyLearning: string };

export function RoleGate({ allowed, texts, children }: { allowed: (role: string | null) => boolean; texts: RoleGateTexts; children: ReactNode }) {
  const { state } = useSession();
  const { open } = useAuthDialogs();
  if (!state.isLoggedIn) {
    return (
      <Refusal title={texts.loginTitle} body={texts.loginBody}>
        <button type="button" className={primaryButton} onClick={() => open({ kind: "login" })}>
          {texts.login}
        </button>
      </Refusal>
    );
  }
  if (!allowed(state.role)) {
    return (
      <Refusal title={texts.refusedTitle} body={texts.refusedBody}>
        <Link to="/mylearning" className={secondaryButton}>
          {texts.goToMyLearning}
        </Link>
      </Refusal>
    );
  }
  return <>{children}</>;
}

function Refusal({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        <p className="mt-3 text-ink-700">{body}</p>
        <div className="mt-6 flex justify-center">{children}</div>
      </div>
    </div>
  );
}
