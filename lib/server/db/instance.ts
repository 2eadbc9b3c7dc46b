// The app's one Prisma client (globalThis singleton, so dev reloads and route bundles share it).
// Secrets are omitted from every query unless a caller asks for them explicitly.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { openDriver, type SqlRunner } from "./driver";
import { migrate } from "./migrator";

export const omitSecrets = {
  user: { passwordHash: true, tokenVersion: true },
  emailOtp: { codeHash: true },
  passwordResetToken: { tokenHash: true },
} as const;

function makeClient(adapter: SqlDriverAdapterFactory) {
  return new PrismaClient({ adapter, omit: omitSecrets });
}

export type Db = ReturnType<typeof makeClient>;

type Holder = { db?: Db; runner?: SqlRunner; ready?: Promise<void> };
const holder = ((globalThis as Record<string, unknown>).__learnhubDb ??= {}) as Holder;

async function init() {
  const e = env();
  const driver = await openDriver({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  // The embedded database is created and migrated on first use; PostgreSQL is migrated by the deploy step.
  if (driver.runner.kind === "pglite") await migrate(driver.runner);
  holder.runner = driver.runner;
  holder.db = makeClient(driver.adapter);
}

/** Resolves the Prisma client, opening the database on first call. */
export async function db(): Promise<Db> {
  holder.ready ??= init().catch((e) => {
    holder.ready = undefined;
    throw e;
  });
  await holder.ready;
  return holder.db!;
}

export async function dbRunner(): Promise<SqlRunner> {
  await db();
  return holder.runner!;
}

/** For scripts and tests that must let the process exit. */
export async function closeDb() {
  const h = holder;
  if (!h.ready) return;
  await h.ready.catch(() => undefined);
  await h.db?.$disconnect();
  await h.runner?.close();
  h.db = undefined;
  h.runner = undefined;
  h.ready = undefined;
}
