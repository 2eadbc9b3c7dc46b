// The product's HTTP server (`npm start`, the e2e server, `npm run dev`): Next's request handler behind
// a thin front that decides who the client is. Route handlers only ever see an address this process
// wrote (x-learnhub-client-ip, vouched for by a per-process key), so no client can pick its own IP —
// the base of every per-address limit. Bundled to dist/server.mjs by scripts/prepare-assets.mjs.
import { randomBytes } from "node:crypto";
import http from "node:http";
import next from "next";
import { parseProxyTrust } from "@/lib/net/proxy-trust";
import { createFront } from "./front";
import { serveStaticAsset } from "./static-assets";

const dev = process.argv.includes("--dev");
const hostname = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
const trust = parseProxyTrust(process.env.TRUSTED_PROXIES);
// Route handlers run in this process and compare against this key; a header from outside never matches.
const peerKey = randomBytes(24).toString("hex");
process.env.LEARNHUB_PEER_KEY = peerKey;

async function main() {
  const app = next({ dev, hostname, port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer(
    createFront({ trust, peerKey, handle: async (req, res) => void ((await serveStaticAsset(req, res)) || (await handle(req, res))) }),
  );
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    else socket.destroy();
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  const proxies = "none" in trust ? "none (the socket address is the client)" : "hops" in trust ? `${trust.hops} hop(s)` : trust.describe;
  console.log(`LearnHub ${dev ? "(dev) " : ""}listening on http://${hostname}:${port} — trusted proxies: ${proxies}`);
  if (!dev) void warmUp();

  // Finish what is in flight on SIGTERM (a rolling deploy), then exit; give up after 10 s.
  let stopping = false;
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}

// The first request of a fresh process loads the home page's server code and reads the catalogue (about
// 1.5 s on the 2-core machine; later ones take 30-50 ms). The server pays that itself, right after it starts
// listening, instead of the first visitor after a deploy.
async function warmUp() {
  const started = Date.now();
  const host = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  for (const path of ["/", "/api/courses/allcourses"]) {
    try {
      await (await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${port}${path}`)).arrayBuffer();
    } catch (err) {
      console.error(`warm-up of ${path} failed: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
  }
  console.log(`LearnHub warmed up in ${Date.now() - started} ms`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
