// What the product's server does before Next sees a request: refuse what the framework would answer with
// a bare 500, and write who the client is (from the socket, or a trusted proxy's X-Forwarded-For) into a
// header that no client can forge, vouched for by a per-process key.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { resolveClientAddress, type ProxyTrust } from "@/lib/net/proxy-trust";
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

/**
 * The policy of an HTML answer that did not set its own (a framework 404 under /_next/, an error page):
 * nothing runs, nothing loads but the app's own styles and images. The app page and the sandboxes set theirs.
 */
export const FALLBACK_HTML_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/**
 * The learning games' pages (public/games/, built from games/ by scripts/build-games.mjs): they run in the course
 * player's frame with sandbox="allow-scripts" and say so themselves, so their own inline scripts run at an opaque
 * origin even when a game is opened on its own.
 */
export const GAME_HTML_CSP =
  "sandbox allow-scripts; default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

type HeaderArg = OutgoingHttpHeaders | OutgoingHttpHeader[] | string | undefined;

function headerIn(args: HeaderArg[], name: string): string | undefined {
  for (const a of args) {
    if (!a || typeof a === "string") continue;
    if (Array.isArray(a)) {
      // Raw [name, value, name, value…] pairs.
      for (let i = 0; i + 1 < a.length; i += 2) if (String(a[i]).toLowerCase() === name) return String(a[i + 1]);
      continue;
    }
    for (const [k, v] of Object.entries(a)) if (k.toLowerCase() === name && v != null) return String(v);
  }
  return undefined;
}

/** Every HTML answer leaves with a Content-Security-Policy: its own, a game's, or the fallback. */
function guardHtmlPolicy(req: IncomingMessage, res: ServerResponse) {
  const fallback = (req.url ?? "").startsWith("/games/") ? GAME_HTML_CSP : FALLBACK_HTML_CSP;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const extra = args.slice(1) as HeaderArg[];
    const type = headerIn(extra, "content-type") ?? String(this.getHeader("content-type") ?? "");
    const policy = headerIn(extra, "content-security-policy") ?? this.getHeader("content-security-policy");
    if (/^\s*text\/html/i.test(type) && !policy && !this.headersSent) this.setHeader("Content-Security-Policy", fallback);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

export function createFront({ trust, peerKey, handle }: { trust: ProxyTrust; peerKey: string; handle: Handle }) {
  return (req: IncomingMessage, res: ServerResponse) => {
    guardHtmlPolicy(req, res);
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
