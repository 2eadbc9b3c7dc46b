// `npm start`: prepare the database (create + migrate, seed the demo catalogue when empty), then serve.
import { spawn, spawnSync } from "node:child_process";

const host = process.env.HOST ?? "127.0.0.1";
const port = process.env.PORT ?? "3000";
process.env.NEXT_TELEMETRY_DISABLED = "1";

const setup = spawnSync("npx", ["tsx", "prisma/seed/run.ts"], { stdio: "inherit", env: process.env });
if (setup.status !== 0) {
  console.error("Database setup failed; see the message above.");
  process.exit(setup.status ?? 1);
}

// The product's own server (scripts/server/main.ts, built by `npm run build`): it decides the client address.
const server = spawn(process.execPath, ["dist/server.mjs"], { stdio: "inherit", env: { ...process.env, HOST: host, PORT: port, NODE_ENV: "production" } });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
