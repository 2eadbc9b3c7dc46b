// A district's set-up: an app instance with JAVA_RUNNER=piston sends the Java lab's runs to a Piston engine
// pool. The engine here is the fake of tests/support/fake-piston.ts, running each file with this machine's JDK
// the way the engine's java package does; the instance shares the e2e server's PostgreSQL and Redis.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { javaFoundationsLab } from "../prisma/seed/catalogue/labs-java";
import { startFakePiston, type FakePiston } from "../tests/support/fake-piston";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";
import { cell, editorsReady, output, setCode } from "./fixtures/labs";

const port = Number(process.env.E2E_PORT ?? 3100) + 70;
let engine: FakePiston;
let app: ChildProcess;

async function healthy(url: string) {
  const until = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  engine = await startFakePiston();
  engine.answer = () => "exec";
  const { url } = JSON.parse(readFileSync(`.data/e2e-db-${process.env.E2E_PORT ?? 3100}.json`, "utf8")) as { url: string };
  app = spawn(process.execPath, ["dist/server.mjs"], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: url,
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_KEY_PREFIX: `e2e-piston-${Date.now().toString(36)}:`,
      AUTH_SECRET: "e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      MAIL_OUTBOX_DIR: ".data/e2e-mail",
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "error",
      JAVA_RUNNER: "piston",
      PISTON_URL: engine.url,
      PISTON_API_KEY: "district-key",
    },
  });
  await healthy(`http://127.0.0.1:${port}/api/health`);
});

test.afterAll(async () => {
  app?.kill("SIGTERM");
  await engine?.close();
});

test("the Java lab's Compile & Run goes to the engine and shows its output and its compile errors", async ({ page, request }) => {
  test.setTimeout(120_000);
  await storeLogin(page, await apiLogin(request, demo.learner));
  await page.goto(`/#/JavaCoder?lab_id=${javaFoundationsLab.labId}`);
  await editorsReady(page, javaFoundationsLab.cells.length);

  await cell(page, 1).getByRole("button", { name: "Compile & Run" }).click();
  await expect(output(page, 1)).toContainText("Compilation successful!", { timeout: 30_000 });
  await expect(output(page, 1)).toContainText("Hello, Meera!");
  expect(engine.received).toHaveLength(1);
  expect(engine.received[0]!.headers.authorization).toBe("district-key");
  expect(engine.received[0]!.body.files).toEqual([{ name: "Main", content: javaFoundationsLab.cells[0]!.code }]);

  await setCode(page, 2, "public class Main { public static void main(String[] a) { int x = ; } }");
  await cell(page, 2).getByRole("button", { name: "Compile & Run" }).click();
  await expect(output(page, 2)).toContainText("Compilation or execution error:", { timeout: 30_000 });
  await expect(output(page, 2)).toContainText("Main.java:1: error: illegal start of expression");
  expect(engine.received).toHaveLength(2);
});
