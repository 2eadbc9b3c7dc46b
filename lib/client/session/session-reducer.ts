// Session state and its transitions, exactly as contract §4 describes them.
import { decodeToken, isExpired } from "@/lib/client/jwt";
import type { StoredUser } from "./stored-user";

export type SessionState = {
  isLoggedIn: boolean;
  user: StoredUser | null;
  role: string | null;
  organization: string | null;
  org_id: number | null;
  course_code: string | null;
  message: string;
  courses: unknown[] | null;
};

export type SessionAction =
  | { type: "REGISTER_SUCCESS" }
  | { type: "REGISTER_FAIL" }
  | { type: "LOGIN_SUCCESS"; payload: { user: StoredUser } }
  | { type: "LOGIN_FAIL" }
  | { type: "LOGOUT" }
  | { type: "SET_MESSAGE"; payload: string }
  | { type: "CLEAR_MESSAGE" }
  | { type: "SAVE_RESPONSE"; payload: { showcourse?: unknown[] } };

const loggedOut = { isLoggedIn: false, user: null, role: null, organization: null, org_id: null, course_code: null };

export function initialSession(stored: StoredUser | null): SessionState {
  const claims = decodeToken(stored?.accessToken);
  if (!stored || isExpired(claims)) return { ...loggedOut, message: "", courses: null };
  return {
    isLoggedIn: true,
    user: stored,
    role: claims?.role ?? null,
    organization: claims?.organization ?? null,
    org_id: claims?.org_id ?? null,
    course_code: claims?.course_code ?? null,
    message: "",
    courses: null,
  };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "REGISTER_SUCCESS":
    case "REGISTER_FAIL":
      return { ...state, isLoggedIn: true };
    case "LOGIN_SUCCESS": {
      const claims = decodeToken(action.payload.user.accessToken);
      return {
        ...state,
        isLoggedIn: true,
        user: action.payload.user,
        role: claims?.role ?? null,
        organization: claims?.organization ?? null,
        org_id: claims?.org_id ?? null,
        course_code: claims?.course_code ?? null,
      };
    }
    case "LOGIN_FAIL":
    case "LOGOUT":
      return { ...state, ...loggedOut };
    case "SET_MESSAGE":
      return { ...state, message: action.payload };
    case "CLEAR_MESSAGE":
      return { ...state, message: "" };
    case "SAVE_RESPONSE":
      return { ...state, courses: action.payload.showcourse ?? [] };
    default:
      return state;
  }
}
