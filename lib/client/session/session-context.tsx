"use client";
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from "react";
import { initialSession, sessionReducer, type SessionAction, type SessionState } from "./session-reducer";
import { readStoredUser } from "./stored-user";

type SessionContextValue = { state: SessionState; dispatch: Dispatch<SessionAction> };

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, null, () => initialSession(readStoredUser()));
  // The reducer follows contract §4 (REGISTER_SUCCESS/REGISTER_FAIL set isLoggedIn without a user), but no
  // screen may ever show a session that has no user: a failed sign-up left a user-less "logged-in" nav.
  const value = useMemo(() => ({ state: withUser(state), dispatch }), [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function withUser(state: SessionState): SessionState {
  return state.isLoggedIn && !state.user ? { ...state, isLoggedIn: false } : state;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession must be used inside SessionProvider");
  return ctx;
}
