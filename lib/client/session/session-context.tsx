"use client";
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from "react";
import { initialSession, sessionReducer, type SessionAction, type SessionState } from "./session-reducer";
import { readStoredUser } from "./stored-user";

type SessionContextValue = { state: SessionState; dispatch: Dispatch<SessionAction> };

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, null, () => initialSession(readStoredUser()));
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession must be used inside SessionProvider");
  return ctx;
}
