// End-to-end tests: Debian's Chromium (never a downloaded browser) against the production build.
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { budgets } from "./e2e/fixtures/budgets";

const port = process.env.E2E_PORT ?? "3100";
// Debian's build of Chromium's headless shell (package chromium-headless-shell, from the same source and version as
// the chromium package): what Playwright itself runs for headless tests. The full browser in headless mode also runs
// its window machinery and a GPU process for pages no one sees: the same specs took 2.9 min in it against 2.1 min
// here, the browser's own processes 70 s of CPU against 17 s (docs/tests.md). Without the package, the full browser.
const chromium = existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  // Above the longest single wait (e2e/fixtures/budgets.ts: 48 s for a lab editor or Pyodide) plus the steps around it.
  timeout: 90_000,
  // Every wait without its own budget is a screen coming ready (e2e/fixtures/budgets.ts).
  expect: { timeout: budgets.screen },
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes on its second try failed once, and a retry would report it as passed.
  retries: 0,
  // A stray test.only would quietly leave every other test out: the run fails instead (scripts/test-summary.mjs).
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: ".data/reports/playwright.json" }]],
  globalTeardown: "./e2e/fixtures/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off unless asked for (E2E_TRACE=1: kept for each failed test). Recording every test's screencast and DOM
    // snapshots costs the two cores throughout, and closing a recording context twice hung past the test's
    // 120 s limit in full runs (Playwright #18016); a failed test still leaves its page snapshot (error-context.md).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    // An action or a navigation has no time limit of its own by default: one that never completes (a click waiting
    // for a page that stopped drawing) then spends the whole test's budget, 10 min for the longest, and says only
    // "Test timeout". Above the longest budget (48 s), so that every wait that has one fails on its own first.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-gpu",
        "--disable-quic",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    // Always the server this run builds and seeds: a server already on the port (an older build, another
    // database) is an error, never silently tested.
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
