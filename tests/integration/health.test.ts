import { GET } from "../../app/api/health/route";
import { resetJavaRunnerForTests, runJava } from "../../lib/server/labs/java/run-java";
import { warmCompilerState } from "../../lib/server/labs/java/warm-compiler";
import { call } from "../support/route-client";

jest.setTimeout(60_000);

it("GET /api/health reports the database as reachable", async () => {
  const res = await call(GET, "/api/health");
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ status: "ok", database: { ok: true, kind: "postgres" } });
});

it("GET /api/health says what the Java runner has: its backend, slots, queue, cgroups and warm compilers", async () => {
  resetJavaRunnerForTests();
  const before = await call(GET, "/api/health");
  expect(before.json).toMatchObject({ java: { runner: "bwrap", slots: 2, busy: 0, queued: 0, warmCompiler: { slots: 0, ready: 0 } } });
  await runJava({ code: 'public class Main { public static void main(String[] a) { System.out.println("up"); } }' });
  for (let i = 0; i < 100 && warmCompilerState().ready < 2; i++) await new Promise((r) => setTimeout(r, 100));
  const after = await call(GET, "/api/health");
  expect(after.json).toMatchObject({ java: { runner: "bwrap", slots: 2, busy: 0, queued: 0, cgroup: "v1", warmCompiler: { slots: 2, ready: 2 } } });
  resetJavaRunnerForTests();
});
