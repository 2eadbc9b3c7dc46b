// Prisma Studio for operators, offline: the embeddable Studio UI (@prisma/studio-core) served from this
// process, its queries answered here on the project's database. `prisma studio` of Prisma 6 needs a
// native engine downloaded from the internet, which this deployment cannot reach.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import { openPglite, pgliteRunner } from "../../lib/server/db/driver";
import { migrate } from "../../lib/server/db/migrator";
import { answerBff, BadBffRequest, toJson } from "./bff";
import { pgExecutor, pgliteExecutor, type StudioExecutor } from "./executors";
import { findPgliteHolders, hasPidFile, inUseMessage, type PgliteHolder } from "./pglite-lock";

export type StudioOptions = {
  /** 0 picks a free port. */
  port: number;
  /** With a URL: PostgreSQL. Without: PGlite in `pgliteDir` (or `pglite`, an instance already open). */
  databaseUrl?: string;
  pgliteDir?: string;
  pglite?: PGlite;
  /** Bundle and serve the browser UI; tests of the query endpoint skip it. */
  ui?: boolean;
  log?: (line: string) => void;
  /** Another process opened the PGlite folder while Studio had it open. */
  onConflict?: (holders: PgliteHolder[]) => void;
};

export type RunningStudio = { url: string; port: number; database: string; close(): Promise<void> };

export class StudioStartError extends Error {}

const HOST = "127.0.0.1";
const MAX_BODY = 5 * 1024 * 1024;

type Database = { executor: StudioExecutor; label: string; close(): Promise<void>; watch?: () => PgliteHolder[] | null };

async function openDatabase(opts: StudioOptions, log: (l: string) => void): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const pool: Pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
    pool.on("error", () => undefined); // a dropped idle connection is replaced on the next query
    const u = new URL(opts.databaseUrl);
    const label = `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
    try {
      await pool.query("SELECT 1");
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw new StudioStartError(`Cannot connect to ${label}: ${(e as Error).message}`);
    }
    // The deploy step migrates PostgreSQL; Studio only looks at what is there.
    return { executor: await pgExecutor(pool), label, close: () => pool.end() };
  }

  if (opts.pglite) {
    return { executor: pgliteExecutor(opts.pglite), label: "PGlite (in-process instance)", close: async () => undefined };
  }

  const dir = path.resolve(opts.pgliteDir ?? ".data/pglite");
  const holders = findPgliteHolders(dir);
  if (holders === null && hasPidFile(dir)) {
    throw new StudioStartError(
      `${dir} holds postmaster.pid: the app may have it open, and this platform cannot check which process does.\n` +
        "Stop the app first (then the file goes away), or point Studio at PostgreSQL with DATABASE_URL.",
    );
  }
  if (holders && holders.length > 0) throw new StudioStartError(inUseMessage(dir, holders));
  if (holders && hasPidFile(dir)) log(`Note: ${dir} had a postmaster.pid left by a process that did not close it; no process holds the folder, continuing.`);

  const db = await openPglite(dir);
  try {
    // Same migrations the app applies on first use, so a fresh checkout opens with its tables.
    const applied = await migrate(pgliteRunner(db));
    if (applied.length) log(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
  } catch (e) {
    await db.close().catch(() => undefined);
    throw new StudioStartError(`Cannot open ${dir}: ${(e as Error).message}`);
  }
  return {
    executor: pgliteExecutor(db),
    label: `PGlite ${dir}`,
    close: () => db.close(),
    watch: () => findPgliteHolders(dir),
  };
}

type Bundle = { js: Buffer; css: Buffer };

async function bundleUi(): Promise<Bundle> {
  const { build } = await import("esbuild");
  const outdir = path.join(__dirname, "out"); // only names the outputs: write: false keeps them in memory
  const result = await build({
    entryPoints: { studio: path.join(__dirname, "client.tsx") },
    absWorkingDir: path.resolve(__dirname, "../.."),
    bundle: true,
    write: false,
    outdir,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    define: {
      "process.env.NODE_ENV": '"production"',
      // Studio reports each launch (with the table count) to checkpoint.prisma.io unless its env says
      // CHECKPOINT_DISABLE=1; in a browser it reads that env from import.meta.env. Operators' data stays here.
      "import.meta.env": JSON.stringify({ CHECKPOINT_DISABLE: "1" }),
    },
    logLevel: "silent",
  });
  const pick = (ext: string) => {
    const f = result.outputFiles.find((o) => o.path === path.join(outdir, `studio${ext}`));
    if (!f) throw new StudioStartError(`The Studio bundle has no studio${ext}`);
    return Buffer.from(f.contents);
  };
  return { js: pick(".js"), css: pick(".css") };
}

function page(database: string): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LearnHub Studio (local only, no authentication)</title>
<link rel="stylesheet" href="/studio.css">
<style>
  html, body { height: 100%; margin: 0; }
  body { display: flex; flex-direction: column; font-family: system-ui, sans-serif; }
  #bar { flex: none; padding: 4px 12px; font-size: 12px; background: #fef3c7; color: #78350f; border-bottom: 1px solid #fcd34d; }
  #studio { flex: 1; min-height: 0; }
</style>
</head>
<body>
<div id="bar" role="status">LearnHub Studio · ${esc(database)} · no authentication: local use only, edits apply to this database immediately</div>
<div id="studio"></div>
<script type="module" src="/studio.js"></script>
</body>
</html>`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new BadBffRequest("Request body too large"));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startStudio(opts: StudioOptions): Promise<RunningStudio> {
  const log = opts.log ?? ((l: string) => console.log(l));
  // The database first: a folder in use is refused at once, before the few seconds of bundling.
  const database = await openDatabase(opts, log);
  let bundle: Bundle | null = null;
  try {
    if (opts.ui !== false) {
      const started = Date.now();
      bundle = await bundleUi();
      log(`Bundled the Studio UI in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } catch (e) {
    await database.close().catch(() => undefined);
    throw e;
  }
  const html = page(database.label);
  let port = opts.port;

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { "content-type": type, "cache-control": "no-store", "x-content-type-options": "nosniff" });
    res.end(body);
  };

  const server = createServer(async (req, res) => {
    // No authentication, so only this machine's own pages may talk to it: a foreign Host (DNS rebinding) or
    // Origin (another site in the operator's browser) is turned away.
    const allowed = [`${HOST}:${port}`, `localhost:${port}`];
    if (!allowed.includes(req.headers.host ?? "")) return send(res, 403, "text/plain", "Forbidden host");
    const origin = req.headers.origin;
    if (origin && !allowed.some((a) => origin === `http://${a}`)) return send(res, 403, "text/plain", "Forbidden origin");

    const url = new URL(req.url ?? "/", `http://${HOST}`);
    if (req.method === "GET" && bundle) {
      if (url.pathname === "/") return send(res, 200, "text/html; charset=utf-8", html);
      if (url.pathname === "/studio.js") return send(res, 200, "text/javascript; charset=utf-8", bundle.js);
      if (url.pathname === "/studio.css") return send(res, 200, "text/css; charset=utf-8", bundle.css);
      if (url.pathname === "/favicon.ico") return send(res, 204, "text/plain", "");
    }
    if (req.method === "POST" && url.pathname === "/bff") {
      if (!(req.headers["content-type"] ?? "").startsWith("application/json")) {
        return send(res, 415, "text/plain", "Content-Type must be application/json");
      }
      const abort = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) abort.abort();
      });
      try {
        const body = JSON.parse(await readBody(req)) as unknown;
        const answer = await answerBff(database.executor, body, abort.signal);
        return send(res, 200, "application/json", toJson(answer));
      } catch (e) {
        if (e instanceof BadBffRequest || e instanceof SyntaxError) return send(res, 400, "text/plain", e.message);
        log(`Studio request failed: ${(e as Error).stack ?? String(e)}`);
        return send(res, 500, "text/plain", "Internal error; see the Studio server's log");
      }
    }
    return send(res, 404, "text/plain", "Not found");
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(opts.port, HOST, () => resolve());
    });
  } catch (e) {
    await database.close().catch(() => undefined);
    const err = e as NodeJS.ErrnoException;
    throw new StudioStartError(err.code === "EADDRINUSE" ? `Port ${opts.port} on ${HOST} is taken; set STUDIO_PORT to another port.` : err.message);
  }
  port = (server.address() as { port: number }).port;

  // The app starting on the same PGlite folder later would corrupt it just the same: keep checking.
  const watcher = database.watch
    ? setInterval(() => {
        const holders = database.watch!();
        if (holders && holders.length > 0) (opts.onConflict ?? ((h) => log(inUseMessage(opts.pgliteDir ?? ".data/pglite", h))))(holders);
      }, 3000)
    : undefined;
  watcher?.unref();

  let closing: Promise<void> | undefined;
  return {
    url: `http://${HOST}:${port}`,
    port,
    database: database.label,
    close() {
      closing ??= (async () => {
        if (watcher) clearInterval(watcher);
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      })();
      return closing;
    },
  };
}
