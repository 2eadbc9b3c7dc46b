// LearnHub's service worker (bundled by scripts/prepare-assets.mjs to /labs/offline-sw.js with this build's list of
// files; registered by register.ts). It does three things, and nothing else goes through it (its static routes send
// every other request straight to the network):
// 1. Keeps the labs' runtime (Pyodide's chunks, loader and lock file; Monaco's files) in Cache Storage, downloaded in
//    the background at low priority once a learner is signed in and idle, or after a lab's Python was ready
//    (including the start-up snapshot a slow link went without), so a lab opens ready and works offline.
//    Cache Storage is reachable from any script of the origin (a learner's browser console on a school's shared
//    computer): an entry is served only when its SHA-256 is the one this build lists, and always with headers set
//    here (type, cross-origin isolation), never the stored ones. Anything else is dropped and fetched again.
// 2. Lesson pages offline: the course player's and the labs' GET answers, network first, the last answer per learner
//    kept in a cache named by a hash of their token (never the token), so an offline reload of the data shows the
//    lesson. Another learner's token or a logout clears them.
// 3. Nothing for documents: the page itself cannot be verified (a fresh nonce per response), so a reload while offline
//    is not served from here. An open app keeps working: every screen's code is warmed into the HTTP cache in the
//    background (the server lists the build's files), and the runtime's files are kept here.

import { offlineManifestJson } from "@/lib/public-env";

// The few service-worker types used here (the project compiles against the DOM's library, not the worker's).
type Extendable = Event & { waitUntil(work: Promise<unknown>): void };
type Fetching = Extendable & { request: Request; respondWith(answer: Promise<Response> | Response): void };
type Scope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options?: { includeUncontrolled?: boolean }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: "install" | "activate", listener: (event: Extendable) => void): void;
  addEventListener(type: "fetch", listener: (event: Fetching) => void): void;
  addEventListener(type: "message", listener: (event: Extendable & { data: unknown }) => void): void;
};
const sw = self as unknown as Scope;

type OfflineFile = { path: string; sha256: string; type: string };
type OfflineManifest = {
  version: string;
  /** Served from Cache Storage once verified, in the order the background download takes them. */
  files: OfflineFile[];
  /** Asked for in the background only to fill the HTTP cache (their answer's own headers matter: the worker's policy). */
  warm: string[];
};

const MANIFEST = JSON.parse(offlineManifestJson()) as OfflineManifest;
const RUNTIME_CACHE = "learnhub-runtime";
const LESSONS_PREFIX = "learnhub-lessons-";
const byPath = new Map(MANIFEST.files.map((f) => [f.path, f]));
/** The answers a lesson page needs, kept for offline use (GET only). */
const LESSON_PATHS = [
  "/api/courses/getUserCourseDetails/",
  "/api/courses/getCourseDetails/",
  "/api/content/getContent/",
  "/api/content/captions/",
  "/api/lab/labs",
  "/api/lab/java-labs",
  "/api/lab/lab/cells/",
  "/api/lab/java-lab/cells/",
];
const LOGOUT_PATH = "/api/auth/logout";
/** The build's scripts, styles and fonts (scripts/server/static-assets.ts). */
const OFFLINE_FILES = "/labs/offline-files.json";

// The same isolation headers the server sends (scripts/server/static-assets.ts): the page and the Python worker are
// cross-origin isolated, and accept only responses that say they may.
const ISOLATION = {
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-embedder-policy": "credentialless",
  "x-content-type-options": "nosniff",
  "cache-control": "public, max-age=31536000, immutable",
};

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const answer = (file: OfflineFile, body: ArrayBuffer | null) =>
  new Response(body, { headers: { ...ISOLATION, "content-type": file.type, ...(body ? { "content-length": String(body.byteLength) } : {}) } });

/** The stored copy of `file` if it is the build's; a copy that is not is removed. */
async function verifiedCopy(file: OfflineFile): Promise<ArrayBuffer | null> {
  const cache = await caches.open(RUNTIME_CACHE);
  const hit = await cache.match(file.path);
  if (!hit) return null;
  const bytes = await hit.arrayBuffer();
  if ((await sha256Hex(bytes)) === file.sha256) return bytes;
  await cache.delete(file.path);
  return null;
}

/** Stores `bytes` for `file` when they are the build's file. */
async function store(file: OfflineFile, bytes: ArrayBuffer): Promise<boolean> {
  if ((await sha256Hex(bytes)) !== file.sha256) return false;
  await (await caches.open(RUNTIME_CACHE)).put(file.path, answer(file, bytes));
  return true;
}

async function serveRuntime(event: Fetching, file: OfflineFile): Promise<Response> {
  const req = event.request;
  // The worker asks "is it here?" with HEAD + only-if-cached before it measures the network (runtime-download.ts).
  if (req.method === "HEAD") {
    const cache = await caches.open(RUNTIME_CACHE);
    if (await cache.match(file.path)) return answer(file, null);
    return fetch(req);
  }
  const copy = await verifiedCopy(file);
  if (copy) return answer(file, copy);
  const res = await fetch(req);
  if (res.ok && res.status === 200) {
    const clone = res.clone();
    event.waitUntil(
      clone
        .arrayBuffer()
        .then((bytes) => store(file, bytes))
        .catch(() => false),
    );
  }
  return res;
}

// ---- Lesson answers, per learner ----

async function learnerCache(req: Request): Promise<string | null> {
  const token = req.headers.get("x-access-token");
  if (!token) return null;
  const id = (await sha256Hex(new TextEncoder().encode(token).buffer as ArrayBuffer)).slice(0, 24);
  return `${LESSONS_PREFIX}${id}`;
}

/** Drops every learner's kept answers but `keep`'s. */
async function dropLessons(keep: string | null = null) {
  for (const name of await caches.keys()) if (name.startsWith(LESSONS_PREFIX) && name !== keep) await caches.delete(name);
}

async function serveLesson(event: Fetching): Promise<Response> {
  const req = event.request;
  const name = await learnerCache(req);
  try {
    const res = await fetch(req);
    if (name && res.status === 200) {
      const clone = res.clone();
      event.waitUntil(
        (async () => {
          await dropLessons(name);
          await (await caches.open(name)).put(req.url, clone);
        })().catch(() => undefined),
      );
    }
    return res;
  } catch (e) {
    const kept = name ? await (await caches.open(name)).match(req.url) : undefined;
    if (kept) return kept;
    throw e;
  }
}

// ---- The background download ----

let prefetching: Promise<void> | null = null;

async function prefetch() {
  const cache = await caches.open(RUNTIME_CACHE);
  for (const file of MANIFEST.files) {
    if (await cache.match(file.path)) continue;
    try {
      const res = await fetch(file.path, { priority: "low" } as RequestInit);
      if (res.ok) await store(file, await res.arrayBuffer());
    } catch {
      return; // offline or the link dropped: the next prefetch (next page load) continues from here
    }
  }
  // The worker's script, and the app's own files (every screen's code, named by contents: the server lists them), into
  // the browser's HTTP cache only.
  const listed = await fetch(OFFLINE_FILES, { priority: "low" } as RequestInit)
    .then((r) => r.json() as Promise<{ files: string[] }>)
    .then((l) => l.files)
    .catch(() => [] as string[]);
  for (const path of [...MANIFEST.warm, ...listed]) {
    const ok = await fetch(path, { priority: "low" } as RequestInit).then(
      (r) => r.arrayBuffer().then(() => true),
      () => false,
    );
    if (!ok) return;
  }
  for (const client of await sw.clients.matchAll({ includeUncontrolled: true })) client.postMessage({ type: "offline-ready", version: MANIFEST.version });
}

sw.addEventListener("install", (event) => {
  const routes = (event as Extendable & { addRoutes?: (routes: unknown[]) => Promise<void> }).addRoutes;
  const mine = [
    { condition: { urlPattern: { pathname: "/pyodide/*" } }, source: "fetch-event" },
    { condition: { urlPattern: { pathname: "/monaco/*" } }, source: "fetch-event" },
    { condition: { urlPattern: { pathname: `${LOGOUT_PATH}` } }, source: "fetch-event" },
    ...LESSON_PATHS.map((p) => ({ condition: { urlPattern: { pathname: `${p}*` } }, source: "fetch-event" })),
    // Everything else never waits for this worker.
    { condition: { urlPattern: { pathname: "*" } }, source: "network" },
  ];
  event.waitUntil((routes ? routes.call(event, mine) : Promise.resolve()).catch(() => undefined).then(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Another build's files go.
      const cache = await caches.open(RUNTIME_CACHE);
      for (const req of await cache.keys()) if (!byPath.has(new URL(req.url).pathname)) await cache.delete(req);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== sw.location.origin) return;
  const file = byPath.get(url.pathname);
  if (file && (event.request.method === "GET" || event.request.method === "HEAD")) return event.respondWith(serveRuntime(event, file));
  if (url.pathname === LOGOUT_PATH) return event.waitUntil(dropLessons());
  if (event.request.method === "GET" && LESSON_PATHS.some((p) => url.pathname.startsWith(p))) event.respondWith(serveLesson(event));
});

sw.addEventListener("message", (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === "prefetch") {
    prefetching ??= prefetch().finally(() => (prefetching = null));
    event.waitUntil(prefetching);
  }
});
