// CLI: `npx tsx prisma/seed/run.ts` — opens the database the app uses (DATABASE_URL, else embedded PGlite
// in PGLITE_DIR), applies the migrations, then seeds the demo catalogue if the database has no courses.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { openDriver } from "@/lib/server/db/driver";
import { migrate } from "@/lib/server/db/migrator";
import { seedDemo } from "./index";

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = process.env.PGLITE_DIR || ".data/pglite";
  const { adapter, runner } = await openDriver({ databaseUrl, pgliteDir });
  const prisma = new PrismaClient({ adapter });
  try {
    const applied = await migrate(runner);
    console.log(`migrate: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"} (${runner.kind}${runner.kind === "pglite" ? ` in ${pgliteDir}` : ""})`);
    const result = await seedDemo(prisma);
    if (result.skipped) {
      console.log(`seed: skipped, ${result.reason}`);
    } else {
      const counts = JSON.stringify(result, (key, value: unknown) => (key === "skipped" || key === "ms" ? undefined : value));
      console.log(`seed: done in ${result.ms} ms`, counts);
    }
  } finally {
    await prisma.$disconnect();
    await runner.close();
  }
}

main().catch((e: unknown) => {
  console.error("seed failed:", e instanceof Error ? e.message : e);
  process.exit(1);
});
