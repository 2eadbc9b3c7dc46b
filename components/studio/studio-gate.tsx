"use client";
// The studio opens for authors, teachers and admins (canAuthor): a visitor is asked to log in, a learner is told
// the studio is not for them (the server refuses them anyway: 403 on every studio call).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "@/lib/client/session/session-context";
import { canAuthor } from "@/lib/schemas/roles";
import { useAuthDialogs } from "@/components/shell/auth-dialogs-context";
import { primaryButton, secondaryButton } from "@/components/teacher/ui";
import { texts } from "./texts";

export function StudioGate({ children }: { children: ReactNode }) {
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
  if (!canAuthor(state.role)) {
    return (
      <Refusal title={texts.onlyAuthorsTitle} body={texts.onlyAuthorsBody}>
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
