import { readFileSync, rmSync } from "node:fs";
import { dropDatabase } from "./test-database";

export default async function globalTeardown() {
  const { name } = JSON.parse(readFileSync(".data/integration-db.json", "utf8")) as { name: string };
  if (!process.env.KEEP_TEST_DB) await dropDatabase(name);
  rmSync(".data/integration-db.json", { force: true });
}
