// Runs in each integration worker before the tests: point the app's code at the run's database.
import { readFileSync } from "node:fs";

// Workers inherit the environment the global setup left (jest forks them after it ran).
const { url } = JSON.parse(readFileSync(process.env.LEARNHUB_INTEGRATION_DB_FILE!, "utf8")) as { url: string };
process.env.DATABASE_URL = url;
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789-abcdefghijklmnop";
process.env.MAIL_OUTBOX_DIR ??= ".data/test-mail";
process.env.LOG_LEVEL ??= "error";
// Every JSON answer is checked against its endpoint's response schema (lib/api/endpoints.ts).
process.env.API_CHECK_RESPONSES ??= "1";
process.env.LEARNHUB_PEER_KEY ??= "integration-peer-key";
