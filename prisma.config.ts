// Prisma CLI configuration: the JS schema engine (no native binary download) on PGlite by default,
// or on real PostgreSQL when DATABASE_URL points at one.
import path from "node:path";
import { defineConfig } from "prisma/config";

process.env.DATABASE_URL ??= "postgresql://embedded/pglite";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    const { cliAdapter } = await import("./lib/server/db/cli-adapter");
    return cliAdapter();
  },
});
