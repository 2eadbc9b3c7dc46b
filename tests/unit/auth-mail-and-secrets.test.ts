// The outbox message format and the one-time secrets (no database).
import { buildEml } from "@/lib/server/email/eml";
import { generateOtp, generateResetToken, hashSecret, sameHash } from "@/lib/server/auth/one-time-codes";
import { needsRehash } from "@/lib/server/auth/password";
import { decodeToken, isExpired } from "@/lib/client/jwt";

beforeAll(() => {
  process.env.AUTH_SECRET = "unit-test-secret-0123456789-abcdefghijklmnop";
});

describe("buildEml", () => {
  it("writes a multipart/alternative message with text and HTML parts and safe headers", () => {
    const eml = buildEml({ from: "LearnHub <a@b.test>", to: "x@y.test\r\nBcc: evil@z.test", subject: "Codé", text: "line1\nline2", html: "<p>hi</p>" });
    expect(eml).toContain("To: x@y.test Bcc: evil@z.test\r\n");
    expect(eml).not.toMatch(/\r\nBcc:/);
    expect(eml).toContain("Subject: =?UTF-8?B?");
    expect(eml).toMatch(/Content-Type: multipart\/alternative; boundary="lh-[0-9a-f]+"/);
    expect(eml).toContain("Content-Type: text/plain; charset=utf-8");
    expect(eml).toContain("line1\r\nline2");
    expect(eml).toContain("Content-Type: text/html; charset=utf-8");
  });
});

describe("one-time secrets", () => {
  it("codes are 6 digits and spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
  });

  it("reset tokens carry 256 bits and are URL-safe", () => {
    const t = generateResetToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(t, "base64url")).toHaveLength(32);
  });

  it("hashes are keyed, kind-separated and compared in constant time", () => {
    expect(hashSecret("otp", "123456")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret("otp", "123456")).not.toBe(hashSecret("reset", "123456"));
    expect(sameHash(hashSecret("otp", "1"), hashSecret("otp", "1"))).toBe(true);
    expect(sameHash(hashSecret("otp", "1"), hashSecret("otp", "2"))).toBe(false);
    expect(sameHash("ab", "abcd")).toBe(false);
  });
});

describe("password hashes", () => {
  it("asks for a rehash only when the parameters differ from argon2id m=19456,t=2,p=1", () => {
    expect(needsRehash("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA")).toBe(false);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA")).toBe(true);
    expect(needsRehash("$argon2i$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA")).toBe(true);
  });
});

describe("client token decoding", () => {
  it("reads claims without verifying and treats missing exp as expired", () => {
    const body = Buffer.from(JSON.stringify({ role: "user", org_id: 3, organization: "Café", exp: 9_999_999_999 })).toString("base64url");
    const claims = decodeToken(`x.${body}.y`);
    expect(claims).toMatchObject({ role: "user", org_id: 3, organization: "Café" });
    expect(isExpired(claims)).toBe(false);
    expect(isExpired(decodeToken(`x.${Buffer.from("{}").toString("base64url")}.y`))).toBe(true);
    expect(decodeToken("nonsense")).toBeNull();
  });
});
