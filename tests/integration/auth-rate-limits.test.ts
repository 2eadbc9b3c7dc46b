// Failed-login limits with device trust: one client's 6th failure in a minute is refused; a stranger
// guessing from many addresses exhausts only the account's allowance for untrusted clients, so the owner
// on their own device (a signed device cookie from an earlier login) still gets in; the device cookie is
// bound to its account, cannot be forged, and a trusted device that itself keeps failing is stopped.
import { POST as signinRoute } from "../../app/api/auth/signin/route";
import { TOO_MANY_LOGINS, FAILED_LOGINS_PER_ACCOUNT, FAILED_LOGINS_PER_DEVICE } from "../../lib/server/auth/limits";
import { call } from "../support/route-client";
import { PASSWORD, freshIp, solvedCaptcha, verifiedLearner } from "./auth-fixtures";

async function signin(email: string, password: string, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}) {
  return call(signinRoute, "/api/auth/signin", {
    method: "POST",
    body: { email, password, recaptcha: await solvedCaptcha(ip) },
    ip,
    headers: cookie ? { cookie } : {},
  });
}

/** The device cookie a successful login set, as a browser would send it back. */
function deviceCookie(res: { headers: Headers }): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("learnhub.device="));
  if (!set) throw new Error("no device cookie was set");
  return set.split(";")[0]!;
}

describe("failed logins and trusted devices", () => {
  it("a successful login sets an HttpOnly, SameSite=Strict device cookie scoped to the API", async () => {
    const { email } = await verifiedLearner();
    const res = await signin(email, PASSWORD);
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie().find((c) => c.startsWith("learnhub.device="))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\/api/);
    expect(set).not.toContain(encodeURIComponent(email));
    expect(set).not.toContain(email);
  });

  it("a stranger guessing from many addresses locks out untrusted clients only: the owner's own device still gets in", async () => {
    const { email } = await verifiedLearner();
    const cookie = deviceCookie(await signin(email, PASSWORD));
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT; i++) {
      expect((await signin(email, `Guess#${i}wrong`)).status).toBe(401);
    }
    const stranger = await signin(email, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.json.message).toBe(TOO_MANY_LOGINS);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner, from yet another address but on the device that logged in before:
    const owner = await signin(email, PASSWORD, { cookie });
    expect(owner.status).toBe(200);
  }, 180_000);

  it("a forged device cookie, or one issued for another account, is not trusted", async () => {
    const victim = await verifiedLearner();
    const other = await verifiedLearner();
    const otherCookie = deviceCookie(await signin(other.email, PASSWORD));
    const victimCookie = deviceCookie(await signin(victim.email, PASSWORD));
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT; i++) await signin(victim.email, `Guess#${i}wrong`);
    expect((await signin(victim.email, PASSWORD, { cookie: otherCookie })).status).toBe(429);
    const [name, value] = victimCookie.split("=");
    const parts = value!.split(".");
    const forged = `${name}=${parts[0]}.${"A".repeat(parts[1]!.length)}.${parts[2]}`;
    expect((await signin(victim.email, PASSWORD, { cookie: forged })).status).toBe(429);
    expect((await signin(victim.email, PASSWORD, { cookie: victimCookie })).status).toBe(200);
  }, 180_000);

  it("a trusted device that keeps failing is stopped by its own counter, without touching the account's", async () => {
    const { email } = await verifiedLearner();
    const cookie = deviceCookie(await signin(email, PASSWORD));
    for (let i = 0; i < FAILED_LOGINS_PER_DEVICE; i++) expect((await signin(email, `Typo#${i}wrong`, { cookie })).status).toBe(401);
    expect((await signin(email, PASSWORD, { cookie })).status).toBe(429);
    // Other clients are unaffected: the device's failures did not count against the account.
    expect((await signin(email, PASSWORD)).status).toBe(200);
  }, 180_000);

  it("one untrusted client's 6th failure in a minute is refused while another client still gets in; success clears it", async () => {
    const { email } = await verifiedLearner();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await signin(email, `Wrong#${i}xxxx`, { ip })).status).toBe(401);
    expect((await signin(email, PASSWORD, { ip })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signin(email, `Wrong#${i}yyyy`, { ip })).status).toBe(401);
    const sixth = await signin(email, PASSWORD, { ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await signin(email, PASSWORD)).status).toBe(200);
  }, 180_000);
});
