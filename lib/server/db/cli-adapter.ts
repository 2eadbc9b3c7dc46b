// Driver adapter for the Prisma CLI (migrate diff, studio). Not used by the running app.
import { mkdirSync } from "node:fs";
import path from "node:path";

export async function cliAdapter() {
  const url = process.env.DATABASE_URL ?? "";
  if (/^postgres(ql)?:\/\//.test(url) && !url.includes("//embedded/")) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PrismaPg({ connectionString: url });
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dir = path.resolve(process.env.PGLITE_DIR ?? ".data/pglite");
  mkdirSync(path.dirname(dir), { recursive: true });
  return new PrismaPGlite(new PGlite(dir));
}
