// A district's set-up: an app instance with JAVA_RUNNER=piston sends the Java lab's runs to a Piston engine
// pool. The engine here is the fake of tests/support/fake-piston.ts, running each file with this machine's JDK
// the way the engine's java package does; the instance shares the e2e server's PostgreSQL and Redis.
import { expect, test as base } from "@playwright/test";
import { javaFoundationsLab } from "../prisma/seed/catalogue/labs-java";
import { startFakePiston, type FakePiston } from "../tests/support/fake-piston";
import { apiLogin, storeLogin } from "./fixtures/helpers";
import { cell, editorsReady, output, setCode } from "./fixtures/labs";
import { startInstance, type Instance } from "./fixtures/extra-instance";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

// The engine and the instance are the worker's; the page and the API calls go to the instance.
const test = base.extend<object, { engine: FakePiston; app: Instance }>({
  engine: [
    async ({}, use) => {
      const engine = await startFakePiston();
      engine.answer = () => "exec";
      await use(engine);
      await engine.close();
    },
    { scope: "worker" },
  ],
  app: [
    async ({ engine }, use) => {
      const app = await startInstance({
        REDIS_KEY_PREFIX: `e2e-piston-${Date.now().toString(36)}:`,
        JAVA_RUNNER: "piston",
        PISTON_URL: engine.url,
        PISTON_API_KEY: "district-key",
      });
      await use(app);
      app.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ app }, provide) => provide(app.baseUrl),
});

test("the Java lab's Compile & Run goes to the engine and shows its output and its compile errors", async ({ page, request, engine }) => {
  test.setTimeout(120_000);
  await storeLogin(page, await apiLogin(request, await learnerCreds()));
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
