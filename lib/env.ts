// The one place that reads process.env. Validated once; a bad value fails fast naming the variable.
import { z } from "zod";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());
const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** postgresql://… for real PostgreSQL; unset for the embedded PGlite database. */
  DATABASE_URL: z.preprocess(
    (v) => (v === "" || (typeof v === "string" && v.includes("//embedded/")) ? undefined : v),
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL").optional(),
  ),
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Signs the session JWT (HS256). Generated and kept in .data/ when unset outside production. */
  AUTH_SECRET: optional,
  AUTH_URL: optionalUrl,
  REDIS_URL: optional,
  RESEND_API_KEY: optional,
  MAIL_FROM: z.string().default("LearnHub <no-reply@learnhub.local>"),
  MAIL_OUTBOX_DIR: z.string().default(".data/mail"),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  AI_DAILY_QUOTA: z.coerce.number().int().positive().default(200),
  /** Total time allowed for one model answer, retry included (the tutor answers or fails within it). */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(20_000),
  VIDEO_BASE_URL: z.string().default("/media/videos/"),
  /** Where the app's own lecture videos live on disk (served at /media/videos/ with Range support). */
  VIDEO_STORAGE_DIR: z.string().default("media/videos"),
  APP_URL: z.string().url().default("http://127.0.0.1:3000"),
  /** Server-side Java for the Java labs: "bwrap" (sandboxed, the default) or "off" (run-java answers 503). */
  JAVA_RUNNER: z.enum(["bwrap", "off"]).default("bwrap"),
  /** The JDK whose bin/javac and bin/java run learner code; unset = detected from javac on PATH or /usr/lib/jvm. */
  JAVA_HOME: optional,
  /** Wall-clock limit of one compile + run, in ms. */
  JAVA_TIME_LIMIT_MS: z.coerce.number().int().min(1_000).max(60_000).default(10_000),
  /** CPU seconds per process (javac, java) inside the sandbox (RLIMIT_CPU). */
  JAVA_CPU_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** Java heap of the learner's program, in MB (-Xmx). */
  JAVA_MEMORY_MB: z.coerce.number().int().min(32).max(1_024).default(128),
  /** Sandboxed runs at the same time; each gets its own uid. */
  JAVA_MAX_CONCURRENT: z.coerce.number().int().min(1).max(32).default(2),
  /** Runs allowed to wait for a free slot; beyond that run-java answers 429. */
  JAVA_QUEUE_MAX: z.coerce.number().int().min(0).max(1_000).default(8),
  /** First unprivileged uid of the runners' pool (uids BASE … BASE+JAVA_MAX_CONCURRENT-1 must be otherwise unused). */
  JAVA_SANDBOX_UID_BASE: z.coerce.number().int().min(1_000).max(2_000_000_000).default(61_000),
  /** Bytes of program output returned before '[output truncated]'. */
  JAVA_OUTPUT_LIMIT_BYTES: z.coerce.number().int().min(1_024).max(1_048_576).default(65_536),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change variables between cases; production never calls this. */
export function resetEnvForTests() {
  cached = undefined;
}
