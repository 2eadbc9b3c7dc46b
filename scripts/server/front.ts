// What the product's server does before Next sees a request: refuse what the framework would answer with
// a bare 500, and write who the client is (from the socket, or a trusted proxy's X-Forwarded-For) into a
// header that no client can forge, vouched for by a per-process key.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { resolveClientAddress, type ProxyTrust } from "@/lib/net/client-address";
import { CLIENT_IP_HEADER, PEER_KEY_HEADER } from "@/lib/net/peer-headers";

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

export function sendError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ message, code, status });
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers });
  res.end(body);
}

/** A path whose %-escapes do not decode would make the framework answer a bare 500. */
function decodablePath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  try {
    for (const seg of path.split("/")) decodeURIComponent(seg);
    return true;
  } catch {
    return false;
  }
}

function isHttps(req: IncomingMessage, viaTrustedProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return (
    viaTrustedProxy &&
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() === "https"
  );
}

export function createFront({ trust, peerKey, handle }: { trust: ProxyTrust; peerKey: string; handle: Handle }) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (REFUSED_METHODS.has(req.method ?? "")) {
      return sendError(res, 405, "method_not_allowed", "This method is not allowed.", { allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" });
    }
    if (!decodablePath(req.url ?? "/")) return sendError(res, 400, "bad_request", "The address is not valid.");

    const peer = req.socket.remoteAddress;
    const forwarded = req.headers["x-forwarded-for"];
    const client = resolveClientAddress(peer, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, trust);
    req.headers[CLIENT_IP_HEADER] = client;
    req.headers[PEER_KEY_HEADER] = peerKey;
    const viaProxy = !("none" in trust) && client !== resolveClientAddress(peer, undefined, { none: true });
    if (isHttps(req, viaProxy)) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");

    handle(req, res).catch((err: unknown) => {
      console.error("request failed before a route answered", err);
      if (!res.headersSent) sendError(res, 500, "internal", "Something went wrong. Please try again.");
      else res.destroy();
    });
  };
}
