// The Python lab worker's global scope is what a cell reaches through Pyodide's `js` module (`from js import
// navigator`). The worker's storage belongs to the runtime's copies (runtime-copies.ts), which every learner of a
// browser profile starts from: a cell that could write them would tamper with other learners' runs and verdicts,
// and could keep their code and inputs for someone to collect. So, before any cell or Pyodide itself runs, every
// way to the origin's storage that a dedicated worker offers is replaced by a getter that throws: Cache Storage,
// IndexedDB, navigator.storage (the private file system) and navigator.storageBuckets, and Chromium's older
// sandboxed file system (webkitRequestFileSystem…, whose TEMPORARY root is the same private file system). They are
// redefined where the browser defines them (WorkerGlobalScope.prototype, WorkerNavigator.prototype, the global
// itself), non-configurable, so `self.constructor.prototype` or any other path along the prototype chains finds
// only the thrower and a cell cannot put the original back (its getter is gone with the old descriptor). The
// storage interfaces' methods throw too, should an instance ever be reachable. A nested Worker (a fresh global
// scope) and `import()` of a blob: or data: URL are refused by the worker's Content-Security-Policy
// (scripts/server/static-assets.ts: worker-src 'none', scripts only from the worker file and /pyodide/).

/**
 * What a cell sees: `SecurityError: navigator.storage is not available to lab code…`. An Error rather than a
 * DOMException, which Pyodide reports as "The thrown value's toString method returns…".
 */
function refusal(name: string): Error {
  const error = new Error(`${name} is not available to lab code: the browser's storage is kept for the Python runtime.`);
  error.name = "SecurityError";
  return error;
}

const GLOBAL_NAMES = [
  "caches",
  "indexedDB",
  "webkitRequestFileSystem",
  "webkitRequestFileSystemSync",
  "webkitResolveLocalFileSystemURL",
  "webkitResolveLocalFileSystemSyncURL",
];
const NAVIGATOR_NAMES = ["storage", "storageBuckets"];
/** Interfaces whose every member throws: reaching an instance must not be enough either. */
const SEALED_INTERFACES = ["StorageManager", "StorageBucketManager", "StorageBucket", "CacheStorage", "Cache", "IDBFactory"];

/** Redefines `name` on every object of `start`'s prototype chain that has it; then on `start` itself. */
function block(start: object, name: string, label: string) {
  const thrower = {
    get() {
      throw refusal(label);
    },
    set() {
      throw refusal(label);
    },
    enumerable: false,
    configurable: false,
  };
  let found = false;
  for (let o: object | null = start; o; o = Object.getPrototypeOf(o) as object | null) {
    if (!Object.prototype.hasOwnProperty.call(o, name)) continue;
    found = true;
    try {
      Object.defineProperty(o, name, thrower);
    } catch {
      // Already non-configurable: only this module's own thrower (a second evaluation of the worker's module).
    }
  }
  // Absent in this browser: defined anyway, so a later addition along the chain stays shadowed on `start`.
  if (!found) {
    try {
      Object.defineProperty(start, name, thrower);
    } catch {
      // as above
    }
  }
}

function seal(interfaceName: string) {
  const ctor = (globalThis as Record<string, unknown>)[interfaceName];
  const proto = typeof ctor === "function" ? (ctor as { prototype?: object }).prototype : undefined;
  if (!proto) return;
  for (const key of Reflect.ownKeys(proto)) {
    if (key === "constructor" || typeof key === "symbol") continue;
    block(proto, key, `${interfaceName}.${key}`);
  }
}

/** Makes the origin's storage unreachable from this worker's global scope, for good (see above). */
export function lockStorage() {
  for (const name of GLOBAL_NAMES) block(globalThis, name, name);
  if (typeof navigator === "object" && navigator) for (const name of NAVIGATOR_NAMES) block(navigator, name, `navigator.${name}`);
  for (const name of SEALED_INTERFACES) seal(name);
}
