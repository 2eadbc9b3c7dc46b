// Scale-out: two app instances on one PostgreSQL and one Redis, as a district runs them behind a load
// balancer. A failed-login limit counts across both, a change made through one is served by the other at
// once, and a Java run is served by either.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { solveCaptcha, loginThroughApi } from "./fixtures/auth-api";

const base = Number(process.env.E2E_PORT ?? 3100);
const ports = [base + 60, base + 61];
const servers: ChildProcess[] = [];
let a: APIRequestContext;
let b: APIRequestContext;

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

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  const { url } = JSON.parse(readFileSync(`.data/e2e-db-${base}.json`, "utf8")) as { url: string };
  const prefix = `e2e-multi-${Date.now().toString(36)}:`;
  for (const port of ports) {
    servers.push(
      spawn(process.execPath, ["dist/server.mjs"], {
        stdio: "ignore",
        env: {
          ...process.env,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATABASE_URL: url,
          REDIS_URL: "redis://127.0.0.1:6379",
          REDIS_KEY_PREFIX: prefix,
          AUTH_SECRET: "e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
          MAIL_OUTBOX_DIR: ".data/e2e-mail",
          APP_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: "error",
        },
      }),
    );
  }
  await Promise.all(ports.map((p) => healthy(`http://127.0.0.1:${p}/api/health`)));
  a = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[0]}` });
  b = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` });
});

test.afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
  for (const s of servers) s.kill("SIGTERM");
});

test("a failed-login limit counts across both instances", async () => {
  const email = "kabir.shaikh@learnhub.test";
  const fail = async (ctx: APIRequestContext) => {
    const recaptcha = await solveCaptcha(ctx);
    return ctx.post("/api/auth/signin", { data: { email, password: "not-the-password", recaptcha } });
  };
  // Five failures spread over both instances; the sixth is refused by whichever instance gets it.
  for (const ctx of [a, b, a, b, a]) expect((await fail(ctx)).status()).toBe(401);
  const sixth = await fail(b);
  expect(sixth.status()).toBe(429);
  expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);
});

test("an enrolment made through one instance is served by the other at once", async () => {
  const learner = await loginThroughApi(a, { email: "aarav.patil@learnhub.test", password: "Student#2026" });
  const headers = { "x-access-token": learner.accessToken };
  const before = await (await b.get("/api/courses/allcourses", { headers })).json();
  const course = (before.data as { id: number }[])[0]!;
  const enrol = await a.post("/api/enrollments/enroll", { headers, data: { userId: learner.id, courseId: course.id } });
  expect(enrol.status()).toBe(201);
  const mine = await (await b.get(`/api/enrollments/getStudentEnrollment/${learner.id}`, { headers })).json();
  expect(JSON.stringify(mine)).toContain(`"courseId":${course.id}`);
  const after = await (await b.get("/api/courses/allcourses", { headers })).json();
  expect((after.data as { id: number }[]).map((c) => c.id)).not.toContain(course.id);
});

test("a Java run is served by either instance", async () => {
  const learner = await loginThroughApi(b, { email: "diya.kulkarni@learnhub.test", password: "Student#2026" });
  const code = 'public class Main { public static void main(String[] a) { System.out.println("from " + System.getProperty("java.version").length()); } }';
  for (const ctx of [a, b]) {
    const res = await ctx.post("/api/lab/run-java", { headers: { "x-access-token": learner.accessToken }, data: { code } });
    expect(res.status()).toBe(200);
    expect((await res.json()).output).toMatch(/^from \d+/);
  }
});
