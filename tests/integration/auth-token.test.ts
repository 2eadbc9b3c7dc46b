// The session token: tampering, alg:none, other algorithms, expiry, logout revocation (header and cookie),
// the NextAuth codec, and both captcha providers.
import { SignJWT, base64url } from "jose";
import { POST as logoutRoute } from "../../app/api/auth/logout/route";
import { GET as studentEnrollments } from "../../app/api/enrollments/getStudentEnrollment/[id]/route";
import { GET as captchaConfigRoute } from "../../app/api/captcha/config/route";
import { resetEnvForTests } from "../../lib/env";
import { verifyToken } from "../../lib/server/auth/token";
import { decodeSessionToken, encodeSessionToken, issueSessionToken } from "../../lib/server/auth/nextauth-jwt";
import { createAltchaChallenge, verifyAltcha } from "../../lib/server/captcha/altcha";
import { call } from "../support/route-client";
import { ensureOpenCampus, freshIp, solvedCaptcha, verifiedLearner } from "./auth-fixtures";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

beforeAll(ensureOpenCampus);

type Learner = Awaited<ReturnType<typeof verifiedLearner>>;
let learner: Learner;
beforeAll(async () => {
  learner = await verifiedLearner();
});

const protectedCall = (id: number, headers: Record<string, string>) =>
  call(studentEnrollments, `/api/enrollments/getStudentEnrollment/${id}`, { params: { id: String(id) }, headers });

const parts = (t: string) => t.split(".") as [string, string, string];
const json = (s: string) => JSON.parse(Buffer.from(s, "base64url").toString("utf8")) as Record<string, unknown>;
const enc = (o: unknown) => base64url.encode(JSON.stringify(o));

describe("token checks on a protected call", () => {
  it("accepts the token in x-access-token, Authorization: Bearer and the session cookie", async () => {
    const t = learner.record.accessToken;
    expect((await protectedCall(learner.record.id, { "x-access-token": t })).status).toBe(200);
    expect((await protectedCall(learner.record.id, { authorization: `Bearer ${t}` })).status).toBe(200);
    expect((await protectedCall(learner.record.id, { cookie: `learnhub.session-token=${t}` })).status).toBe(200);
  });

  it("refuses a tampered payload (role escalated) with the original signature", async () => {
    const [h, p, s] = parts(learner.record.accessToken);
    const forged = `${h}.${enc({ ...json(p), role: "admin" })}.${s}`;
    const res = await protectedCall(learner.record.id, { "x-access-token": forged });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please login first");
  });

  it("refuses alg:none and a token signed with another algorithm or another secret", async () => {
    const [, p] = parts(learner.record.accessToken);
    const none = `${enc({ alg: "none", typ: "JWT" })}.${p}.`;
    expect((await protectedCall(learner.record.id, { "x-access-token": none })).status).toBe(401);
    expect(await verifyToken(none)).toBeNull();
    const claims = json(p);
    const secret = new TextEncoder().encode(process.env.AUTH_SECRET!);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: "HS512" }).sign(secret);
    expect(await verifyToken(hs512)).toBeNull();
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("x".repeat(48)));
    expect((await protectedCall(learner.record.id, { "x-access-token": otherKey })).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const c = (await verifyToken(learner.record.accessToken))!;
    const expired = await issueSessionToken(
      {
        sub: c.sub,
        role: c.role,
        organization: c.organization,
        org_id: c.org_id,
        course_code: c.course_code,
        username: c.username,
        email: c.email,
        ver: c.ver,
      },
      -5,
    );
    expect((await protectedCall(learner.record.id, { "x-access-token": expired })).status).toBe(401);
  });

  it("refuses the token after logout (header and cookie alike) and clears the cookie", async () => {
    const other = await verifiedLearner();
    const t = other.record.accessToken;
    const out = await call(logoutRoute, "/api/auth/logout", { method: "POST", body: {}, headers: { "x-access-token": t } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/learnhub\.session-token=; .*Max-Age=0/);
    expect((await protectedCall(other.record.id, { "x-access-token": t })).status).toBe(401);
    expect((await protectedCall(other.record.id, { cookie: `learnhub.session-token=${t}` })).status).toBe(401);
  });

  it("logout revokes a token that arrives only in the cookie", async () => {
    const other = await verifiedLearner();
    const t = other.record.accessToken;
    await call(logoutRoute, "/api/auth/logout", { method: "POST", body: {}, headers: { cookie: `learnhub.session-token=${t}` } });
    expect((await protectedCall(other.record.id, { "x-access-token": t })).status).toBe(401);
  });
});

describe("the session cookie", () => {
  const withNodeEnv = async (value: string, work: () => Promise<void>) => {
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = value;
    resetEnvForTests();
    try {
      await work();
    } finally {
      env.NODE_ENV = before;
      resetEnvForTests();
    }
  };

  it("a malformed escape in the cookie is a 401 like any bad token, on every route that reads it (logout included)", async () => {
    for (const cookie of ["learnhub.session-token=%E0%A4%A", "__Secure-learnhub.session-token=%E0%A4%A", "learnhub.session-token=%"]) {
      const res = await protectedCall(learner.record.id, { cookie });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe("Please login first");
      const out = await call(logoutRoute, "/api/auth/logout", { method: "POST", body: {}, headers: { cookie } });
      expect(out.status).toBe(200);
    }
  });

  it("in production only the __Secure- name counts: a planted bare-name cookie is not a session", async () => {
    const t = learner.record.accessToken;
    await withNodeEnv("production", async () => {
      expect((await protectedCall(learner.record.id, { cookie: `learnhub.session-token=${t}` })).status).toBe(401);
      expect((await protectedCall(learner.record.id, { cookie: `__Secure-learnhub.session-token=${t}` })).status).toBe(200);
    });
  });
});

describe("NextAuth codec", () => {
  it("re-encodes the session to the very same token string and decodes only live tokens", async () => {
    const other = await verifiedLearner();
    const t = other.record.accessToken;
    const claims = await decodeSessionToken({ token: t });
    expect(claims).toMatchObject({ sub: String(other.record.id), role: "user" });
    expect(await encodeSessionToken({ token: claims! })).toBe(t);
    expect(await decodeSessionToken({ token: `${t}x` })).toBeNull();
    await call(logoutRoute, "/api/auth/logout", { method: "POST", body: {}, headers: { "x-access-token": t } });
    expect(await decodeSessionToken({ token: t })).toBeNull();
  });

  it("refuses to encode a payload that is not one of our tokens", async () => {
    await expect(encodeSessionToken({ token: { name: "x", sub: "1" } })).rejects.toThrow();
  });
});

describe("captcha", () => {
  it("ALTCHA: a solved challenge passes once; an expired one fails", async () => {
    const token = await solvedCaptcha();
    expect(await verifyAltcha(token)).toEqual({ ok: true });
    expect(await verifyAltcha(token)).toEqual({ ok: false, reason: "reused" });
    const old = await createAltchaChallenge(Date.now() - 10 * 60_000);
    const solution = await solveChallenge({ challenge: old, deriveKey });
    expect(await verifyAltcha(Buffer.from(JSON.stringify({ challenge: old, solution })).toString("base64"))).toMatchObject({ ok: false, reason: "expired" });
    expect(await verifyAltcha("not base64 json")).toMatchObject({ ok: false });
  });

  it("ALTCHA: an expired challenge whose expiry was pushed back (signature re-used) fails", async () => {
    const old = await createAltchaChallenge(Date.now() - 10 * 60_000);
    const solution = await solveChallenge({ challenge: old, deriveKey });
    const tampered = { ...old, parameters: { ...old.parameters, expiresAt: Math.floor(Date.now() / 1000) + 300 } };
    expect(await verifyAltcha(Buffer.from(JSON.stringify({ challenge: tampered, solution })).toString("base64"))).toEqual({ ok: false, reason: "invalid" });
  });

  describe("reCAPTCHA v3 when both keys are set", () => {
    const realFetch = global.fetch;
    let answer: Record<string, unknown> | Error;
    let sent: URLSearchParams | undefined;
    beforeAll(() => {
      process.env.RECAPTCHA_SITE_KEY = "site-key";
      process.env.RECAPTCHA_SECRET_KEY = "secret-key";
      process.env.RECAPTCHA_MIN_SCORE = "0.5";
      resetEnvForTests();
      global.fetch = (async (_url: string, init: RequestInit) => {
        sent = init.body as URLSearchParams;
        if (answer instanceof Error) throw answer;
        return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
      }) as typeof fetch;
    });
    afterAll(() => {
      delete process.env.RECAPTCHA_SITE_KEY;
      delete process.env.RECAPTCHA_SECRET_KEY;
      resetEnvForTests();
      global.fetch = realFetch;
    });

    it("tells the browser to use reCAPTCHA with the site key", async () => {
      const res = await call(captchaConfigRoute, "/api/captcha/config");
      expect(res.json).toEqual({ provider: "recaptcha", siteKey: "site-key", action: "login" });
    });

    it.each([
      [{ success: true, score: 0.9, action: "login" }, 200],
      [{ success: true, score: 0.2, action: "login" }, 400],
      [{ success: true, score: 0.9, action: "other" }, 400],
      [{ success: false }, 400],
      [new Error("network down"), 400],
    ])("siteverify %o → %i", async (a, status) => {
      answer = a;
      const { signinCall } = await import("./auth-fixtures");
      const res = await signinCall({ email: learner.email, password: "Correct#Horse9", recaptcha: "g-token" }, freshIp());
      expect(res.status).toBe(status);
      if (status === 400) expect(res.json.message).toBe("Please verify captcha");
      expect(sent?.get("secret")).toBe("secret-key");
      expect(sent?.get("response")).toBe("g-token");
    });
  });
});
