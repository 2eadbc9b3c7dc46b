// Every rate limit of the product, in one table. Sized for classes: 30–40 learners share one school
// address and press the same button within seconds, so per-address limits are ceilings against floods,
// not the abuse control; that rests on what a class does not share — the account (per-user rules), the
// proof-of-work captcha on sign-in, sign-up and forgot-password, and the per-account failure counters of
// lib/server/auth. `by: "user"` counts a signed-in learner by account and a visitor by address.
export type RuleKey = "ip" | "user";

export type Rule = {
  /** Requests allowed per window. */
  points: number;
  /** Window length, seconds. */
  duration: number;
  by: RuleKey;
  /** Visitors (no session) on a "user" rule share their address's allowance: a higher ceiling for a class. */
  visitorPoints?: number;
  /**
   * Counted in this process only. For the per-learner ceilings of the busiest learning calls, which
   * stop a runaway client rather than an attacker: a shared store would add a database or Redis round
   * trip to every click of every learner in a class. With N instances the ceiling is N times higher.
   */
  local?: boolean;
  message?: string;
};

const CLASS = 40;

export const RULES = {
  // Accounts, per address. A class signs in together, some twice; each request also costs a captcha solve.
  "auth-signin": { points: CLASS * 10, duration: 600, by: "ip" },
  "auth-signup": { points: CLASS * 3, duration: 3600, by: "ip" },
  "auth-verify-otp": { points: CLASS * 10, duration: 600, by: "ip" },
  "auth-resend-otp": { points: CLASS * 5, duration: 600, by: "ip" },
  "auth-forgot": { points: CLASS * 3, duration: 600, by: "ip" },
  "auth-reset": { points: CLASS * 5, duration: 600, by: "ip" },
  "auth-set-password": { points: 10, duration: 600, by: "user" },
  "captcha-challenge": { points: CLASS * 15, duration: 60, by: "ip" },

  // Accounts, keyed by account / device / address explicitly (lib/server/auth/limits.ts; auth owns these).
  // Failed logins: one untrusted client (account+address), one address (a class shares it: a ceiling),
  // one account across untrusted clients, one trusted device (device cookie).
  "login-fail-client": { points: 5, duration: 60, by: "ip" },
  "login-fail-ip": { points: CLASS * 2, duration: 60, by: "ip" },
  "login-fail-account": { points: 20, duration: 60, by: "ip" },
  "login-fail-device": { points: 10, duration: 60, by: "ip" },
  "otp-issued": { points: 6, duration: 3600, by: "user", message: "Too many codes requested. Please try again in an hour." },
  "reset-link": { points: 3, duration: 900, by: "ip", message: "Too many reset emails requested. Please try again in 15 minutes." },
  // Short: a code dies after 5 wrong tries anyway; this bounds the work without keeping the owner out long.
  "otp-check": { points: 10, duration: 60, by: "ip", message: "Too many attempts. Please wait a minute and try again." },
  "signup-notice": { points: 3, duration: 86_400, by: "ip" },

  // Learning, per learner.
  enroll: { points: 60, duration: 60, by: "user", local: true },
  "progress-position": { points: 120, duration: 60, by: "user", local: true },
  "progress-view": { points: 240, duration: 60, by: "user", local: true },
  "progress-courses": { points: 120, duration: 60, by: "user", local: true },
  "quiz-start": { points: 60, duration: 60, by: "user", local: true },
  "quiz-answer": { points: 300, duration: 60, by: "user", local: true },
  "quiz-finish": { points: 60, duration: 60, by: "user", local: true },
  recommendations: { points: 60, duration: 60, by: "user", local: true },

  // Labs, per learner.
  "lab-write": { points: 120, duration: 60, by: "user", local: true },
  // Classes. Teachers' writes and reads per account; the live view is polled every few seconds per teacher.
  "class-write": { points: 120, duration: 60, by: "user" },
  "teacher-read": { points: 120, duration: 60, by: "user", local: true },
  "teacher-live": { points: 120, duration: 60, by: "user", local: true },
  // A code's preview before sign-up is per address (a class types it together); joining is per learner. 31^7
  // codes: neither allowance gets anywhere near guessing one.
  "class-preview": { points: CLASS * 10, duration: 600, by: "user", visitorPoints: CLASS * 10 },
  "class-join": { points: 20, duration: 600, by: "user" },

  // Admins.
  "admin-read": { points: 120, duration: 60, by: "user", local: true },
  "admin-write": { points: 60, duration: 60, by: "user" },

  // Authors' content writes.
  "captions-write": { points: 30, duration: 60, by: "user" },
  // The course studio's saves (a form, a reorder, a test, an import): an author working fast, not a script.
  "studio-write": { points: 120, duration: 60, by: "user" },
  // Studio uploads: starting one, and the tus requests that carry its bytes (a resumed upload asks for its
  // offset, then streams; a flaky link can do that many times a minute).
  "upload-start": { points: 60, duration: 600, by: "user" },
  "upload-data": { points: 600, duration: 60, by: "user", local: true },
  "lab-save": { points: 30, duration: 60, by: "user" },
  "lab-run-java": { points: 30, duration: 60, by: "user" },

  // The AI tutor: per learner, and per address for visitors; the address ceiling stops one machine
  // from spending the model budget of a whole school.
  "ai-chat": { points: 20, duration: 60, by: "user", visitorPoints: CLASS * 2 },
  "ai-explain": { points: 30, duration: 60, by: "user", visitorPoints: CLASS * 5 },
  "lab-chat": { points: 20, duration: 60, by: "user", visitorPoints: CLASS * 2 },
  "ai-ip": { points: CLASS * 30, duration: 60, by: "ip" },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;
