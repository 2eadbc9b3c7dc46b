// Contract §4 session transitions, one by one, from both starting states.
import { initialSession, sessionReducer, type SessionState } from "@/lib/client/session/session-reducer";
import type { StoredUser } from "@/lib/client/session/stored-user";

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const token = (claims: Record<string, unknown>) => `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}.sig`;
const future = Math.floor(Date.now() / 1000) + 3600;

const user = (claims: Record<string, unknown> = {}): StoredUser => ({
  id: 7,
  username: "asha",
  email: "asha@example.test",
  roles: ["user"],
  organization: "Sunrise Public School",
  org_id: 4,
  course_code: "SUN-8A",
  accessToken: token({ sub: "7", role: "user", organization: "Sunrise Public School", org_id: 4, course_code: "SUN-8A", exp: future, ...claims }),
  mustChangePassword: false,
});

const loggedOut = initialSession(null);
const loggedIn = initialSession(user());

describe("initial session", () => {
  it("starts logged out without a stored user", () => {
    expect(loggedOut).toEqual({ isLoggedIn: false, user: null, role: null, organization: null, org_id: null, course_code: null, message: "", courses: null });
  });

  it("starts logged in from a stored user, reading role, organization and org_id from its token", () => {
    expect(loggedIn).toMatchObject({ isLoggedIn: true, user: user(), role: "user", organization: "Sunrise Public School", org_id: 4 });
  });

  it("reads the claims from the token, not from the stored record's own fields", () => {
    const u = { ...user({ role: "author", org_id: 9, organization: "Token Org" }), organization: "Record Org", org_id: 1 };
    expect(initialSession(u)).toMatchObject({ role: "author", org_id: 9, organization: "Token Org" });
  });

  it("treats a stored record whose token has expired as logged out", () => {
    expect(initialSession(user({ exp: Math.floor(Date.now() / 1000) - 1 })).isLoggedIn).toBe(false);
  });
});

describe("sessionReducer", () => {
  it.each(["REGISTER_SUCCESS", "REGISTER_FAIL"] as const)("%s sets isLoggedIn true and touches nothing else", (type) => {
    const from: SessionState = { ...loggedOut, message: "kept", courses: [1] };
    expect(sessionReducer(from, { type })).toEqual({ ...from, isLoggedIn: true });
  });

  it("LOGIN_SUCCESS sets the user and takes role, organization, org_id and course_code from its token", () => {
    const u = user({ role: "admin", organization: "HQ", org_id: 1, course_code: null });
    const next = sessionReducer({ ...loggedOut, message: "m" }, { type: "LOGIN_SUCCESS", payload: { user: u } });
    expect(next).toEqual({ isLoggedIn: true, user: u, role: "admin", organization: "HQ", org_id: 1, course_code: null, message: "m", courses: null });
  });

  it("LOGIN_SUCCESS with an undecodable token leaves the claims null", () => {
    const u = { ...user(), accessToken: "garbage" };
    expect(sessionReducer(loggedOut, { type: "LOGIN_SUCCESS", payload: { user: u } })).toMatchObject({ isLoggedIn: true, user: u, role: null, org_id: null });
  });

  it.each(["LOGIN_FAIL", "LOGOUT"] as const)("%s resets to logged out with user and claims null", (type) => {
    const from: SessionState = { ...loggedIn, message: "hello", courses: [{ id: 1 }] };
    expect(sessionReducer(from, { type })).toEqual({
      ...from,
      isLoggedIn: false,
      user: null,
      role: null,
      organization: null,
      org_id: null,
      course_code: null,
    });
  });

  it("SET_MESSAGE stores the message and CLEAR_MESSAGE empties it", () => {
    const set = sessionReducer(loggedIn, { type: "SET_MESSAGE", payload: "Saved" });
    expect(set).toEqual({ ...loggedIn, message: "Saved" });
    expect(sessionReducer(set, { type: "CLEAR_MESSAGE" })).toEqual({ ...loggedIn, message: "" });
  });

  it("SAVE_RESPONSE stores the course list from the response's showcourse", () => {
    const courses = [{ id: 1 }, { id: 2 }];
    expect(sessionReducer(loggedOut, { type: "SAVE_RESPONSE", payload: { showcourse: courses } })).toEqual({ ...loggedOut, courses });
    expect(sessionReducer(loggedOut, { type: "SAVE_RESPONSE", payload: {} }).courses).toEqual([]);
  });

  it("ignores unknown actions", () => {
    expect(sessionReducer(loggedIn, { type: "NOPE" } as never)).toBe(loggedIn);
  });
});
