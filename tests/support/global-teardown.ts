import { readFileSync, rmSync } from "node:fs";
import { dropDatabase } from "./test-database";

export default async function globalTeardown() {
  const file = process.env.LEARNHUB_INTEGRATION_DB_FILE!;
  const { name } = JSON.parse(readFileSync(file, "utf8")) as { name: string };
  if (!process.env.KEEP_TEST_DB) await dropDatabase(name);
  rmSync(file, { force: true });
}
