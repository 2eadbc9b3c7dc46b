import "server-only";
// Who is asking, as far as the network can tell, for route handlers: the address the product's server decided
// (proxy-trust.ts, from the socket and TRUSTED_PROXIES) and wrote into the request.
import { timingSafeEqual } from "node:crypto";
import { CLIENT_IP_HEADER, PEER_KEY_HEADER } from "./peer-headers";
import { peerKey } from "@/lib/env";
import { log } from "@/lib/server/log/logger";

let warnedNoPeer = false;

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The client's address as decided by the product's server (scripts/server/main.ts) from the socket and
 * TRUSTED_PROXIES. A value without this process's key was written by someone else and is ignored: all
 * such requests share one "unknown" address, which only ever makes limits stricter.
 */
export function clientIp(req: Request): string {
  const key = peerKey();
  const ip = req.headers.get(CLIENT_IP_HEADER);
  const proof = req.headers.get(PEER_KEY_HEADER);
  if (key && ip && proof && sameKey(proof, key)) return ip;
  if (!warnedNoPeer) {
    warnedNoPeer = true;
    log.warn("request without a client address from the product's server; run it with `npm start`, not `next start`");
  }
  return "unknown";
}
