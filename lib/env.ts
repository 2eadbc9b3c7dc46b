// The one place server code reads process.env (browser code reads its build-time values from lib/public-env.ts).
// Validated once; a bad value fails fast naming the variable. Every variable here is in .env.example and the
// README's configuration table, except INTERNAL_VARIABLES (tests/unit/docs-check.test.ts checks both ways).
// Tools outside the product (scripts/, bench/, tests/, e2e/, prisma/seed, next.config.mjs) read process.env
// themselves; the product's server under scripts/server reads HOST, PORT and TRUSTED_PROXIES before Next
// starts, and this schema validates the same values.
import { z } from "zod";
import { parseProxyTrust } from "./net/proxy-trust";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());
const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** VIDEO_HOSTS as a list of https origins (a leading "*." allows the host's subdomains, as CSP reads it). */
function videoOrigins(raw: string, ctx: z.RefinementCtx): string[] {
  const out: string[] = [];
  for (const item of raw.split(/[\s,]+/).filter(Boolean)) {
    const m = /^https:\/\/(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?\/?$/i.exec(item);
    if (!m) {
      ctx.addIssue({ code: "custom", message: `"${item}" is not an https origin such as https://videos.example.org` });
      continue;
    }
    out.push(`https://${m[1] ?? ""}${m[2]!.toLowerCase()}${m[4] ?? ""}`);
  }
  return [...new Set(out)];
}

/** TRUSTED_PROXIES as the product's server reads it (lib/net/proxy-trust.ts), so a typo stops the start-up here too. */
const proxyList = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseProxyTrust(v);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: e instanceof Error ? e.message : String(e) });
      }
    }),
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Listen address and port of the product's server (read there before Next starts; publicOrigin() reads them at call time). */
  HOST: optional,
  PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(65_535).optional()),
  /** Which proxies may tell the product's server the client's address (X-Forwarded-For), like Express "trust proxy". */
  TRUSTED_PROXIES: proxyList,
  /** postgresql://… for real PostgreSQL; unset for the embedded PGlite database. */
  DATABASE_URL: z.preprocess(
    (v) => (v === "" || (typeof v === "string" && v.includes("//embedded/")) ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
      .optional(),
  ),
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Signs the session JWT (HS256). Generated and kept in .data/ when unset outside production. */
  AUTH_SECRET: optional,
  AUTH_URL: optionalUrl,
  /** redis://… : rate-limit counters shared by every app instance (without it: PostgreSQL, or memory on PGlite). */
  REDIS_URL: optional,
  /** Prefix of every Redis key this app writes, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default("learnhub:"),
  /** The seed (prisma/seed/run.ts, run by `npm start`): "1" gives the demo accounts their published passwords. */
  SEED_DEMO_ACCOUNTS: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["0", "1"]).optional()),
  /** The seed: the first administrator, created once with a generated password printed once. */
  ADMIN_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().email().optional()),
  RESEND_API_KEY: optional,
  MAIL_FROM: z.string().default("LearnHub <no-reply@learnhub.local>"),
  MAIL_OUTBOX_DIR: z.string().default(".data/mail"),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  /** Where the browser sends /generate_explaination; built into the page (lib/public-env.ts), validated here. */
  NEXT_PUBLIC_EXPLANATION_BASE_URL: optionalUrl,
  AI_DAILY_QUOTA: z.coerce.number().int().positive().default(200),
  /** Total time allowed for one model answer, retry included (the tutor answers or fails within it). */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(20_000),
  VIDEO_BASE_URL: z.string().default("/media/videos/"),
  /**
   * Other sites lecture videos may play from (a content's https:// video, contract §2): their https origins,
   * separated by commas or spaces ("https://videos.school.example, https://*.cdn.example"). The page's
   * Content-Security-Policy (media-src, proxy.ts) allows these and VIDEO_BASE_URL's origin, nothing else.
   * Unset: only this app's own videos play.
   */
  VIDEO_HOSTS: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().transform(videoOrigins)),
  /** Base URL of the Python labs' package wheels, read by the product's server at start (scripts/server/static-assets.ts). */
  PYODIDE_PACKAGES_URL: optional,
  /** Where the app's own lecture videos live on disk (served at /media/videos/ with Range support). */
  VIDEO_STORAGE_DIR: z.string().default("media/videos"),
  /**
   * S3-compatible object storage for uploads and the media served from them (lib/server/storage): set the bucket
   * to use it instead of VIDEO_STORAGE_DIR, so every app instance shares what one stored.
   */
  S3_BUCKET: optional,
  /** An S3-compatible service's https:// address (MinIO, Cloudflare R2…); unset = AWS S3. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  /** Unset = the SDK's own credential chain (AWS_ACCESS_KEY_ID…, an instance role). */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** "1": the bucket in the path (MinIO and most S3-compatible services); "0": in the host name (AWS). Default: 1 with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).optional(),
  /** Prefix of every key this app writes in the bucket ("learnhub/"); several deployments can share one bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or folder names each ending with /")
    .default(""),
  /** Largest upload of each kind, in MB (the studio's video, cover image and H5P package). */
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().int().min(1).max(5_000).default(2_048),
  UPLOAD_MAX_COVER_MB: z.coerce.number().int().min(1).max(100).default(10),
  UPLOAD_MAX_H5P_MB: z.coerce.number().int().min(1).max(2_000).default(200),
  /** An H5P package unpacked: at most this many MB in all, and this many files (zip bombs are refused). */
  H5P_MAX_UNPACKED_MB: z.coerce.number().int().min(1).max(5_000).default(500),
  H5P_MAX_FILES: z.coerce.number().int().min(10).max(100_000).default(5_000),
  /** The public origin in mailed links; unset = the host and port the server was started on (publicOrigin()). */
  APP_URL: optionalUrl,
  /**
   * Server-side Java for the Java labs: "bwrap" (this instance's sandbox pool, the default), "piston" (a
   * self-hosted Piston engine at PISTON_URL) or "off" (run-java answers 503).
   */
  JAVA_RUNNER: z.enum(["bwrap", "piston", "off"]).default("bwrap"),
  /** The Piston engine's base URL (its API at /api/v2/), for JAVA_RUNNER=piston. */
  PISTON_URL: optionalUrl,
  /** Sent as the Authorization header, for engines behind an API gateway. */
  PISTON_API_KEY: optional,
  /** The engine's java package version or SemVer selector; unset = the newest java the engine lists (read once). */
  PISTON_JAVA_VERSION: optional,
  /** Runs this instance sends to the engine at the same time (the learners' fair queue sits in front). */
  PISTON_MAX_CONCURRENT: z.coerce.number().int().min(1).max(256).default(16),
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
  /** Hard cap on runs waiting for a free slot (a safety net; the real bound is JAVA_QUEUE_MAX_WAIT_S). */
  JAVA_QUEUE_MAX: z.coerce.number().int().min(0).max(1_000).default(200),
  /** A run is refused (429 + Retry-After) when its estimated wait for a free slot is longer than this, in seconds. */
  JAVA_QUEUE_MAX_WAIT_S: z.coerce.number().int().min(1).max(600).default(45),
  /** Memory of all of one run's processes together, in MB (one cgroup per run). */
  JAVA_RUN_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  /** Processes and threads of one run together (cgroup pids.max). */
  JAVA_RUN_PIDS: z.coerce.number().int().min(16).max(4_096).default(256),
  /** "off" skips the per-run cgroup (the start-up log says so); "on" uses it when the host allows. */
  JAVA_RUN_CGROUPS: z.enum(["on", "off"]).default("on"),
  /** "on": each runner slot keeps a warm compiler JVM (javax.tools, in the sandbox); "off": javac starts cold in every run. */
  JAVA_WARM_COMPILER: z.enum(["on", "off"]).default("on"),
  /**
   * First unprivileged uid of the runners' pool: uids BASE … BASE+JAVA_MAX_CONCURRENT-1 run programs and the next
   * JAVA_MAX_CONCURRENT uids the slots' warm compilers; all must be otherwise unused.
   */
  JAVA_SANDBOX_UID_BASE: z.coerce.number().int().min(1_000).max(2_000_000_000).default(61_000),
  /** Bytes of program output returned before '[output truncated]'. */
  JAVA_OUTPUT_LIMIT_BYTES: z.coerce.number().int().min(1_024).max(1_048_576).default(65_536),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Tests: "1" checks every JSON answer against its endpoint's response schema (lib/api/endpoints.ts); a mismatch is a 500. */
  API_CHECK_RESPONSES: z.enum(["0", "1"]).default("0"),
});

/** Settings that only make sense together: S3 credentials come in pairs, and S3 settings need a bucket. */
const checked = schema.superRefine((e, ctx) => {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all" });
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_PREFIX)) {
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when other S3_ settings are set (S3 storage is used only with a bucket)" });
  }
});

export type Env = z.infer<typeof schema>;

/** Every variable the schema validates. */
export const ENV_VARIABLES = Object.keys(schema.shape) as (keyof Env)[];

/**
 * Read here but set by the product or its tests, never by an operator, so not in .env.example or the README:
 * LEARNHUB_PEER_KEY (the product's server makes one per process, scripts/server/main.ts) and API_CHECK_RESPONSES
 * (the integration and e2e runs check every answer against its schema).
 */
export const INTERNAL_VARIABLES = ["LEARNHUB_PEER_KEY", "API_CHECK_RESPONSES"] as const;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = checked.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/**
 * The origin links in mails point at: AUTH_URL, else APP_URL, else the HOST and PORT this server was
 * started on (read at call time: Next sets PORT once it listens). Never the request's Host header, which
 * any client can set — a reset link must not be steerable to another server.
 */
export function publicOrigin(): string {
  const e = env();
  const configured = e.AUTH_URL ?? e.APP_URL;
  if (configured) return new URL(configured).origin;
  const rawHost = process.env.HOST?.trim() || "127.0.0.1";
  // A wildcard bind address is not somewhere a browser can go; the machine itself is.
  const host =
    rawHost === "0.0.0.0" || rawHost === "::" || rawHost === "[::]"
      ? "localhost"
      : rawHost.includes(":") && !rawHost.startsWith("[")
        ? `[${rawHost}]`
        : rawHost;
  const port = Number(process.env.PORT) || 3000;
  return `http://${host}:${port}`;
}

/**
 * The key the product's server vouches for the client address with (scripts/server/main.ts sets it before Next
 * starts; lib/net/client-ip.ts compares). Read at call time: it is set by this process, not configured.
 */
export function peerKey(): string | undefined {
  return process.env.LEARNHUB_PEER_KEY || undefined;
}

/** Tests change variables between cases; production never calls this. */
export function resetEnvForTests() {
  cached = undefined;
}
