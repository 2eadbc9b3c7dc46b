// A class pressing Compile & Run together: while every sandbox is busy, the Java lab says the run is
// waiting for a free runner, and Stop takes it out of the line.
import { test, expect } from "@playwright/test";
import { javaFoundationsLab } from "../prisma/seed/catalogue/labs-java";
import { apiLogin, demo, storeLogin } from "./fixtures/helpers";
import { cell, editorsReady, output } from "./fixtures/labs";
import { ownLearner } from "./fixtures/own-learner";

/** This file enrols, answers, saves or passes: with a learner of its own (e2e/fixtures/own-learner.ts). */
const learnerCreds = ownLearner();

const SLEEPER = 'public class Main { public static void main(String[] a) throws Exception { Thread.sleep(6500); System.out.println("woke"); } }';

test("a run waiting for a free sandbox shows its place in the line, and Stop cancels it", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await storeLogin(page, await apiLogin(request, await learnerCreds()));
  await page.goto(`/#/JavaCoder?lab_id=${javaFoundationsLab.labId}`);
  await editorsReady(page, javaFoundationsLab.cells.length);

  // Two other learners fill both sandboxes of the e2e server (JAVA_MAX_CONCURRENT=2) for 6.5 s each (a loaded machine can take a few seconds between the line showing and the click on Stop).
  const others = await Promise.all([apiLogin(request, demo.author), apiLogin(request, demo.admin)]);
  const sleepers = await Promise.all(others.map((o) => startRun(baseURL!, o.accessToken, SLEEPER)));

  await cell(page, 1).getByRole("button", { name: "Compile & Run" }).click();
  await expect(cell(page, 1).getByRole("status")).toHaveText(/^Waiting for a free runner \((you are next|\d+ ahead of you)\)$/, { timeout: 20_000 });
  await cell(page, 1).getByRole("button", { name: "Stop" }).click();
  await expect(output(page, 1)).toContainText("Stopped.");
  await expect(cell(page, 1).getByRole("status")).toHaveCount(0);
  await expect(output(page, 1)).not.toContainText("Compilation successful!");

  for (const s of sleepers) expect(await s.result).toEqual({ output: "woke\n" });
});

/** A streamed run whose promise resolves once the server reports it running (it then holds a sandbox). */
async function startRun(baseURL: string, token: string, code: string): Promise<{ result: Promise<unknown> }> {
  const res = await fetch(`${baseURL}/api/lab/run-java`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/x-ndjson", "x-access-token": token },
    body: JSON.stringify({ code }),
  });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const next = async (): Promise<Record<string, unknown> | null> => {
    for (;;) {
      const nl = buffered.indexOf("\n");
      if (nl >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line.trim()) return JSON.parse(line) as Record<string, unknown>;
        continue;
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffered += value;
    }
  };
  for (let o = await next(); o && o.running !== true; o = await next()) {
    if (!("queued" in o)) throw new Error(`the run ended before it started: ${JSON.stringify(o)}`);
  }
  return { result: next() };
}
