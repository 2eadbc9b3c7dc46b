// Driver adapter for the Prisma CLI (migrate diff, studio). Not used by the running app.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "../../env";

export async function cliAdapter() {
  // env() leaves DATABASE_URL unset for the embedded database (empty, or a //embedded/ placeholder).
  const { DATABASE_URL: url, PGLITE_DIR } = env();
  if (url) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PrismaPg({ connectionString: url });
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dir = path.resolve(PGLITE_DIR);
  mkdirSync(path.dirname(dir), { recursive: true });
  return new PrismaPGlite(new PGlite(dir));
}
