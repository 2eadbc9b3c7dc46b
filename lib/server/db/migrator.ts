// Applies the committed prisma/migrations/*/migration.sql files, in order, to PGlite or PostgreSQL.
// Records them in Prisma's own _prisma_migrations table so `prisma migrate status` agrees.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./driver";

export type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations")): Migration[] {
  if (!existsSync(dir)) throw new Error(`No migrations folder at ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const ledger = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Returns the names it applied. Refuses to continue if an applied migration was edited. */
export async function migrate(runner: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await runner.exec(ledger);
  const rows = await runner.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const done = new Map(rows.map((r) => [r.migration_name, r]));
  const applied: string[] = [];
  for (const m of migrations) {
    const prior = done.get(m.name);
    if (prior) {
      if (!prior.finished_at) throw new Error(`Migration ${m.name} failed earlier; fix the database by hand first`);
      if (prior.checksum !== m.checksum) throw new Error(`Migration ${m.name} was edited after it was applied`);
      continue;
    }
    const id = randomUUID();
    await runner.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`, [id, m.checksum, m.name]);
    try {
      await runner.exec(`BEGIN;\n${m.sql}\nCOMMIT;`);
    } catch (e) {
      await runner.exec("ROLLBACK").catch(() => undefined);
      await runner.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(e)]);
      throw new Error(`Migration ${m.name} failed: ${(e as Error).message}`);
    }
    await runner.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
    applied.push(m.name);
  }
  return applied;
}
