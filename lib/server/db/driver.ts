// Picks the database: real PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under PGLITE_DIR.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool as PgPool } from "pg";

export type SqlRunner = {
  kind: "postgres" | "pglite";
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

export type Driver = { adapter: SqlDriverAdapterFactory; runner: SqlRunner };

export async function openPglite(dir: string | undefined): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (!dir) return new PGlite();
  const abs = path.resolve(dir);
  mkdirSync(path.dirname(abs), { recursive: true });
  return new PGlite(abs);
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    kind: "pglite",
    async exec(sql) {
      await db.exec(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      const r = await db.query<T>(sql, params as never[]);
      return r.rows;
    },
    close: () => db.close(),
  };
}

async function newPgPool(connectionString: string, max: number): Promise<PgPool> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString, max });
  // A dropped idle connection is replaced on the next query instead of crashing the process.
  pool.on("error", () => undefined);
  await pool.query("SELECT 1");
  return pool;
}

function poolRunner(pool: PgPool): SqlRunner {
  return {
    kind: "postgres",
    async exec(sql) {
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (e) {
        // A failed multi-statement script leaves its transaction open on this connection.
        await client.query("ROLLBACK").catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async query<T>(sql: string, params?: unknown[]) {
      const r = await pool.query(sql, params);
      return r.rows as T[];
    },
    close: () => pool.end(),
  };
}

/** Raw SQL on a small pool of its own (scripts, tests, benches). */
export async function pgRunner(connectionString: string): Promise<SqlRunner> {
  return poolRunner(await newPgPool(connectionString, 2));
}

/**
 * A driver for the app process. Prisma and raw SQL share one connection pool (PostgreSQL) or the one
 * in-process instance (PGlite), so the hot paths' hand-written SQL adds no connections.
 */
export async function openDriver(opts: { databaseUrl?: string; pgliteDir?: string }): Promise<Driver> {
  if (opts.databaseUrl) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const pool = await newPgPool(opts.databaseUrl, 10);
    return { adapter: new PrismaPg(pool), runner: poolRunner(pool) };
  }
  const db = await openPglite(opts.pgliteDir);
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  return { adapter: new PrismaPGlite(db) as unknown as SqlDriverAdapterFactory, runner: pgliteRunner(db) };
}
