import { writeFileSync, mkdirSync } from "node:fs";
import { createDatabase } from "./test-database";
import { pgRunner } from "../../lib/server/db/driver";
import { migrate } from "../../lib/server/db/migrator";

export default async function globalSetup() {
  const { name, url } = await createDatabase("learnhub_it");
  const runner = await pgRunner(url);
  try {
    await migrate(runner);
  } finally {
    await runner.close();
  }
  mkdirSync(".data", { recursive: true });
  // Per run, so two runs on one machine (two engineers, a helper and CI) never share or drop each other's database.
  const file = `.data/integration-db-${process.pid}.json`;
  writeFileSync(file, JSON.stringify({ name, url }));
  process.env.LEARNHUB_INTEGRATION_DB_FILE = file;
  process.env.DATABASE_URL = url;
}
