// The app under test for the classroom bench: a fresh PostgreSQL database (migrated, demo catalogue,
// N learner accounts) and the production server (dist/server.mjs) on its own port. Every request of the
// bench comes from 127.0.0.1: one school address, like a class behind NAT.
import { spawn, type ChildProcess } from "node:child_process";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { pgRunner } from "../../lib/server/db/driver";
import { migrate } from "../../lib/server/db/migrator";
import { seedDemo } from "../../prisma/seed/index";
import { createUser } from "../../prisma/seed/factories";
import { createDatabase, dropDatabase } from "../../tests/support/test-database";

export type Learner = { id: number; email: string; password: string };
export type App = { baseUrl: string; prisma: PrismaClient; learners: Learner[]; stop: () => Promise<void> };

export const PASSWORD = "Quiet-Harbour-42-Lantern";

async function waitHealthy(url: string, ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function startApp({ learners, port, redis }: { learners: number; port: number; redis: boolean }): Promise<App> {
  const database = await createDatabase("learnhub_bench_class");
  const runner = await pgRunner(database.url);
  await migrate(runner);
  await runner.close();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) });
  await seedDemo(prisma as never);
  const made: Learner[] = [];
  for (let i = 0; i < learners; i++) {
    const u = await createUser(prisma as never, { username: `class.learner.${i}`, email: `class.learner.${i}@school.test`, password: PASSWORD });
    made.push({ id: u.id, email: u.email!, password: PASSWORD });
  }
  let server: ChildProcess | undefined = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "dist/server.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: database.url,
      AUTH_SECRET: "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      MAIL_OUTBOX_DIR: ".data/bench-mail",
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      ...(redis ? { REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `bench-${database.name}:` } : {}),
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitHealthy(`${baseUrl}/api/health`);
  return {
    baseUrl,
    prisma,
    learners: made,
    stop: async () => {
      server?.kill("SIGTERM");
      server = undefined;
      await prisma.$disconnect();
      await dropDatabase(database.name);
    },
  };
}
