// CLI: `npx tsx prisma/seed/run.ts` — opens the database the app uses (DATABASE_URL, else embedded PGlite
// in PGLITE_DIR), applies the migrations, then seeds the demo catalogue if the database has no courses.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { openDriver } from "@/lib/server/db/driver";
import { migrate } from "@/lib/server/db/migrator";
import { seedDemo } from "./index";
import { ensureFirstAdmin } from "./first-admin";

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = process.env.PGLITE_DIR || ".data/pglite";
  const { adapter, runner } = await openDriver({ databaseUrl, pgliteDir });
  const prisma = new PrismaClient({ adapter });
  try {
    const applied = await migrate(runner);
    console.log(
      `migrate: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"} (${runner.kind}${runner.kind === "pglite" ? ` in ${pgliteDir}` : ""})`,
    );
    // Published demo passwords only where they are harmless: the embedded PGlite default, or when asked
    // for with SEED_DEMO_ACCOUNTS=1 (the e2e server). A real database gets accounts nobody can log into.
    const demoPasswords = process.env.SEED_DEMO_ACCOUNTS ? process.env.SEED_DEMO_ACCOUNTS === "1" : !databaseUrl;
    const result = await seedDemo(prisma, { demoPasswords });
    if (!result.skipped)
      console.log(
        demoPasswords
          ? "seed: demo accounts have the README's published passwords"
          : "seed: demo accounts have random passwords (set SEED_DEMO_ACCOUNTS=1 for the published ones)",
      );
    const adminEmail = process.env.ADMIN_EMAIL?.trim();
    if (adminEmail) {
      const admin = await ensureFirstAdmin(prisma, adminEmail);
      if (admin.created) {
        const line = "=".repeat(72);
        console.log(
          `${line}\nFirst administrator created: ${adminEmail.toLowerCase()}\nPassword (shown this once, stored only as a hash): ${admin.password}\nLog in and change it with "Forgot password?" if you prefer your own.\n${line}`,
        );
      } else console.log(`seed: ADMIN_EMAIL ${adminEmail.toLowerCase()} already has an account; its password is unchanged`);
    }
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
