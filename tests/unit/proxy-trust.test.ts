import { normalizeAddress, parseProxyTrust, resolveClientAddress } from "@/lib/net/proxy-trust";

describe("client address", () => {
  it("without trusted proxies ignores X-Forwarded-For entirely", () => {
    const trust = parseProxyTrust(undefined);
    expect(resolveClientAddress("203.0.113.7", "192.0.2.1, 192.0.2.2", trust)).toBe("203.0.113.7");
  });

  it("normalises IPv4-mapped IPv6 socket addresses", () => {
    expect(normalizeAddress("::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(resolveClientAddress("::ffff:10.1.2.3", undefined, parseProxyTrust(""))).toBe("10.1.2.3");
  });

  it("behind a trusted proxy takes the nearest untrusted hop, not what the client wrote", () => {
    const trust = parseProxyTrust("loopback, 10.0.0.0/8");
    // The client wrote 1.1.1.1 itself; the load balancer (10.0.0.5) appended the real peer 198.51.100.9.
    expect(resolveClientAddress("127.0.0.1", "1.1.1.1, 198.51.100.9, 10.0.0.5", trust)).toBe("198.51.100.9");
  });

  it("a request straight from the internet cannot pick its address even when proxies are configured", () => {
    const trust = parseProxyTrust("loopback");
    expect(resolveClientAddress("198.51.100.20", "192.0.2.99", trust)).toBe("198.51.100.20");
  });

  it("a hop count trusts exactly that many proxies", () => {
    const trust = parseProxyTrust("1");
    expect(resolveClientAddress("10.0.0.5", "192.0.2.1, 198.51.100.9", trust)).toBe("198.51.100.9");
    expect(resolveClientAddress("10.0.0.5", undefined, trust)).toBe("10.0.0.5");
  });

  it("skips garbage in the header", () => {
    const trust = parseProxyTrust("loopback");
    expect(resolveClientAddress("127.0.0.1", "198.51.100.9, not-an-ip", trust)).toBe("198.51.100.9");
  });

  it("refuses a malformed setting at start-up", () => {
    expect(() => parseProxyTrust("10.0.0.0/99")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseProxyTrust("proxy.example")).toThrow(/TRUSTED_PROXIES/);
  });
});
