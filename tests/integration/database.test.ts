// The same schema on real PostgreSQL (this run's database) and on embedded PGlite.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { omitSecrets } from "../../lib/server/db/instance";
import { openPglite, pgliteRunner, pgRunner } from "../../lib/server/db/driver";
import { migrate, readMigrations } from "../../lib/server/db/migrator";
import { runSmoke, expectedSmoke } from "../support/smoke";
import { createDatabase, dropDatabase } from "../support/test-database";

describe("PostgreSQL", () => {
  it("passes the smoke scenario", async () => {
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }), omit: omitSecrets });
    try {
      expect(await runSmoke(prisma as unknown as PrismaClient)).toEqual(expectedSmoke);
    } finally {
      await prisma.$disconnect();
    }
  });

  it("migrates a new database from scratch, then applies nothing the second time", async () => {
    const { name, url } = await createDatabase("learnhub_mig");
    const runner = await pgRunner(url);
    try {
      const first = await migrate(runner);
      expect(first).toEqual(readMigrations().map((m) => m.name));
      expect(await migrate(runner)).toEqual([]);
      const rows = await runner.query<{ n: string }>(`SELECT count(*)::text AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`);
      expect(Number(rows[0]!.n)).toBe(first.length);
    } finally {
      await runner.close();
      await dropDatabase(name);
    }
  });

  it("refuses a migration that was edited after it was applied", async () => {
    const { name, url } = await createDatabase("learnhub_mig");
    const runner = await pgRunner(url);
    try {
      const migrations = readMigrations();
      await migrate(runner, migrations);
      const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: "0".repeat(64) } : m));
      await expect(migrate(runner, edited)).rejects.toThrow(/was edited after it was applied/);
    } finally {
      await runner.close();
      await dropDatabase(name);
    }
  });
});

describe("PGlite (embedded default)", () => {
  it("migrates and passes the same smoke scenario", async () => {
    const pglite = await openPglite(undefined);
    const runner = pgliteRunner(pglite);
    await migrate(runner);
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), omit: omitSecrets });
    try {
      expect(await runSmoke(prisma as unknown as PrismaClient)).toEqual(expectedSmoke);
      expect(await migrate(runner)).toEqual([]);
    } finally {
      await prisma.$disconnect();
      await pglite.close();
    }
  });
});
