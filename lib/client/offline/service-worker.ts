// LearnHub's service worker (bundled by scripts/prepare-assets.mjs to /labs/offline-sw.js with this build's list of
// files; registered by register.ts). It does three things, and nothing else goes through it (its static routes send
// every other request straight to the network):
// 1. Downloads the labs' runtime (Pyodide's chunks, loader and lock file; Monaco's files; the Python worker's script)
//    and every screen's code in the background at low priority, once a learner is signed in and idle or after a lab's
//    Python was ready (including the start-up snapshot a slow link went without), into the browser's HTTP cache, so a
//    lab opens ready and works offline. Every one of those files is named by its contents and sent as immutable:
//    the HTTP cache serves it with no request, online or offline. It is never served from here: Cache Storage can be
//    written by any script of the origin (a learner's console on a school's shared computer), the HTTP cache by none,
//    and a later visit's requests then never wait for this worker to wake and check a copy.
// 2. Lesson pages offline: the course player's and the labs' GET answers, network first, the last answer per learner
//    kept in a cache named by a hash of their token (never the token), so an offline reload of the data shows the
//    lesson. Another learner's token or a logout clears them.
// 3. Nothing for documents: the page itself cannot be verified (a fresh nonce per response), so a reload while offline
//    is not served from here. An open app keeps working: its screens' code and the runtime are in the HTTP cache.

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

type OfflineManifest = {
  version: string;
  /** The labs' runtime and the Python worker's script, in the order the background download takes them. */
  files: string[];
};

const MANIFEST = JSON.parse(offlineManifestJson()) as OfflineManifest;
/** Where earlier builds kept the runtime (served from here after a check of each file): removed on activation. */
const OLD_RUNTIME_CACHE = "learnhub-runtime";
const LESSONS_PREFIX = "learnhub-lessons-";
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

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
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

/** True when `path` is in the browser's HTTP cache (asked without reading it, and without the network). */
const inHttpCache = (path: string) =>
  fetch(path, { method: "HEAD", cache: "only-if-cached", mode: "same-origin" }).then(
    (r) => r.ok,
    () => false,
  );

/** Asks for each of `paths` not in the HTTP cache yet, one at a time; false when the network failed. */
async function warm(paths: string[]): Promise<boolean> {
  for (const path of paths) {
    if (await inHttpCache(path)) continue;
    const ok = await fetch(path, { priority: "low" } as RequestInit).then(
      (r) => r.arrayBuffer().then(() => true),
      () => false,
    );
    if (!ok) return false; // offline or the link dropped: the next prefetch (next page load) continues from here
  }
  return true;
}

async function prefetch() {
  if (!(await warm(MANIFEST.files))) return;
  // The app's own files: every screen's code, named by contents (the server lists them).
  const listed = await fetch(OFFLINE_FILES, { priority: "low" } as RequestInit)
    .then((r) => r.json() as Promise<{ files: string[] }>)
    .then((l) => l.files)
    .catch(() => null);
  if (!listed || !(await warm(listed))) return;
  for (const client of await sw.clients.matchAll({ includeUncontrolled: true })) client.postMessage({ type: "offline-ready", version: MANIFEST.version });
}

sw.addEventListener("install", (event) => {
  const routes = (event as Extendable & { addRoutes?: (routes: unknown[]) => Promise<void> }).addRoutes;
  const mine = [
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
      await caches.delete(OLD_RUNTIME_CACHE);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== sw.location.origin) return;
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
