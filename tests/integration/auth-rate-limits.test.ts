// The failed-login throttle over a sliding minute, driven with explicit clock values: five failures that
// straddle a clock-minute boundary still stop the sixth, the block lifts by itself within about a minute,
// and the counters of one client, one address and one account stay apart.
import { AppError } from "../../lib/errors";
import {
  FAILED_LOGINS_PER_ACCOUNT, TOO_MANY_LOGINS, assertLoginAllowed, clearFailedLogins, recordFailedLogin,
} from "../../lib/server/auth/limits";
import { freshIp, uniqueEmail } from "./auth-fixtures";

// A clock-minute boundary well in the past, so these buckets never meet the real clock's. Only Date is
// faked (timers stay real for the database driver): the store stamps its windows with the faked clock.
const MINUTE = 60_000;
const boundary = Math.floor(Date.now() / MINUTE) * MINUTE - 3_600_000 - Math.floor(Math.random() * 1000) * MINUTE;

beforeEach(() => {
  jest.useFakeTimers({
    now: boundary,
    doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback", "cancelIdleCallback", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
  });
});
afterEach(() => jest.useRealTimers());

/** Moves the faked clock to `t` and returns it, for the functions that take the time explicitly too. */
const at = (t: number) => {
  jest.setSystemTime(t);
  return t;
};

async function refusal(email: string, ip: string, now: number): Promise<AppError | null> {
  try {
    await assertLoginAllowed(email, ip, at(now));
    return null;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

describe("failed-login throttle", () => {
  it("stops the 6th failure within a minute even when the five straddle a clock-minute boundary", async () => {
    const email = uniqueEmail("slide");
    const ip = freshIp();
    const times = [-20_000, -10_000, -1_000, 5_000, 15_000].map((d) => boundary + d);
    for (const t of times) {
      expect(await refusal(email, ip, t)).toBeNull();
      await recordFailedLogin(email, ip, at(t));
    }
    const blocked = await refusal(email, ip, boundary + 20_000);
    expect(blocked).toMatchObject({ status: 429, message: TOO_MANY_LOGINS });
    const retry = Number(blocked!.headers!["Retry-After"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it("the store's clean-up of old rows never drops a failure that still counts", async () => {
    const email = uniqueEmail("sweep");
    const ip = freshIp();
    // An even two-minute boundary: the first failure's store window ends right at it.
    const even = Math.floor(boundary / (2 * MINUTE)) * 2 * MINUTE;
    const random = jest.spyOn(Math, "random").mockReturnValue(0); // clean up on every failure
    try {
      for (const d of [-5_000, 1_000, 12_000, 25_000, 40_000]) await recordFailedLogin(email, ip, at(even + d));
    } finally {
      random.mockRestore();
    }
    expect(await refusal(email, ip, even + 50_000)).toMatchObject({ status: 429 });
  });

  it("lifts the block by itself within about a minute of the failures", async () => {
    const email = uniqueEmail("lift");
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await recordFailedLogin(email, ip, at(boundary + i * 1000));
    expect(await refusal(email, ip, boundary + 30_000)).not.toBeNull();
    expect(await refusal(email, ip, boundary + 59_000)).not.toBeNull();
    expect(await refusal(email, ip, boundary + 71_000)).toBeNull();
  });

  it("a successful login clears only the client's own counter", async () => {
    const email = uniqueEmail("clear");
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await recordFailedLogin(email, ip, at(boundary + i * 1000));
    await clearFailedLogins(email, ip, at(boundary + 6_000));
    expect(await refusal(email, ip, boundary + 7_000)).toBeNull();
  });

  it("keeps addresses apart, but caps one account across many addresses", async () => {
    const email = uniqueEmail("spread");
    const attackerIp = freshIp();
    for (let i = 0; i < 5; i++) await recordFailedLogin(email, attackerIp, at(boundary + i * 100));
    expect(await refusal(email, attackerIp, boundary + 1_000)).not.toBeNull();
    // The owner on another connection is unaffected by the attacker's five.
    expect(await refusal(email, freshIp(), boundary + 1_000)).toBeNull();
    // Another account from the attacker's address is unaffected as well.
    expect(await refusal(uniqueEmail("bystander"), attackerIp, boundary + 1_000)).toBeNull();

    // Spread over many addresses, the account-wide ceiling applies — and also lifts within a minute.
    for (let i = 5; i < FAILED_LOGINS_PER_ACCOUNT; i++) await recordFailedLogin(email, freshIp(), at(boundary + 2_000 + i * 100));
    expect(await refusal(email, freshIp(), boundary + 10_000)).toMatchObject({ status: 429 });
    expect(await refusal(email, freshIp(), boundary + 75_000)).toBeNull();
  });
});
