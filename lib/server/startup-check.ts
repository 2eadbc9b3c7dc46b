import "server-only";
// What the server checks and says once at start-up (instrumentation.ts). Several instances behind a load
// balancer must sign sessions with one key: a secret generated into .data/ per machine would make every
// instance refuse the others' tokens, so that case refuses to start. The embedded defaults that make
// `npm start` work on a laptop are named loudly, so nobody runs them in production by accident.
import { env } from "@/lib/env";

export const MISSING_AUTH_SECRET =
  "AUTH_SECRET is not set. Refusing to start: with REDIS_URL (several instances) or in production on a real database, every instance must sign sessions with the same secret. Set AUTH_SECRET to a random string of at least 32 characters (e.g. `openssl rand -base64 48`).";

/** Throws when the configuration must not run; true when AUTH_SECRET may be generated locally. */
export function assertAuthSecretPolicy(): void {
  const e = env();
  if (e.AUTH_SECRET) return;
  if (e.REDIS_URL || (e.NODE_ENV === "production" && e.DATABASE_URL)) throw new Error(MISSING_AUTH_SECRET);
}

/** The embedded defaults in force, each with what it means and what replaces it. */
export function embeddedDefaults(): string[] {
  const e = env();
  const out: string[] = [];
  if (!e.DATABASE_URL) out.push(`database: embedded PGlite in ${e.PGLITE_DIR} (one process only; set DATABASE_URL for PostgreSQL)`);
  if (!e.AUTH_SECRET) out.push("AUTH_SECRET: generated and kept in .data/auth-secret (set AUTH_SECRET; required for several instances)");
  if (!e.RESEND_API_KEY) out.push(`mail: NOT SENT — one-time codes and reset links are written to ${e.MAIL_OUTBOX_DIR} (set RESEND_API_KEY)`);
  if (!e.OPENAI_API_KEY) out.push("AI tutor: offline answers from the course text (set OPENAI_API_KEY for a model)");
  if (!e.RECAPTCHA_SECRET_KEY) out.push("captcha: self-hosted ALTCHA proof of work (fine in production; reCAPTCHA optional)");
  return out;
}

export function startupReport(): void {
  assertAuthSecretPolicy();
  const defaults = embeddedDefaults().filter((d) => !d.startsWith("captcha:"));
  if (defaults.length === 0) return;
  const bar = "!".repeat(72);
  console.warn(
    `${bar}\nLearnHub is running with embedded defaults (right on a laptop, wrong in production):\n${defaults.map((d) => `  - ${d}`).join("\n")}\n${bar}`,
  );
}
