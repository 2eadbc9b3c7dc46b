// The product's server front (scripts/server/front.ts) over real HTTP: the address route handlers see
// is the socket's (or a trusted proxy's view of it), never what the client wrote; framework 500s are
// answered as 400/405 in the JSON envelope; HSTS only over HTTPS.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createFront, FALLBACK_HTML_CSP } from "../../scripts/server/front";
import { parseProxyTrust } from "../../lib/net/proxy-trust";
import { clientIp } from "../../lib/http";

type Server = { url: string; close: () => Promise<void> };

async function startFront(trusted: string | undefined): Promise<Server> {
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const ip = clientIp(new Request("http://x/", { headers }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ip }));
  };
  const server = http.createServer(createFront({ trust: parseProxyTrust(trusted), peerKey: process.env.LEARNHUB_PEER_KEY!, handle }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

function request(url: string, opts: { method?: string; path?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const u = new URL(url);
    const req = http.request({ host: u.hostname, port: u.port, method: opts.method ?? "GET", path: opts.path ?? "/", headers: opts.headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("without trusted proxies (the default)", () => {
  let s: Server;
  beforeAll(async () => (s = await startFront(undefined)));
  afterAll(() => s.close());

  it("uses the socket address and ignores X-Forwarded-For and a forged client header", async () => {
    const res = await request(s.url, { headers: { "x-forwarded-for": "192.0.2.44", "x-learnhub-client-ip": "192.0.2.45", "x-learnhub-peer-key": "guess" } });
    expect(JSON.parse(res.body)).toEqual({ ip: "127.0.0.1" });
  });

  it("answers TRACE with 405 in the JSON envelope", async () => {
    const res = await request(s.url, { method: "TRACE", path: "/api/health" });
    expect(res.status).toBe(405);
    expect(JSON.parse(res.body)).toEqual({ message: "This method is not allowed.", code: "method_not_allowed", status: 405 });
  });

  it.each(["/api/courses/getCourseDetails/%", "/media/videos/%", "/api/chatbot/%E0%A4%A", "/api/lab/lab/cells/%ZZ"])("answers %s with 400", async (path) => {
    const res = await request(s.url, { path });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: "The address is not valid.", code: "bad_request", status: 400 });
  });

  it("sends no HSTS over plain HTTP, even when a client claims https", async () => {
    const res = await request(s.url, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("behind a trusted proxy", () => {
  let s: Server;
  beforeAll(async () => (s = await startFront("loopback")));
  afterAll(() => s.close());

  it("takes the address the proxy appended, not what the client wrote before it", async () => {
    const res = await request(s.url, { headers: { "x-forwarded-for": "1.1.1.1, 198.51.100.9" } });
    expect(JSON.parse(res.body)).toEqual({ ip: "198.51.100.9" });
  });

  it("sends HSTS when the proxy says the client used HTTPS", async () => {
    const res = await request(s.url, { headers: { "x-forwarded-for": "198.51.100.9", "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("every HTML answer carries a Content-Security-Policy", () => {
  let url: string;
  let server: http.Server;
  beforeAll(async () => {
    // Answers the way the framework and the app's own handlers do: headers by setHeader, by writeHead, or implicit.
    const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url === "/own") {
        res.setHeader("content-security-policy", "default-src 'self'");
        res.setHeader("content-type", "text/html; charset=utf-8");
        return void res.end("<p>own</p>");
      }
      if (req.url === "/implicit") {
        res.setHeader("content-type", "text/html");
        return void res.end("<p>404</p>");
      }
      if (req.url === "/raw") {
        res.writeHead(404, ["Content-Type", "text/html; charset=utf-8"]);
        return void res.end("<p>404</p>");
      }
      if (req.url === "/json") {
        res.writeHead(200, { "content-type": "application/json" });
        return void res.end("{}");
      }
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end("<script>alert(1)</script>");
    };
    server = http.createServer(createFront({ trust: parseProxyTrust(undefined), peerKey: process.env.LEARNHUB_PEER_KEY!, handle }));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it.each(["/writehead", "/implicit", "/raw"])("an HTML answer without its own policy gets the fallback (%s)", async (path) => {
    const res = await request(url, { path });
    expect(res.headers["content-security-policy"]).toBe(FALLBACK_HTML_CSP);
    expect(FALLBACK_HTML_CSP).toContain("default-src 'none'");
  });

  it("keeps a page's own policy and leaves JSON alone", async () => {
    expect((await request(url, { path: "/own" })).headers["content-security-policy"]).toBe("default-src 'self'");
    expect((await request(url, { path: "/json" })).headers["content-security-policy"]).toBeUndefined();
  });
});
