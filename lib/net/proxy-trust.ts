// Which address a request came from, decided by the product's HTTP server (scripts/server/front.ts) before Next
// sees the request; route handlers read its verdict with clientIp() (client-ip.ts). Decided the way Express's
// `trust proxy` does: the socket's peer address, unless that peer is a proxy we were told to trust, in which
// case X-Forwarded-For is walked from the right (the entries our own proxies appended) until the first address
// that is not a trusted proxy. Entries further left were written by the client and are never believed.
import { BlockList, isIP } from "node:net";

export type ProxyTrust = { hops: number } | { list: BlockList; describe: string } | { none: true };

const NAMED: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

function addRange(list: BlockList, range: string) {
  const [addr, bits] = range.split("/");
  const family = isIP(addr ?? "");
  if (!family) throw new Error(`TRUSTED_PROXIES: "${range}" is not an IP address or CIDR range`);
  const type = family === 6 ? "ipv6" : "ipv4";
  if (bits === undefined) list.addAddress(addr!, type);
  else {
    const prefix = Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: "${range}" has an invalid prefix length`);
    }
    list.addSubnet(addr!, prefix, type);
  }
}

/**
 * TRUSTED_PROXIES: unset or "" = no proxy (the socket address is the client); a number N = the N
 * nearest hops are proxies (a load balancer in front of us: 1); otherwise a comma list of addresses,
 * CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const v = (value ?? "").trim();
  if (!v || v === "false" || v === "0") return { none: true };
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const list = new BlockList();
  for (const item of v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    for (const range of NAMED[item] ?? [item]) addRange(list, range);
  }
  return { list, describe: v };
}

/** IPv4-mapped IPv6 (::ffff:10.0.0.1, what a dual-stack socket reports) is the IPv4 address. */
export function normalizeAddress(addr: string): string {
  const a = addr.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return mapped ? mapped[1]! : a.toLowerCase();
}

function isTrusted(trust: ProxyTrust, addr: string): boolean {
  if ("list" in trust) {
    const family = isIP(addr);
    return family !== 0 && trust.list.check(addr, family === 6 ? "ipv6" : "ipv4");
  }
  return false;
}

/** The client's address for a request whose socket peer is `peer` and whose X-Forwarded-For is `forwardedFor`. */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const socket = normalizeAddress(peer ?? "") || "unknown";
  if ("none" in trust) return socket;
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((s) => normalizeAddress(s))
    .filter((s) => isIP(s) !== 0);
  // Nearest first: the socket peer, then X-Forwarded-For right to left.
  const hops = [socket, ...chain.reverse()];
  if ("hops" in trust) return hops[Math.min(trust.hops, hops.length - 1)]!;
  for (const addr of hops) if (!isTrusted(trust, addr)) return addr;
  // Every hop is a trusted proxy: the farthest one is as close to the client as we can know.
  return hops[hops.length - 1]!;
}
