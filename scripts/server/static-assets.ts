// The labs' runtime files, answered before Next sees the request:
// - /pyodide/<version>/… (9.6 MB of WebAssembly, the 2.5 MB standard library): never compressed per request;
//   the brotli/gzip copies made by scripts/prepare-assets.mjs are sent as they are, and the versioned path is
//   cached for a year (immutable), so a later visit reuses the browser's compiled WebAssembly.
// - /labs/python-worker.mjs, the interpreter's Worker: a Worker takes its Content-Security-Policy from its
//   script's response, and this one lets the learner's Python reach only the runtime's files and the configured
//   package source — never the app's API with the learner's cookies, never another host.
// - /monaco/…, the labs' editor (bundled by scripts/prepare-assets.mjs, file names carrying their contents' hash):
//   its brotli/gzip copies, kept for good.
// - /labs/js-sandbox.html, the JavaScript lab's frame, with its own policy (a srcdoc would inherit the page's).
// - /labs/offline-sw.js, the service worker that keeps the labs' runtime (lib/client/offline/service-worker.ts):
//   revalidated on every check, allowed to control the whole origin, with a policy of its own.
// - /pyodide/chunks/…, the runtime's big files in chunks named by their SHA-256 (scripts/python-runtime.mjs): brotli
//   copies, cached for good by browsers and by a school's caching proxy (`public`).
// - /_next/static/… (the build's scripts, styles and fonts, named by their contents): the brotli/gzip copies made by
//   scripts/compress-static.mjs after `next build`; Next compressed them per request (Monaco's chunks are 4.7 MB,
//   ~70 ms of the server's CPU for the largest one alone, for every learner of a class opening a lab). A file
//   without a copy the browser accepts is left to Next.
import { createHash } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { SANDBOX_CSP, SANDBOX_PATH, sandboxDocument, sandboxVersion } from "@/lib/client/labs/javascript/sandbox-document";

const PUBLIC_DIR = path.join(process.cwd(), "public");
const BUILD_STATIC_DIR = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "static");
const BUILD_STATIC_PATH = "/_next/static/";
const WORKER_PATH = "/labs/python-worker.mjs";
const RUNTIME_CONFIG_PATH = "/labs/python-config.json";
const OFFLINE_WORKER_PATH = "/labs/offline-sw.js";
/** The build's scripts, styles and fonts, which the service worker asks for in the background (so every screen opens offline). */
const OFFLINE_FILES_PATH = "/labs/offline-files.json";
/** The service worker may fetch the origin's files and nothing else; it imports no script. */
const OFFLINE_WORKER_CSP = "default-src 'none'; connect-src 'self'; base-uri 'none'";

const TYPES: Record<string, string> = {
  ".mjs": "text/javascript; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".whl": "application/zip",
  ".tar": "application/x-tar",
  ".bin": "application/octet-stream",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
};

// Same isolation headers as every page (next.config.mjs): a dedicated Worker is cross-origin isolated (and may
// share the page's SharedArrayBuffers for input() and Stop) only when its own script response says so.
const ISOLATION = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "credentialless",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

/** Base URL of Python package wheels (numpy, matplotlib…), read when the server starts; "" = none. */
export function packageSourceUrl(env: NodeJS.ProcessEnv = process.env): string {
  const raw = (env.PYODIDE_PACKAGES_URL ?? env.NEXT_PUBLIC_PYODIDE_PACKAGES_URL ?? "").trim();
  if (!raw) return "";
  return raw.endsWith("/") ? raw : `${raw}/`;
}

/**
 * The Worker's policy. CSP source expressions need a host, so the page's own origin (as the browser addressed
 * it) is spelled out with the two paths the interpreter may load: an `http:` source also matches https.
 */
export function pythonWorkerCsp(host: string, packagesUrl: string): string {
  const self = `http://${host}`;
  const runtime = `${self}/pyodide/`;
  const packages = packagesUrl ? ` ${new URL(packagesUrl, `${self}/`).href}` : "";
  return [
    "default-src 'none'",
    // Pyodide compiles WebAssembly (its own and packages' shared libraries); measured: it needs no eval.
    `script-src ${self}${WORKER_PATH} ${runtime} 'wasm-unsafe-eval'`,
    `connect-src ${runtime} ${self}${RUNTIME_CONFIG_PATH}${packages}`,
    "worker-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** The file under root that urlPath names, or null when it would leave root. */
function safeFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const file = path.join(root, path.normalize(decoded));
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

function accepts(req: IncomingMessage, coding: string): boolean {
  const header = String(req.headers["accept-encoding"] ?? "");
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

async function statFile(file: string) {
  try {
    const s = await fs.stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

// The JavaScript lab's frame: loaded with sandbox="allow-scripts" (an opaque origin), under its own policy.
// Its address carries this build's version (sandboxUrl): that address is kept for good, so a fresh frame per
// run needs no network; any other address is revalidated.
const sandboxBody = sandboxDocument();
function sendSandbox(req: IncomingMessage, res: ServerResponse, query: string) {
  const current = new URLSearchParams(query).get("v") === sandboxVersion();
  res.writeHead(200, {
    ...ISOLATION,
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `${SANDBOX_CSP}; frame-ancestors 'self'`,
    "cache-control": current ? "public, max-age=31536000, immutable" : "no-cache",
    "content-length": Buffer.byteLength(sandboxBody),
  });
  res.end(req.method === "HEAD" ? undefined : sandboxBody);
}

function sendConfig(req: IncomingMessage, res: ServerResponse) {
  const body = JSON.stringify({ packagesURL: packageSourceUrl() });
  res.writeHead(200, {
    ...ISOLATION,
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-cache",
    "content-length": Buffer.byteLength(body),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

let offlineFiles: { build: string; body: string } | null = null;

/**
 * The build's files (named by their contents, kept for good by the browser): the service worker fetches them when a
 * signed-in learner is idle, so a screen not opened yet (a lesson, a lab) still opens when the network is down. They
 * are only warmed into the browser's HTTP cache, which no script can write; the service worker never serves them.
 */
async function sendOfflineFiles(req: IncomingMessage, res: ServerResponse) {
  const build = await fs.readFile(path.join(BUILD_STATIC_DIR, "..", "BUILD_ID"), "utf8").catch(() => "");
  if (offlineFiles?.build !== build) {
    const entries = await fs.readdir(BUILD_STATIC_DIR, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries
      .filter((e) => e.isFile() && /\.(js|css|woff2)$/.test(e.name))
      .map((e) => `${BUILD_STATIC_PATH}${path.relative(BUILD_STATIC_DIR, path.join(e.parentPath, e.name)).split(path.sep).join("/")}`)
      .sort();
    offlineFiles = { build, body: JSON.stringify({ files }) };
  }
  res.writeHead(200, {
    ...ISOLATION,
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-cache",
    "content-length": Buffer.byteLength(offlineFiles.body),
  });
  res.end(req.method === "HEAD" ? undefined : offlineFiles.body);
}

let workerHash: { key: string; version: string } | null = null;

/** The worker file's content hash, as next.config.mjs computes it for the page; read again when the file changes. */
async function workerVersion(file: string, stat: { size: number; mtimeMs: number }): Promise<string> {
  const key = `${stat.size}-${stat.mtimeMs}`;
  if (workerHash?.key !== key)
    workerHash = {
      key,
      version: createHash("sha256")
        .update(await fs.readFile(file))
        .digest("hex")
        .slice(0, 12),
    };
  return workerHash.version;
}

/** Answers the Python runtime's files; false for every other request (Next handles it). */
export async function serveStaticAsset(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const [urlPath = "/", query = ""] = (req.url ?? "/").split("?");
  const isWorker = urlPath === WORKER_PATH;
  const isServiceWorker = urlPath === OFFLINE_WORKER_PATH;
  if (urlPath === SANDBOX_PATH) {
    sendSandbox(req, res, query);
    return true;
  }
  if (urlPath === RUNTIME_CONFIG_PATH) {
    sendConfig(req, res);
    return true;
  }
  if (urlPath === OFFLINE_FILES_PATH) {
    await sendOfflineFiles(req, res);
    return true;
  }
  if (urlPath.startsWith(BUILD_STATIC_PATH)) return serveBuildFile(req, res, urlPath);
  if (!isWorker && !isServiceWorker && !urlPath.startsWith("/pyodide/") && !urlPath.startsWith("/monaco/")) return false;
  const file = safeFile(PUBLIC_DIR, urlPath);
  if (!file) return false;
  const stat = await statFile(file);
  if (!stat) return false;

  // The versioned runtime folder never changes; the worker keeps its name across builds, so only an address
  // carrying its current content hash (?v=, next.config.mjs) is kept for good, any other is revalidated.
  const immutable =
    /^\/pyodide\/[^/]+\//.test(urlPath) || MONACO_FILE.test(urlPath) || (isWorker && new URLSearchParams(query).get("v") === (await workerVersion(file, stat)));
  const headers: Record<string, string> = {
    ...ISOLATION,
    "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "cache-control": immutable ? IMMUTABLE : "no-cache",
    vary: "accept-encoding",
  };
  if (isWorker) headers["content-security-policy"] = pythonWorkerCsp(String(req.headers.host ?? "127.0.0.1"), packageSourceUrl());
  if (isServiceWorker) {
    headers["content-security-policy"] = OFFLINE_WORKER_CSP;
    headers["service-worker-allowed"] = "/";
  }
  const variant = await compressedVariant(req, file);
  await sendFile(req, res, variant ?? { path: file, size: stat.size, coding: null }, stat, headers);
  return true;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** The labs' Monaco (scripts/prepare-assets.mjs): every file but its manifest is named by its contents' hash. */
const MONACO_FILE = /^\/monaco\/[a-z]+-[A-Z0-9]{8}\.(js|css|ttf)$/;

type Body = { path: string; size: number; coding: "br" | "gzip" | null };

/** The brotli or gzip copy of file that the request accepts (brotli first), or null. */
async function compressedVariant(req: IncomingMessage, file: string): Promise<Body | null> {
  for (const [coding, ext] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (!accepts(req, coding)) continue;
    const variant = await statFile(file + ext);
    if (variant) return { path: file + ext, size: variant.size, coding };
  }
  return null;
}

/** A build file (its name carries its content hash) from its compressed copy; false leaves it to Next. */
async function serveBuildFile(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> {
  const file = safeFile(BUILD_STATIC_DIR, urlPath.slice(BUILD_STATIC_PATH.length - 1));
  const type = file && TYPES[path.extname(file)];
  if (!file || !type) return false;
  const [stat, variant] = await Promise.all([statFile(file), compressedVariant(req, file)]);
  if (!stat || !variant) return false;
  await sendFile(req, res, variant, stat, { ...ISOLATION, "content-type": type, "cache-control": IMMUTABLE, vary: "accept-encoding" });
  return true;
}

async function sendFile(req: IncomingMessage, res: ServerResponse, body: Body, stat: { size: number; mtimeMs: number }, headers: Record<string, string>) {
  if (body.coding) headers["content-encoding"] = body.coding;
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${body.coding ? `-${body.coding}` : ""}"`;
  headers.etag = etag;
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers["content-length"] = String(body.size);
  res.writeHead(200, headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(body.path);
    stream.on("error", () => {
      res.destroy();
      resolve();
    });
    res.on("close", () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
