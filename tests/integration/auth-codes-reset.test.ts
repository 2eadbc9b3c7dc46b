// Email codes (verifyOTP / resendOTP) and the password reset (sendForgetPasswordLink / forgetPassword):
// hashing, expiry, single use, the 5-try limit, cooldowns, enumeration-safe answers, old sessions dying.
import { POST as resendRoute } from "../../app/api/auth/resendOTP/route";
import { holdAfterResponse, settleAfterResponse } from "../../lib/server/jobs/after-response";
import { POST as forgotRoute } from "../../app/api/auth/sendForgetPasswordLink/route";
import { POST as resetRoute } from "../../app/api/auth/forgetPassword/route";
import { GET as studentEnrollments } from "../../app/api/enrollments/getStudentEnrollment/[id]/route";
import { db } from "../../lib/server/db/client";
import { publicOrigin, resetEnvForTests } from "../../lib/env";
import { call } from "../support/route-client";
import {
  PASSWORD,
  ensureOpenCampus,
  freshIp,
  latestCode,
  latestResetToken,
  mailsTo,
  signinCall,
  signupCall,
  solvedCaptcha,
  uniqueEmail,
  verifiedLearner,
  verifyCall,
} from "./auth-fixtures";

beforeAll(ensureOpenCampus);

const resend = (email: string, ip = freshIp()) => call(resendRoute, "/api/auth/resendOTP", { method: "POST", body: { email }, ip });
const forgot = async (forgetEmail: string, ip = freshIp()) =>
  call(forgotRoute, "/api/auth/sendForgetPasswordLink", { method: "POST", body: { forgetEmail, recaptcha: await solvedCaptcha(ip) }, ip });
const reset = (body: Record<string, unknown>, ip = freshIp()) => call(resetRoute, "/api/auth/forgetPassword", { method: "POST", body, ip });
const enrolments = (id: number, token: string) =>
  call(studentEnrollments, `/api/enrollments/getStudentEnrollment/${id}`, { params: { id: String(id) }, headers: { "x-access-token": token } });

async function pending() {
  const email = uniqueEmail("otp");
  const res = await signupCall({ username: `p ${email.split("@")[0]}`, email, password: PASSWORD });
  expect(res.status).toBe(201);
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { email, userId: user.id, code: latestCode(email) };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/verifyOTP", () => {
  it("stores only a keyed hash of the code, with a 10-minute expiry", async () => {
    const { userId, code } = await pending();
    const row = await (await db()).emailOtp.findFirstOrThrow({ where: { userId }, select: { codeHash: true, expiresAt: true, createdAt: true } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it("verifies the account and answers the sign-in record (accepts the code as a number too)", async () => {
    const { email, code } = await pending();
    const res = await verifyCall({ email, OTP: code.startsWith("0") ? code : Number(code) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email, roles: ["user"], org_id: 3 });
    expect(res.json.accessToken).toEqual(expect.any(String));
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/);
    // Single use: the same code again is refused.
    const again = await verifyCall({ email, OTP: code });
    expect(again.status).toBe(400);
  });

  it("counts wrong codes down and kills the code after 5 wrong tries, even for the right code", async () => {
    const { email, code } = await pending();
    const bad = wrongCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verifyCall({ email, OTP: bad })).json.message);
    expect(messages.slice(0, 4)).toEqual([
      "Incorrect code. 4 tries left.",
      "Incorrect code. 3 tries left.",
      "Incorrect code. 2 tries left.",
      "Incorrect code. 1 try left.",
    ]);
    expect(messages[4]).toBe("Too many wrong codes. Please request a new code.");
    const right = await verifyCall({ email, OTP: code });
    expect(right.status).toBe(400);
    expect(right.json.message).toBe("The code is invalid or has expired. Please request a new code.");
  });

  it("refuses an expired code", async () => {
    const { email, userId, code } = await pending();
    await (await db()).emailOtp.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await verifyCall({ email, OTP: code });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The code is invalid or has expired. Please request a new code.");
  });

  it("gives unknown and already-verified addresses the same answer as a bad code", async () => {
    const { email } = await verifiedLearner();
    const a = await verifyCall({ email, OTP: "123456" });
    const b = await verifyCall({ email: uniqueEmail(), OTP: "123456" });
    expect(a).toMatchObject({ status: 400 });
    expect(b.json.message).toBe(a.json.message);
  });

  it("rejects a malformed code with a clear 400", async () => {
    const res = await verifyCall({ email: uniqueEmail(), OTP: "12ab" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Enter the 6-digit code from the email.");
  });

  it("limits code checks per address: the 11th check in a minute gets 429", async () => {
    // The per-address counter is a fixed clock minute: start right after a boundary so all 11 land in one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const { email, code } = await pending();
    for (let i = 0; i < 10; i++) await verifyCall({ email, OTP: wrongCode(code) });
    const res = await verifyCall({ email, OTP: code });
    expect(res.status).toBe(429);
    expect(res.json.message).toBe("Too many attempts. Please wait a minute and try again.");
  }, 90_000);
});

describe("POST /api/auth/resendOTP", () => {
  it("enforces the 60-second cooldown on the server, then sends a new code that replaces the old one", async () => {
    const { email, userId, code } = await pending();
    const early = await resend(email);
    expect(early.status).toBe(429);
    expect(early.json.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    await (await db()).emailOtp.updateMany({ where: { userId }, data: { createdAt: new Date(Date.now() - 61_000) } });
    const later = await resend(email);
    expect(later.status).toBe(200);
    expect(later.json.message).toBe("A new verification code has been sent to your email.");
    expect(mailsTo(email)).toHaveLength(2);
    const fresh = latestCode(email);
    expect(fresh).not.toBe(code);
    expect((await verifyCall({ email, OTP: code })).status).toBe(400);
    expect((await verifyCall({ email, OTP: fresh })).status).toBe(200);
  });

  it("answers an unknown address exactly like a known one and mails nothing", async () => {
    const email = uniqueEmail("nobody");
    const res = await resend(email);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("A new verification code has been sent to your email.");
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe("the reset link's origin", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of ["APP_URL", "AUTH_URL", "HOST", "PORT"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetEnvForTests();
  });
  const linkFor = async (headers: Record<string, string>) => {
    const { email } = await verifiedLearner();
    const ip = freshIp();
    const res = await call(forgotRoute, "/api/auth/sendForgetPasswordLink", {
      method: "POST",
      body: { forgetEmail: email, recaptcha: await solvedCaptcha(ip) },
      ip,
      headers,
    });
    expect(res.status).toBe(200);
    return mailsTo(email)[0]!.match(/(https?:\/\/[^\s/]+)\/#\/resetpassword\//)![1];
  };

  it("follows the host and port the server was started on, never the request's Host header", async () => {
    delete process.env.APP_URL;
    delete process.env.AUTH_URL;
    process.env.HOST = "127.0.0.1";
    process.env.PORT = "3100";
    resetEnvForTests();
    expect(await linkFor({ host: "evil.example:8080", "x-forwarded-host": "evil.example" })).toBe("http://127.0.0.1:3100");
  });

  it("uses AUTH_URL / APP_URL when set", async () => {
    delete process.env.AUTH_URL;
    process.env.APP_URL = "https://learn.school.example/";
    process.env.PORT = "3100";
    resetEnvForTests();
    expect(await linkFor({ host: "evil.example" })).toBe("https://learn.school.example");
    process.env.AUTH_URL = "https://auth.school.example";
    resetEnvForTests();
    expect(await linkFor({})).toBe("https://auth.school.example");
  });
});

describe("password reset", () => {
  it("answers a registered address before its link is made and mailed, so the time taken tells nothing", async () => {
    const { email } = await verifiedLearner();
    const unknown = uniqueEmail("nobody");
    const before = mailsTo(email).length;
    // Captchas first: solving one is a call, and a call settles the work after its answer, which is about to be held.
    const asking = async (forgetEmail: string) => {
      const ip = freshIp();
      const body = { forgetEmail, recaptcha: await solvedCaptcha(ip) };
      return () => call(forgotRoute, "/api/auth/sendForgetPasswordLink", { method: "POST", body, ip, keepAfterWork: true });
    };
    const [askRegistered, askStranger] = [await asking(email), await asking(unknown)];
    const release = holdAfterResponse();
    let registered, stranger;
    try {
      [registered, stranger] = [await askRegistered(), await askStranger()];
      // Both answers are in while the work after them is held: the link does not exist yet, in the database or the outbox.
      const prisma = await db();
      const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
      expect(await prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
      expect(mailsTo(email)).toHaveLength(before);
    } finally {
      release();
    }
    expect(registered.json).toEqual(stranger.json);
    expect(registered.status).toBe(stranger.status);
    await settleAfterResponse();
    const prisma = await db();
    const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    expect(await prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
    expect(mailsTo(email)).toHaveLength(before + 1);
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it("requires the proof-of-work captcha and mails nothing without it", async () => {
    const { email } = await verifiedLearner();
    const before = mailsTo(email).length;
    const res = await call(forgotRoute, "/api/auth/sendForgetPasswordLink", { method: "POST", body: { forgetEmail: email }, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please verify captcha");
    expect(mailsTo(email)).toHaveLength(before);
  });

  it("refuses a guessable new password with advice (zxcvbn against the user's own words)", async () => {
    const { email } = await verifiedLearner();
    await forgot(email);
    const resetToken = latestResetToken(email);
    const own = email.split("@")[0]!.replace(/[^a-z0-9]/g, "");
    const res = await reset({ resetToken, password: `${own}`, confirmPassword: `${own}` });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^This password is too easy to guess: /);
    // The link was not spent by the refused attempt.
    expect((await reset({ resetToken, password: "Brand#New2026", confirmPassword: "Brand#New2026" })).status).toBe(200);
  });

  it("answers the same for known and unknown addresses and mails a single-use 256-bit link to the hash route", async () => {
    const { email } = await verifiedLearner();
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    const mail = mailsTo(email)[0]!;
    expect(mail).toContain(`${publicOrigin()}/#/resetpassword/`);
    const token = latestResetToken(email);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = await (await db()).passwordResetToken.findMany({ where: { user: { email } }, select: { tokenHash: true } });
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  it("refuses mismatched passwords with the spec's text, and unknown tokens clearly", async () => {
    const mismatch = await reset({ resetToken: "whatever", password: "Newpass#123", confirmPassword: "Newpass#124" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toBe("Password and Confirm Password do not match");
    const bogus = await reset({ resetToken: "A".repeat(43), password: "Newpass#123", confirmPassword: "Newpass#123" });
    expect(bogus.status).toBe(400);
    expect(bogus.json.message).toBe("This reset link is invalid. Please request a new one.");
    const weak = await reset({ resetToken: "A".repeat(43), password: "short", confirmPassword: "short" });
    expect(weak.json.message).toBe("Password must be at least 8 characters.");
  });

  it("resets once: old sessions die, the old password is refused, the new one works, the link cannot be reused", async () => {
    const { email, record } = await verifiedLearner();
    expect((await enrolments(record.id, record.accessToken)).status).toBe(200);
    await forgot(email);
    const resetToken = latestResetToken(email);
    // A leaked password is refused without spending the link.
    const common = await reset({ resetToken, password: "Password123", confirmPassword: "Password123" });
    expect(common.status).toBe(400);
    expect(common.json.message).toBe("This password is too common: it appears in lists of leaked passwords. Please choose another.");
    const res = await reset({ resetToken, password: "Brand#New2026", confirmPassword: "Brand#New2026" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Password reset successfully!");
    expect((await enrolments(record.id, record.accessToken)).status).toBe(401);
    expect((await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() })).json.message).toBe("Invalid Password!");
    expect((await signinCall({ email, password: "Brand#New2026", recaptcha: await solvedCaptcha() })).status).toBe(200);
    const reuse = await reset({ resetToken, password: "Other#New2026", confirmPassword: "Other#New2026" });
    expect(reuse.status).toBe(400);
    expect(reuse.json.message).toBe("This reset link has already been used. Please request a new one.");
  });

  it("refuses an expired link, and only the newest link works", async () => {
    const { email } = await verifiedLearner();
    const ip = freshIp();
    await forgot(email, ip);
    const older = latestResetToken(email);
    await forgot(email, ip);
    const newer = latestResetToken(email);
    expect(newer).not.toBe(older);
    expect((await reset({ resetToken: older, password: "Brand#New2026", confirmPassword: "Brand#New2026" })).status).toBe(400);
    await (await db()).passwordResetToken.updateMany({ where: { user: { email }, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await reset({ resetToken: newer, password: "Brand#New2026", confirmPassword: "Brand#New2026" });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe("This reset link has expired. Please request a new one.");
  });

  it("verifies an unverified account (the link proves the address)", async () => {
    const { email } = await pending();
    await forgot(email);
    expect((await reset({ resetToken: latestResetToken(email), password: "Brand#New2026", confirmPassword: "Brand#New2026" })).status).toBe(200);
    expect((await signinCall({ email, password: "Brand#New2026", recaptcha: await solvedCaptcha() })).status).toBe(200);
  });

  it("limits reset emails per address: the 4th in 15 minutes gets 429 whether or not the account exists", async () => {
    for (const email of [(await verifiedLearner()).email, uniqueEmail("nobody")]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
      expect((await forgot(email)).status).toBe(429);
    }
  });
});
