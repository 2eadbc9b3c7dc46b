// Which failures a screen tries again later (lib/client/network.ts): the network, a limit and a gateway without a
// server are "not now"; the server's own refusals are "no".
import { ApiError } from "@/lib/client/api";
import { isNetworkFailure, isTransientFailure } from "@/lib/client/network";
import { retryDelay } from "@/lib/client/use-retry-online";

describe("isTransientFailure", () => {
  it("is true for an unreachable server, a rate limit and a gateway's 502, 503 and 504", () => {
    for (const status of [0, 429, 502, 503, 504]) expect(isTransientFailure(new ApiError(status, "x", null))).toBe(true);
    expect(isTransientFailure(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("is false for the server's own answers: a bad request, a refusal, a missing cell, a conflict, an error", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 500]) expect(isTransientFailure(new ApiError(status, "x", null))).toBe(false);
    expect(isTransientFailure(new Error("something else"))).toBe(false);
    expect(isTransientFailure("not an error")).toBe(false);
  });

  it("keeps a network failure a network failure (the offline notices read it)", () => {
    expect(isNetworkFailure(new ApiError(0, "x", null))).toBe(true);
    expect(isNetworkFailure(new ApiError(503, "x", null))).toBe(false);
  });
});

describe("retryDelay (useRetryWhenOnline)", () => {
  it("tries again 2 s after a failure or a reconnection, twice as long after each next one, then every 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
