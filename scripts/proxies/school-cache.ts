// Starts Debian's nginx as a school's caching proxy (scripts/proxies/school-cache.conf) in a folder of its own,
// for the tests and the bench: `startSchoolCache({ upstream: "127.0.0.1:3300" })` → { port, url, dir, log(), stop() }.
// `log()` reads its access log: one line per request with the cache's verdict (HIT, MISS, …).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, chmodSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const TEMPLATE = path.join(process.cwd(), "scripts/proxies/school-cache.conf");

export type CacheLogLine = { method: string; path: string; status: number; bytes: number; cache: string };
export type SchoolCache = { port: number; url: string; dir: string; pid: number | undefined; log(): CacheLogLine[]; stop(): Promise<void> };

/** Where nginx is, or null (scripts/ensure-system.sh installs Debian's nginx-light). */
export function nginxBinary(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  return null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect({ host: "127.0.0.1", port }, () => (s.destroy(), resolve(true)));
      s.on("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`the school cache did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startSchoolCache({ upstream, port }: { upstream: string; port?: number }): Promise<SchoolCache> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error("nginx is not installed (apt-get install -y nginx-light; scripts/ensure-system.sh does it)");
  const listen = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), "learnhub-school-cache-"));
  for (const sub of ["cache", "tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi"]) mkdirSync(path.join(dir, sub), { recursive: true });
  // Run as root, nginx's workers become `nobody`: they must be able to write the cache.
  for (const sub of ["", "cache", "tmp", "tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi"]) chmodSync(path.join(dir, sub), 0o777);
  const conf = readFileSync(TEMPLATE, "utf8").replaceAll("@DIR@", dir).replaceAll("@LISTEN@", `127.0.0.1:${listen}`).replaceAll("@UPSTREAM@", upstream);
  const confFile = path.join(dir, "nginx.conf");
  writeFileSync(confFile, conf);
  const child = spawn(nginx, ["-p", dir, "-c", confFile, "-e", path.join(dir, "error.log")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await Promise.race([
    waitForPort(listen, 10_000),
    exited.then((code) => {
      throw new Error(`nginx exited (${code}): ${stderr}`);
    }),
  ]);
  return {
    port: listen,
    url: `http://127.0.0.1:${listen}`,
    dir,
    pid: child.pid,
    /** The access log so far: { request, status, bytes, cache } per line. */
    log(): CacheLogLine[] {
      const file = path.join(dir, "access.log");
      if (!existsSync(file)) return [];
      return readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const m = /"(\S+) (\S+) [^"]*" (\d+) (\d+) cache=(\S+)/.exec(line);
          return m ? { method: m[1], path: m[2], status: Number(m[3]), bytes: Number(m[4]), cache: m[5] } : null;
        })
        .filter((l): l is CacheLogLine => l !== null);
    },
    async stop() {
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
