// A school's link in a box: a TCP proxy that gives every connection through it one shared bandwidth (each way)
// and a round-trip time, for the tests and the bench (issue 24). Connections take turns on the link in 16 KB
// pieces (fair queuing, as a router with fq_codel would), each connection keeps at most WINDOW bytes waiting (its
// sender is paused beyond that, like TCP's window), and every piece arrives half a round trip after it has crossed.
// A new connection costs one round trip before its first byte (the TCP handshake). `cut()` drops every connection
// and refuses new ones for a while: a link going down mid-download.
//
// Why not Debian's `tc`: measured on these machines (2026-11-26), `tbf` shapes bandwidth but `netem` (latency) is
// missing from the kernel, and shaping needs the browser or the server in a network namespace of its own
// (loopback is shared with every other test running here). This proxy shapes only what goes through its port.
//
// Usage: npx tsx scripts/proxies/throttle-proxy.ts --listen 3300 --target 127.0.0.1:3000 --kbit 1500 --rtt 300
import net from "node:net";

type Flow = {
  queue: Buffer[];
  queued: number;
  /** Bytes handed to the link and not yet delivered (queued, crossing or in flight). */
  pending: number;
  dead?: boolean;
  source: net.Socket;
  deliver: (data: Buffer) => void;
};

export type ThrottleProxy = {
  port: number;
  url: string;
  /** Bytes that crossed the link so far: server → client, client → server. */
  bytes(): { down: number; up: number };
  /**
   * The HTTP requests that crossed it, in order, each with the bytes of its answer that crossed back (headers and
   * body as sent; a connection's bytes count for its last request: browsers do not pipeline HTTP/1.1).
   */
  requests: { at: number; method: string; path: string; down: number }[];
  /** Drops every connection now and refuses new ones for `ms` (a link that goes down, then comes back). */
  cut(ms?: number): void;
  close(): Promise<void>;
};

const PIECE = 16 * 1024;
const WINDOW = 64 * 1024;
const REQUEST_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/;

/** One direction of the link: pieces cross one at a time at `bytesPerSecond`, round-robin between connections. */
class Direction {
  flows: Flow[] = [];
  busy = false;
  bytes = 0;

  constructor(
    private readonly rate: number,
    readonly delay: number,
  ) {}

  send(flow: Flow, data: Buffer) {
    if (flow.dead) return;
    flow.queue.push(data);
    flow.queued += data.length;
    flow.pending += data.length;
    if (flow.queued > WINDOW) flow.source.pause();
    if (!this.flows.includes(flow)) this.flows.push(flow);
    this.pump();
  }

  pump() {
    if (this.busy) return;
    const flow = this.flows.shift();
    if (!flow) return;
    let data = flow.queue.shift()!;
    if (data.length > PIECE) {
      flow.queue.unshift(data.subarray(PIECE));
      data = data.subarray(0, PIECE);
    }
    flow.queued -= data.length;
    if (flow.queue.length) this.flows.push(flow);
    if (flow.queued <= WINDOW / 2) flow.source.resume();
    this.busy = true;
    const crossMs = (data.length / this.rate) * 1000;
    setTimeout(() => {
      this.busy = false;
      this.bytes += data.length;
      setTimeout(() => {
        flow.pending -= data.length;
        flow.deliver(data);
      }, this.delay);
      this.pump();
    }, crossMs);
  }
}

/**
 * Starts the proxy. `kbit` is the link's bandwidth each way (kbit/s), `rttMs` its round trip. Returns its port,
 * byte counts, the HTTP requests that crossed it (method and path, in order) and `cut(ms)`.
 */
export async function startThrottleProxy({
  listen = 0,
  host = "127.0.0.1",
  target,
  kbit,
  rttMs,
}: {
  listen?: number;
  host?: string;
  target: string | { host: string; port: number };
  kbit: number;
  rttMs: number;
}): Promise<ThrottleProxy> {
  const [targetHost, targetPort] = typeof target === "string" ? [target.split(":")[0]!, Number(target.split(":")[1])] : [target.host, target.port];
  const bytesPerSecond = (kbit * 1000) / 8;
  const down = new Direction(bytesPerSecond, rttMs / 2);
  const up = new Direction(bytesPerSecond, rttMs / 2);
  const sockets = new Set<net.Socket>();
  const requests: ThrottleProxy["requests"] = [];
  let downUntil = 0;

  const server = net.createServer((client) => {
    if (Date.now() < downUntil) return client.destroy();
    client.setNoDelay(true);
    const upstream = net.connect({ host: targetHost, port: targetPort });
    upstream.setNoDelay(true);
    sockets.add(client);
    sockets.add(upstream);
    const close = () => {
      toServer.dead = toClient.dead = true;
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    // Bytes written after the handshake's round trip; end-of-stream follows the last delivered piece.
    let open = false;
    let current: ThrottleProxy["requests"][number] | null = null;
    const early: Buffer[] = [];
    const toServer: Flow = {
      queue: [],
      queued: 0,
      pending: 0,
      source: client,
      deliver: (d) => void (open ? !upstream.destroyed && upstream.write(d) : early.push(d)),
    };
    const toClient: Flow = {
      queue: [],
      queued: 0,
      pending: 0,
      source: upstream,
      deliver: (d) => {
        if (client.destroyed) return;
        if (current) current.down += d.length;
        client.write(d);
      },
    };
    setTimeout(() => {
      open = true;
      for (const d of early.splice(0)) upstream.write(d);
    }, rttMs);
    client.on("data", (d: Buffer) => {
      const line = REQUEST_LINE.exec(d.subarray(0, 2048).toString("latin1"));
      if (line) requests.push((current = { at: Date.now(), method: line[1]!, path: line[2]!, down: 0 }));
      up.send(toServer, d);
    });
    upstream.on("data", (d: Buffer) => down.send(toClient, d));
    // A half-close travels like data: after the pieces queued before it.
    const endAfter = (flow: Flow, other: net.Socket) => () => {
      const done = () => {
        if (!flow.pending) other.end();
        else setTimeout(done, 10);
      };
      done();
    };
    client.on("end", endAfter(toServer, upstream));
    upstream.on("end", endAfter(toClient, client));
    client.on("error", close);
    upstream.on("error", close);
    // Each side's close is handled by its "end" above (after what is still on the link); both gone: forgotten.
    client.on("close", () => sockets.delete(client));
    upstream.on("close", () => sockets.delete(upstream));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen, host, resolve);
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}`,
    /** Bytes that crossed the link so far: server → client, client → server. */
    bytes: () => ({ down: down.bytes, up: up.bytes }),
    requests,
    cut(ms = 0) {
      downUntil = Date.now() + ms;
      for (const s of sockets) s.destroy();
      sockets.clear();
      for (const dir of [down, up]) dir.flows = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1]?.endsWith("throttle-proxy.ts")) {
  const arg = (name: string, fallback: string | number) => {
    const i = process.argv.indexOf(`--${name}`);
    return String(i > 0 ? process.argv[i + 1] : fallback);
  };
  void startThrottleProxy({
    listen: Number(arg("listen", 3300)),
    target: arg("target", "127.0.0.1:3000"),
    kbit: Number(arg("kbit", 1500)),
    rttMs: Number(arg("rtt", 300)),
  }).then((proxy) =>
    console.log(`throttle proxy on ${proxy.url} → ${arg("target", "127.0.0.1:3000")}: ${arg("kbit", 1500)} kbit/s, ${arg("rtt", 300)} ms round trip`),
  );
}
