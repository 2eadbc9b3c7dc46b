// The trust boundary every route shares (lib/http.ts): who the client is, cross-site writes, body
// size and type, text PostgreSQL cannot store, and caching of per-user answers.
import { POST as enrollRoute } from "../../app/api/enrollments/enroll/route";
import { GET as studentEnrollments } from "../../app/api/enrollments/getStudentEnrollment/[id]/route";
import { POST as forgotRoute } from "../../app/api/auth/sendForgetPasswordLink/route";
import { POST as signinRoute } from "../../app/api/auth/signin/route";
import { POST as chatRoute } from "../../app/api/chatbot/[message]/route";
import { GET as challengeRoute } from "../../app/api/captcha/challenge/route";
import { clientIp } from "../../lib/http";
import { CLIENT_IP_HEADER, PEER_KEY_HEADER } from "../../lib/net/peer-headers";
import { RULES } from "../../lib/server/rate-limit/rules";
import { call } from "../support/route-client";
import { freshIp } from "./auth-fixtures";
import { makeCourse, makeUser } from "./courses-fixtures";

type User = Awaited<ReturnType<typeof makeUser>>;
let learner: User;
let course: { id: number };

beforeAll(async () => {
  const teacher = await makeUser("author");
  learner = await makeUser("user");
  course = await makeCourse({ teacherId: teacher.id });
});

describe("client address", () => {
  it("believes only the address written by the product's own server", () => {
    const req = (headers: Record<string, string>) => new Request("http://127.0.0.1/x", { headers });
    expect(clientIp(req({ [CLIENT_IP_HEADER]: "198.51.100.7", [PEER_KEY_HEADER]: process.env.LEARNHUB_PEER_KEY! }))).toBe("198.51.100.7");
    // A client that writes the header itself, or X-Forwarded-For, does not get to choose.
    expect(clientIp(req({ [CLIENT_IP_HEADER]: "198.51.100.7", [PEER_KEY_HEADER]: "guess" }))).toBe("unknown");
    expect(clientIp(req({ "x-forwarded-for": "192.0.2.1" }))).toBe("unknown");
  });

  it("per-address limits count the server's address, whatever X-Forwarded-For says", async () => {
    const ip = freshIp();
    const limit = RULES["captcha-challenge"].points;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await call(challengeRoute, "/api/captcha/challenge", { ip, headers: { "x-forwarded-for": `192.0.2.${i % 250}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe("cross-site writes", () => {
  const enrol = (headers: Record<string, string>, rawBody?: string) =>
    call(enrollRoute, "/api/enrollments/enroll", {
      method: "POST",
      ...(rawBody !== undefined ? { rawBody } : { body: { userId: learner.id, courseId: course.id } }),
      headers: { ...learner.headers, ...headers },
    });

  it("refuses a form another site auto-submits as text/plain (no CORS preflight)", async () => {
    const res = await enrol({ "content-type": "text/plain" }, JSON.stringify({ userId: learner.id, courseId: course.id }));
    expect(res.status).toBe(415);
    expect(res.json.code).toBe("unsupported_media_type");
  });

  it("refuses a request a page on another port of the same host sends (same-site, cross-origin)", async () => {
    const res = await enrol({ "sec-fetch-site": "same-site", origin: "http://127.0.0.1:9999" });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Requests from other sites are not allowed.");
  });

  it("refuses a foreign Origin even without Sec-Fetch-Site, and the opaque origin of sandboxed frames", async () => {
    expect((await enrol({ origin: "https://evil.example" })).status).toBe(403);
    expect((await enrol({ origin: "null" })).status).toBe(403);
  });

  it("accepts the app's own pages", async () => {
    const res = await enrol({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1" });
    expect([200, 201]).toContain(res.status);
    expect(res.json.enrollment).toMatchObject({ userId: learner.id, courseId: course.id });
  });
});

describe("request bodies", () => {
  it("stops reading a chunked body at the limit instead of buffering it whole", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk); // endless: only a reader that stops can finish
      },
    });
    const req = new Request("http://127.0.0.1/api/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: freshIp(), [PEER_KEY_HEADER]: process.env.LEARNHUB_PEER_KEY! },
      body,
      duplex: "half",
    } as RequestInit);
    const res = await signinRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(256 * 1024);
  });

  it.each([
    ["a NUL byte", "a\u0000b@b.cc"],
    ["a lone high surrogate", "a\ud800b@b.cc"],
    ["a lone low surrogate", "a\udc00b@b.cc"],
  ])("refuses %s with 400 naming the field", async (_what, value) => {
    const res = await call(forgotRoute, "/api/auth/sendForgetPasswordLink", { body: { forgetEmail: value }, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("forgetEmail: contains characters that are not allowed.");
  });

  it("refuses a NUL in a route parameter", async () => {
    const res = await call(chatRoute, "/api/chatbot/a%00b", { method: "POST", params: { message: "a%00b" }, ip: freshIp() });
    expect(res.status).toBe(400);
  });
});

describe("caching", () => {
  it("marks per-user answers private and not storable", async () => {
    const res = await call(studentEnrollments, `/api/enrollments/getStudentEnrollment/${learner.id}`, {
      params: { id: String(learner.id) },
      headers: learner.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("error answers are not cached either", async () => {
    const res = await call(studentEnrollments, "/api/enrollments/getStudentEnrollment/1", { params: { id: "1" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
