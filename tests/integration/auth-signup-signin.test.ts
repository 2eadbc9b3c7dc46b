// POST /api/auth/signup and /api/auth/signin: server-decided roles, class codes, password policy,
// captcha, every error text, the session cookie and the failed-login throttle.
import { db } from "../../lib/server/db/client";
import { verifyToken } from "../../lib/server/auth/token";
import { createOrganization, createSchoolClass, createUser } from "../../prisma/seed/factories";
import {
  PASSWORD,
  ensureOpenCampus,
  freshIp,
  latestCode,
  mailsTo,
  signinCall,
  signupCall,
  solvedCaptcha,
  uniqueEmail,
  verifiedLearner,
  verifyCall,
} from "./auth-fixtures";

let school: { id: number; name: string };
let cls: { id: number; code: string };

beforeAll(async () => {
  await ensureOpenCampus();
  const prisma = await db();
  school = await createOrganization(prisma);
  cls = await createSchoolClass(prisma, { organizationId: school.id, name: "Class 8 A" });
});

const stored = async (email: string) => {
  const u = await (
    await db()
  ).user.findUniqueOrThrow({
    where: { email },
    select: { role: true, organizationId: true, emailVerified: true, passwordHash: true, classMemberships: { select: { classId: true } } },
  });
  const { classMemberships, ...rest } = u;
  return { ...rest, classId: classMemberships[0]?.classId ?? null, classes: classMemberships.length };
};

describe("POST /api/auth/signup", () => {
  it("creates an unverified learner in the open campus, mails a 6-digit code and answers the spec's message", async () => {
    const email = uniqueEmail();
    const res = await signupCall({ username: `Asha ${email.split("@")[0]}`, email, password: PASSWORD, course_code: "", roles: ["user"], organization: [3] });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: "User Created Successfully \n OTP sent to your Email." });
    const u = await stored(email);
    expect(u).toMatchObject({ role: "user", organizationId: 3, classId: null, emailVerified: false });
    expect(u.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = mailsTo(email)[0]!;
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(latestCode(email)).toMatch(/^\d{6}$/);
  });

  it("ignores roles and organization from the body: roles ['admin'] still yields a learner of organization 3", async () => {
    const { email, record } = await verifiedLearner({ roles: ["admin"], organization: [1, 2] });
    expect((await stored(email)).role).toBe("user");
    expect(record.roles).toEqual(["user"]);
    expect(record.org_id).toBe(3);
    expect((await verifyToken(record.accessToken))?.role).toBe("user");
  });

  it("joins the class and its school with a valid class code (any letter case)", async () => {
    const { email, record } = await verifiedLearner({ course_code: cls.code.toLowerCase() });
    expect(await stored(email)).toMatchObject({ organizationId: school.id, classId: cls.id });
    expect(record).toMatchObject({ org_id: school.id, organization: school.name, course_code: cls.code });
    const claims = await verifyToken(record.accessToken);
    expect(claims).toMatchObject({ org_id: school.id, organization: school.name, course_code: cls.code, role: "user" });
  });

  it("an unknown class code gets the same answer as a new account: the learner joins the open campus and the mail says so", async () => {
    const email = uniqueEmail();
    const res = await signupCall({ username: `x ${email.split("@")[0]}`, email, password: PASSWORD, course_code: "NOPE-404" });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: "User Created Successfully \n OTP sent to your Email." });
    expect(await stored(email)).toMatchObject({ organizationId: 3, classId: null });
    const mail = mailsTo(email)[0]!;
    expect(mail).toContain("The class code you entered was not found");
    // The code the stranger typed is not echoed into the mail.
    expect(mail).not.toContain("NOPE-404");
  });

  it("requires the proof-of-work captcha: none, forged or replayed gets 'Please verify captcha' and creates nothing", async () => {
    const email = uniqueEmail();
    const body = { username: `cap ${email.split("@")[0]}`, email, password: PASSWORD };
    const none = await signupCall({ ...body, recaptcha: null });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe("Please verify captcha");
    const forged = await signupCall({ ...body, recaptcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString("base64") });
    expect(forged.json.message).toBe("Please verify captcha");
    const token = await solvedCaptcha();
    expect((await signupCall({ ...body, recaptcha: token })).status).toBe(201);
    const other = uniqueEmail();
    const replay = await signupCall({ ...body, username: `cap ${other.split("@")[0]}`, email: other, recaptcha: token });
    expect(replay.json.message).toBe("Please verify captcha");
    expect(await (await db()).user.count({ where: { email: other } })).toBe(0);
  });

  it("refuses a password from the leaked-password list (any letter case) and creates nothing", async () => {
    for (const password of ["password1", "Iloveyou1", "QWERTYUIOP"]) {
      const email = uniqueEmail();
      const res = await signupCall({ username: `x ${email.split("@")[0]}`, email, password });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("This password is too common: it appears in lists of leaked passwords. Please choose another.");
      expect(await (await db()).user.count({ where: { email } })).toBe(0);
    }
  });

  it("a registered email gets the same answer as a new one, creates nothing and mails its owner a notice instead", async () => {
    const email = uniqueEmail();
    const name = `Dup ${email.split("@")[0]}`;
    const first = await signupCall({ username: name, email, password: PASSWORD });
    expect(first.status).toBe(201);
    const again = await signupCall({ username: `Other ${email.split("@")[0]}`, email: email.toUpperCase(), password: "Another#Secret77" });
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    const prisma = await db();
    expect(await prisma.user.count({ where: { email } })).toBe(1);
    expect(await prisma.user.count({ where: { username: `Other ${email.split("@")[0]}` } })).toBe(0);
    const notice = mailsTo(email)[0]!;
    expect(notice).toContain("Subject: Someone tried to sign up with your email address");
    expect(notice).not.toMatch(/verification code is/);
    // The first code still works: the attempt changed nothing.
    expect(mailsTo(email).filter((m) => /verification code is/.test(m))).toHaveLength(1);
  });

  it("a taken name is refused whether or not the email is registered, so the answer tells nothing about the email", async () => {
    const email = uniqueEmail();
    const name = `Taken ${email.split("@")[0]}`;
    expect((await signupCall({ username: name, email, password: PASSWORD })).status).toBe(201);
    const other = await verifiedLearner();
    const withNewEmail = await signupCall({ username: name.toUpperCase(), email: uniqueEmail(), password: PASSWORD });
    const withKnownEmail = await signupCall({ username: name.toUpperCase(), email: other.email, password: PASSWORD });
    // The name's own email gets the same refusal: a 201 here would tell a stranger whose address a public name has.
    const withOwnEmail = await signupCall({ username: name, email, password: PASSWORD });
    expect(withNewEmail.status).toBe(400);
    expect(withNewEmail.json.message).toBe("This name is already taken. Please choose another one.");
    expect(withKnownEmail.status).toBe(400);
    expect(withKnownEmail.json).toEqual(withNewEmail.json);
    expect(withOwnEmail.status).toBe(400);
    expect(withOwnEmail.json).toEqual(withNewEmail.json);
  });

  it.each(["aaaaaaaa", "        ", "learnhub", "LearnHub2026", "Student#2026"])(
    "refuses the guessable password %j with advice (zxcvbn score < 3)",
    async (password) => {
      const email = uniqueEmail();
      const res = await signupCall({ username: `weak ${email.split("@")[0]}`, email, password });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^This (password is too easy to guess: .+\. Use a longer passphrase|password is too common)/);
      expect(await (await db()).user.count({ where: { email } })).toBe(0);
    },
  );

  it("refuses a password made of the user's own name or email", async () => {
    const email = `ravindra.kulkarni.${Date.now().toString(36)}@example.test`;
    const res = await signupCall({ username: "Ravindra Kulkarni", email, password: "ravindrakulkarni" });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("it contains your name or email address");
  });

  it.each(["Visit http://evil.example now!", "<b>hi</b>", "a\u202Eb", " -dash first", "two  spaces"])(
    "refuses the name %j (letters of any script, digits, space . _ - only)",
    async (username) => {
      const res = await signupCall({ username, email: uniqueEmail(), password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Name may contain only letters, digits, spaces and . _ - (starting with a letter or digit).");
    },
  );

  it.each(["Ana María Šimić", "प्रिया शर्मा", "o.brien_99-x"])("accepts the name %j", async (name) => {
    const res = await signupCall({ username: `${name} ${Math.random().toString(36).slice(2, 8)}`, email: uniqueEmail(), password: PASSWORD });
    expect(res.status).toBe(201);
  });

  it("mails sent before the address is verified carry no text the user chose", async () => {
    const email = uniqueEmail();
    const username = `Zyxwvut ${Math.random().toString(36).slice(2, 8)}`;
    expect((await signupCall({ username, email, password: PASSWORD, course_code: "Call me maybe" })).status).toBe(201);
    const mail = mailsTo(email)[0]!;
    expect(mail).not.toContain("Zyxwvut");
    expect(mail).not.toContain("Call me maybe");
  });

  it.each([
    [{ password: "short7!" }, "Password must be at least 8 characters."],
    [{ password: "x".repeat(129) }, "Password must be at most 128 characters."],
    [{ username: "" }, "Name is required."],
    [{ email: "" }, "Email is required."],
    [{ email: "not-an-email" }, "Please enter a valid email address."],
  ])("validates %o", async (patch, message) => {
    const res = await signupCall({ username: `v ${Math.random()}`, email: uniqueEmail(), password: PASSWORD, ...patch });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("answers malformed JSON with a 400, not a stack trace", async () => {
    const { call } = await import("../support/route-client");
    const { POST } = await import("../../app/api/auth/signup/route");
    const res = await call(POST, "/api/auth/signup", { method: "POST", rawBody: "{nope", headers: { "content-type": "application/json" }, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Malformed JSON body.");
    expect(JSON.stringify(res.json)).not.toMatch(/at .*\.ts/);
  });
});

describe("POST /api/auth/signin", () => {
  it("refuses a login without a captcha, with a forged one and with a replayed one: 'Please verify captcha'", async () => {
    const { email } = await verifiedLearner();
    const ip = freshIp();
    const none = await signinCall({ email, password: PASSWORD }, ip);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe("Please verify captcha");
    const forged = await signinCall(
      { email, password: PASSWORD, recaptcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString("base64") },
      ip,
    );
    expect(forged.json.message).toBe("Please verify captcha");
    const token = await solvedCaptcha();
    expect((await signinCall({ email, password: PASSWORD, recaptcha: token }, ip)).status).toBe(200);
    const replay = await signinCall({ email, password: PASSWORD, recaptcha: token }, ip);
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe("Please verify captcha");
  });

  it("answers 404 'User Not found' for an unknown email and 401 'Invalid Password!' for a wrong password", async () => {
    const { email } = await verifiedLearner();
    const unknown = await signinCall({ email: uniqueEmail(), password: PASSWORD, recaptcha: await solvedCaptcha() });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("User Not found");
    const wrong = await signinCall({ email, password: "Wrong#Pass1", recaptcha: await solvedCaptcha() });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe("Invalid Password!");
  });

  it("does not truncate passwords: a 100-character password's 72-character prefix is refused", async () => {
    const long = Array.from({ length: 100 }, (_, i) => "Qx7#kLm2$Rv9!Tz4"[(i * 7) % 16]! + (i % 10))
      .join("")
      .slice(0, 100);
    const email = uniqueEmail();
    expect((await signupCall({ username: `long ${email.split("@")[0]}`, email, password: long })).status).toBe(201);
    expect((await verifyCall({ email, OTP: latestCode(email) })).status).toBe(200);
    expect((await signinCall({ email, password: long.slice(0, 72), recaptcha: await solvedCaptcha() })).status).toBe(401);
    expect((await signinCall({ email, password: long, recaptcha: await solvedCaptcha() })).status).toBe(200);
  });

  it("returns the sign-in record, a matching token and an HttpOnly SameSite=Lax session cookie — never the hash", async () => {
    const { email, username } = await verifiedLearner();
    const res = await signinCall({ email: `  ${email.toUpperCase()} `, password: PASSWORD, recaptcha: await solvedCaptcha() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username, email, roles: ["user"], organization: "LearnHub Open Campus", org_id: 3, course_code: null, status: 200 });
    expect(typeof res.json.id).toBe("number");
    expect(typeof res.json.message).toBe("string");
    expect(Object.keys(res.json).sort()).toEqual([
      "accessToken",
      "course_code",
      "email",
      "id",
      "message",
      "mustChangePassword",
      "org_id",
      "organization",
      "roles",
      "status",
      "username",
    ]);
    const claims = await verifyToken(res.json.accessToken);
    expect(claims).toMatchObject({ sub: String(res.json.id), role: "user", organization: "LearnHub Open Campus", org_id: 3, course_code: null });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toContain(`learnhub.session-token=${res.json.accessToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it("answers 403 for an unverified account and mails a fresh code once the resend cooldown has passed", async () => {
    const email = uniqueEmail();
    await signupCall({ username: `u ${email.split("@")[0]}`, email, password: PASSWORD });
    const first = latestCode(email);
    const soon = await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() });
    expect(soon.status).toBe(403);
    expect(soon.json.accessToken).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(1);
    const prisma = await db();
    const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    await prisma.emailOtp.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 61_000) } });
    const later = await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() });
    expect(later.status).toBe(403);
    expect(mailsTo(email)).toHaveLength(2);
    const second = latestCode(email);
    // Only the newest code works.
    expect(second).not.toBe(first);
    expect((await verifyCall({ email, OTP: first })).status).toBe(400);
    expect((await verifyCall({ email, OTP: second })).status).toBe(200);
  });

  it("throttles: the 6th failed login in a minute from one client gets 429 with a clear message", async () => {
    const { email } = await verifiedLearner();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const r = await signinCall({ email, password: `Wrong#${i}xxxx`, recaptcha: await solvedCaptcha() }, ip);
      expect(r.status).toBe(401);
    }
    const sixth = await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() }, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe("Too many failed login attempts. Please wait a minute and try again.");
    // A failure counts for 60–70 s (a sliding minute in 10-second buckets).
    expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(70);
    // A stranger's failures do not lock the owner out: the owner on another connection still gets in.
    const owner = await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() }, freshIp());
    expect(owner.status).toBe(200);
  });

  it("a successful login clears the client's failure count", async () => {
    const { email } = await verifiedLearner();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await signinCall({ email, password: "Wrong#Pass1", recaptcha: await solvedCaptcha() }, ip);
    expect((await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() }, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signinCall({ email, password: "Wrong#Pass1", recaptcha: await solvedCaptcha() }, ip)).status).toBe(401);
  });

  it("counts failed logins for unknown addresses too (no free enumeration)", async () => {
    const ip = freshIp();
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 5; i++) expect((await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() }, ip)).status).toBe(404);
    expect((await signinCall({ email, password: PASSWORD, recaptcha: await solvedCaptcha() }, ip)).status).toBe(429);
  });

  it("takes the role, organization and class from the account, never from the request", async () => {
    const prisma = await db();
    const admin = await createUser(prisma, { role: "admin", organizationId: school.id, classId: cls.id, password: PASSWORD });
    const res = await signinCall({ email: admin.email, password: PASSWORD, recaptcha: await solvedCaptcha(), roles: ["user"] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: admin.id,
      roles: ["admin"],
      organization: school.name,
      org_id: school.id,
      course_code: cls.code,
      message: expect.any(String),
      status: 200,
    });
    const claims = await verifyToken(res.json.accessToken as string);
    expect(claims).toMatchObject({ sub: String(admin.id), role: "admin", org_id: school.id, course_code: cls.code });
  });

  it("accepts a 128-character password whole and refuses its 127-character prefix", async () => {
    const prisma = await db();
    const long = `${"Ab3#".repeat(31)}Zz9!`;
    expect(long).toHaveLength(128);
    const u = await createUser(prisma, { password: long });
    const ip = freshIp();
    expect((await signinCall({ email: u.email, password: long.slice(0, 127), recaptcha: await solvedCaptcha() }, ip)).status).toBe(401);
    expect((await signinCall({ email: u.email, password: long, recaptcha: await solvedCaptcha() }, ip)).status).toBe(200);
  });

  it("per-IP failures are independent: one address's 429 does not spill onto another client or account", async () => {
    const prisma = await db();
    const victim = await createUser(prisma, { password: PASSWORD });
    const other = await createUser(prisma, { password: PASSWORD });
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) await signinCall({ email: victim.email, password: `Guess#${i}abc`, recaptcha: await solvedCaptcha() }, attacker);
    expect((await signinCall({ email: victim.email, password: PASSWORD, recaptcha: await solvedCaptcha() }, attacker)).status).toBe(429);
    // The attacker's address may still log in to another account it knows the password of,
    expect((await signinCall({ email: other.email, password: PASSWORD, recaptcha: await solvedCaptcha() }, attacker)).status).toBe(200);
    // and the victim, from their own connection, is not locked out.
    expect((await signinCall({ email: victim.email, password: PASSWORD, recaptcha: await solvedCaptcha() }, freshIp())).status).toBe(200);
  });
});
