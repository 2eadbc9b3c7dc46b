// Playwright's web server: a fresh PostgreSQL database (migrated + seeded) and the production build on :3100.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";

const admin = process.env.TEST_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const port = process.env.E2E_PORT ?? "3100";
const name = `learnhub_e2e_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
const url = new URL(admin);
if (!["127.0.0.1", "localhost", "::1"].includes(url.hostname)) throw new Error("e2e database must be local");

const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`CREATE DATABASE "${name}"`);
await client.end();
url.pathname = `/${name}`;

mkdirSync(".data", { recursive: true });
const outbox = process.env.E2E_MAIL_DIR ?? ".data/e2e-mail";
rmSync(outbox, { recursive: true, force: true });
writeFileSync(`.data/e2e-db-${port}.json`, JSON.stringify({ name, url: url.toString() }));

const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  AUTH_SECRET: "e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
  MAIL_OUTBOX_DIR: outbox,
  // The e2e suite logs in as the README's demo accounts.
  SEED_DEMO_ACCOUNTS: "1",
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
  // Every JSON answer is checked against its endpoint's response schema (lib/api/endpoints.ts).
  API_CHECK_RESPONSES: "1",
};
const setup = spawnSync("npx", ["tsx", "prisma/seed/run.ts"], { stdio: "inherit", env });
if (setup.status !== 0) process.exit(setup.status ?? 1);
// E2E_DEV=1 serves with `next dev` (own dist dir per port) for quick local iterations; CI uses the build.
const dev = process.env.E2E_DEV === "1";
if (dev) env.NEXT_DIST_DIR = `.next-dev-${port}`;
if (dev) spawnSync(process.execPath, ["scripts/prepare-assets.mjs"], { stdio: "inherit" });
const server = spawn(process.execPath, ["dist/server.mjs", ...(dev ? ["--dev"] : [])], {
  stdio: "inherit",
  env: { ...env, HOST: "127.0.0.1", PORT: port, NODE_ENV: dev ? "development" : "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
