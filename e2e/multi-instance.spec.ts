// Scale-out: two app instances on one PostgreSQL and one Redis, as a district runs them behind a load
// balancer. A failed-login limit counts across both, a change made through one is served by the other at
// once, and a Java run is served by either, with the compilers each warmed at its start.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { solveCaptcha, loginThroughApi } from "./fixtures/auth-api";
import { startInstance, type Instance } from "./fixtures/extra-instance";

let servers: Instance[] = [];
let a: APIRequestContext;
let b: APIRequestContext;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  const prefix = `e2e-multi-${Date.now().toString(36)}:`;
  servers = await Promise.all([1, 2].map(() => startInstance({ REDIS_KEY_PREFIX: prefix })));
  a = await playwrightRequest.newContext({ baseURL: servers[0]!.baseUrl });
  b = await playwrightRequest.newContext({ baseURL: servers[1]!.baseUrl });
});

test.afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
  for (const s of servers) s.stop();
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

test("each instance warms its Java compilers as it starts, where its runs and its health see them", async () => {
  // instrumentation.ts starts them; Next builds it apart from the route handlers, so without one process-wide
  // list the handlers saw none (health: 0 slots) and the first run compiled cold and started a second set.
  for (const ctx of [a, b]) {
    await expect
      .poll(async () => ((await (await ctx.get("/api/health")).json()) as { java: { warmCompiler: unknown } }).java.warmCompiler, { timeout: 60_000 })
      .toEqual({ slots: 2, ready: 2 });
  }
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
