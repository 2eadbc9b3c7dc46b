// Production defaults: a real database gets no account with a published password (unless asked for),
// ADMIN_EMAIL gets a generated password shown once, and AUTH_SECRET is required where a per-machine
// secret would break sessions (several instances, or production on a real database).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { resetEnvForTests } from "../../lib/env";
import { MISSING_AUTH_SECRET, assertAuthSecretPolicy, embeddedDefaults } from "../../lib/server/startup-check";
import { DEMO_ACCOUNTS } from "../../prisma/seed/catalogue";
import { verifyPassword } from "../../lib/server/auth/argon2";

const admin = process.env.TEST_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

describe("the seed on a real database", () => {
  const name = `learnhub_proddefaults_${randomBytes(4).toString("hex")}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let prisma: PrismaClient;

  beforeAll(async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE "${name}"`);
    await c.end();
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });

  const seed = () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url.toString(), ADMIN_EMAIL: "Head@School.example" };
    delete env.SEED_DEMO_ACCOUNTS;
    const r = spawnSync("npx", ["tsx", "prisma/seed/run.ts"], { env, encoding: "utf8", timeout: 180_000 });
    expect(r.status).toBe(0);
    return r.stdout;
  };

  it("creates the catalogue's people with passwords nobody knows, and the first admin with one printed once", async () => {
    const out = seed();
    expect(out).toContain("demo accounts have random passwords");
    for (const acct of Object.values(DEMO_ACCOUNTS)) {
      const u = await prisma.user.findUniqueOrThrow({ where: { email: acct.email }, select: { passwordHash: true } });
      expect(await verifyPassword(u.passwordHash, acct.password)).toBe(false);
    }
    const printed = out.match(/Password \(shown this once, stored only as a hash\): (\S+)/)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const boss = await prisma.user.findUniqueOrThrow({
      where: { email: "head@school.example" },
      select: { role: true, emailVerified: true, passwordHash: true },
    });
    expect(boss).toMatchObject({ role: "admin", emailVerified: true });
    expect(await verifyPassword(boss.passwordHash, printed!)).toBe(true);

    // A restart neither prints nor changes it.
    const again = seed();
    expect(again).not.toContain("shown this once");
    expect(again).toContain("already has an account");
    const after = await prisma.user.findUniqueOrThrow({ where: { email: "head@school.example" }, select: { passwordHash: true } });
    expect(after.passwordHash).toBe(boss.passwordHash);
  }, 300_000);
});

describe("AUTH_SECRET policy and the start-up report", () => {
  const saved = { ...process.env };
  const set = (vars: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  };
  afterEach(() => {
    for (const k of ["AUTH_SECRET", "NODE_ENV", "DATABASE_URL", "REDIS_URL", "RESEND_API_KEY", "OPENAI_API_KEY"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetEnvForTests();
  });

  it("refuses production on a real database without AUTH_SECRET", () => {
    set({ AUTH_SECRET: undefined, NODE_ENV: "production", DATABASE_URL: "postgresql://x@127.0.0.1/db", REDIS_URL: undefined });
    expect(() => assertAuthSecretPolicy()).toThrow(MISSING_AUTH_SECRET);
  });

  it("refuses several instances (REDIS_URL) without AUTH_SECRET, in any mode", () => {
    set({ AUTH_SECRET: undefined, NODE_ENV: "development", DATABASE_URL: undefined, REDIS_URL: "redis://127.0.0.1:6379" });
    expect(() => assertAuthSecretPolicy()).toThrow(MISSING_AUTH_SECRET);
  });

  it("lets the embedded laptop default generate its secret, and names every embedded default", () => {
    set({
      AUTH_SECRET: undefined,
      NODE_ENV: "production",
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      RESEND_API_KEY: undefined,
      OPENAI_API_KEY: undefined,
    });
    expect(() => assertAuthSecretPolicy()).not.toThrow();
    const named = embeddedDefaults().join("\n");
    expect(named).toMatch(/embedded PGlite/);
    expect(named).toMatch(/AUTH_SECRET: generated/);
    expect(named).toMatch(/mail: NOT SENT/);
    expect(named).toMatch(/AI tutor: offline/);
  });

  it("accepts production on a real database with AUTH_SECRET set", () => {
    set({ AUTH_SECRET: "x".repeat(40), NODE_ENV: "production", DATABASE_URL: "postgresql://x@127.0.0.1/db", REDIS_URL: "redis://127.0.0.1:6379" });
    expect(() => assertAuthSecretPolicy()).not.toThrow();
  });
});
