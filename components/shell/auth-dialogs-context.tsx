"use client";
// Which auth dialog is open over the current page (Login and Signup are modals, contract §2).
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export type AuthDialog = { kind: "login" } | { kind: "signup" } | { kind: "forgot" } | { kind: "otp"; email: string } | null;

type Ctx = { dialog: AuthDialog; open: (d: NonNullable<AuthDialog>) => void; close: () => void };

const AuthDialogsContext = createContext<Ctx | null>(null);

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog>(null);
  const value = useMemo(() => ({ dialog, open: setDialog, close: () => setDialog(null) }), [dialog]);
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): Ctx {
  const ctx = useContext(AuthDialogsContext);
  if (!ctx) throw new Error("useAuthDialogs must be used inside AuthDialogsProvider");
  return ctx;
}
