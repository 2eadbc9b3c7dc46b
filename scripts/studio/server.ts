// `npm run studio`: Prisma Studio on the project's database at http://127.0.0.1:5555 (STUDIO_PORT).
// PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite folder (PGLITE_DIR, default .data/pglite).
import { startStudio, StudioStartError } from "./studio";

async function main() {
  const port = Number(process.env.STUDIO_PORT ?? 5555);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StudioStartError(`STUDIO_PORT is not a port: ${process.env.STUDIO_PORT}`);
  console.log("Starting LearnHub Studio (bundling the UI takes a few seconds)…");
  const studio = await startStudio({
    port,
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR ?? ".data/pglite",
    onConflict(holders) {
      console.error(
        `\nAnother process opened the embedded database while Studio had it open (${holders.map((h) => `pid ${h.pid}: ${h.command}`).join("; ")}).\n` +
          "Studio exits now without writing to it. Stop the other process, or use DATABASE_URL, before starting Studio again.",
      );
      // Deliberately no close(): closing writes a shutdown checkpoint over files the other process now uses.
      process.exit(3);
    },
  });
  console.log(`\nLearnHub Studio: ${studio.url}`);
  console.log(`Database: ${studio.database}`);
  console.log("No authentication: it listens on 127.0.0.1 only. Do not expose, forward or tunnel this port.");
  console.log("Edits made in Studio apply to the database immediately. Stop with Ctrl+C.");

  const stop = () => {
    console.log("\nStopping Studio…");
    studio.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof StudioStartError ? `\nStudio did not start.\n${e.message}` : e);
  process.exit(1);
});
