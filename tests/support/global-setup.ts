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
  writeFileSync(".data/integration-db.json", JSON.stringify({ name, url }));
  process.env.DATABASE_URL = url;
}
