// Copies of Python's two biggest runtime files, decoded, in the origin's private file system, for the lab
// worker: the start-up snapshot (31 MB) and Pyodide's WebAssembly (9.6 MB). A later visit gets them from the HTTP
// cache too, but reading them back from there (decoding the brotli body and piping it into the worker) took
// ~0.8 s for the snapshot and ~0.15-0.5 s for the WebAssembly on the 2-core machine; a synchronous read of a
// copy takes a few tens of ms. A copy is named after the build's id of these files (a new build or Pyodide
// version makes new ones and removes the old), and counts only once its marker, written after the data, holds
// its length: a copy cut short by a closed tab is never used. Any failure here (no OPFS, another tab holding
// the file) means the HTTP response is used as before.
//
// The origin's files are shared by every learner of a browser profile (a school's computers): a copy is used only
// when its SHA-256 is the build's digest of the file (scripts/prepare-assets.mjs embeds them in the worker), so a
// copy altered by anyone is dropped and the file downloaded again. The worker takes the directory here
// (openCopies) before it makes storage unreachable from its global scope (worker-lockdown.ts), and lets go of it
// (closeCopies) once its own reads and writes are over, before any learner's or author's code runs: from then on
// nothing in the worker holds a handle that a cell could capture (say, by replacing a prototype's method).

const PREFIX = "pyodide-";

// The synchronous access handle of a dedicated worker (not in the DOM lib's types of every TypeScript version).
type SyncHandle = {
  getSize(): number;
  read(buffer: Uint8Array, options?: { at: number }): number;
  write(buffer: Uint8Array, options?: { at: number }): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
};
type FileHandle = { createSyncAccessHandle(): Promise<SyncHandle> };
type Directory = {
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle>;
  removeEntry(name: string): Promise<void>;
  keys(): AsyncIterable<string>;
};

/** A stored copy: its bytes when they are the build's file, "rejected" when whole but altered (now dropped). */
export type CopyRead<T> = { value: T } | "missing" | "rejected";

/** The origin's directory while the worker still works on its copies; null once closed (or without OPFS). */
let root: Promise<Directory | null> = Promise.resolve(null);
/** The operations on the directory under way: closeCopies waits for them all. */
const pending = new Set<Promise<unknown>>();

function track<T>(work: (dir: Directory) => Promise<T>, otherwise: T): Promise<T> {
  const done = root.then((dir) => (dir ? work(dir) : otherwise)).catch(() => otherwise);
  pending.add(done);
  void done.finally(() => pending.delete(done));
  return done;
}

/** Takes the origin's directory: called once, at the worker's first moment, before worker-lockdown.ts runs. */
export function openCopies() {
  try {
    const dir = navigator.storage.getDirectory() as unknown as Promise<Directory>;
    root = dir.catch(() => null);
  } catch {
    // No OPFS here (or already locked: a second evaluation of the worker's module): no copies.
    root = Promise.resolve(null);
  }
}

/**
 * Waits for every read, write and removal under way, then lets go of the directory: later calls find no copies
 * and store none. The worker calls it before it runs any cell.
 */
export async function closeCopies(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
  root = Promise.resolve(null);
}

/** The copies' names for a build's runtime files, or null when the build has no id for them. */
export function runtimeCopyNames(runtimeId: string): { snapshot: string; wasm: string } | null {
  const id = runtimeId.replace(/[^A-Za-z0-9_-]/g, "");
  return id ? { snapshot: `${PREFIX}snapshot-${id}`, wasm: `${PREFIX}wasm-${id}` } : null;
}

async function withHandle<T>(dir: Directory, name: string, create: boolean, work: (h: SyncHandle) => T): Promise<T> {
  const handle = await (await dir.getFileHandle(name, { create })).createSyncAccessHandle();
  try {
    return work(handle);
  } finally {
    handle.close();
  }
}

/** Lower-case hex SHA-256 of bytes; "" when this context has no Web Crypto (then no copy can be trusted). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  if (!globalThis.crypto?.subtle) return "";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The stored copy named `name` if its SHA-256 is `digest` (the build's file). A whole copy with another digest is
 * removed, so it is never read again; a missing or incomplete one is left for writeCopies to replace.
 * `prepare` may start on the bytes while they are being hashed (the WebAssembly's compile: compiling runs none of
 * its code); what it makes is handed over only once the bytes are known to be the build's.
 */
export function readCopy<T = Uint8Array<ArrayBuffer>>(
  name: string,
  digest: string,
  prepare: (bytes: Uint8Array<ArrayBuffer>) => Promise<T> = async (bytes) => bytes as T,
): Promise<CopyRead<T>> {
  if (!/^[0-9a-f]{64}$/.test(digest)) return Promise.resolve("missing");
  return track(async (dir): Promise<CopyRead<T>> => {
    const expected = await withHandle(dir, `${name}.ok`, false, (h) => {
      const marker = new Uint8Array(h.getSize());
      h.read(marker, { at: 0 });
      return Number(new TextDecoder().decode(marker));
    });
    const bytes = await withHandle(dir, `${name}.bin`, false, (h) => {
      if (!Number.isSafeInteger(expected) || expected <= 0 || h.getSize() !== expected) return null;
      const data = new Uint8Array(expected);
      return h.read(data, { at: 0 }) === expected ? data : null;
    });
    if (!bytes) return "missing";
    const prepared = prepare(bytes);
    prepared.catch(() => undefined);
    if ((await sha256Hex(bytes)) === digest) return { value: await prepared };
    await removeCopy(dir, name);
    return "rejected";
  }, "missing");
}

/** The marker first: a copy without one is never read, even if removing its data fails. */
async function removeCopy(dir: Directory, name: string) {
  await dir.removeEntry(`${name}.ok`).catch(() => undefined);
  await dir.removeEntry(`${name}.bin`).catch(() => undefined);
}

/**
 * Stores copies (each's data first, then its marker) and removes the copies of other builds, which `current`
 * names (the copies of this build that are already there stay). True when every copy was stored.
 */
export function writeCopies(copies: { name: string; bytes: Uint8Array }[], current: string[]): Promise<boolean> {
  return track(async (dir) => {
    for await (const entry of dir.keys()) {
      if (entry.startsWith(PREFIX) && !current.some((name) => entry.startsWith(`${name}.`))) await dir.removeEntry(entry).catch(() => undefined);
    }
    for (const { name, bytes } of copies) {
      await dir.removeEntry(`${name}.ok`).catch(() => undefined);
      await withHandle(dir, `${name}.bin`, true, (h) => {
        h.truncate(0);
        h.write(bytes, { at: 0 });
        h.flush();
      });
      await withHandle(dir, `${name}.ok`, true, (h) => {
        h.truncate(0);
        h.write(new TextEncoder().encode(String(bytes.length)), { at: 0 });
        h.flush();
      });
    }
    return true;
    // No room, no OPFS, or another tab writing them (false): the HTTP cache still has the files.
  }, false);
}

/** Removes every copy (one that is whole but does not load), so the next start reads the files from the network. */
export function dropCopies(): Promise<void> {
  return track(async (dir) => {
    for await (const entry of dir.keys()) if (entry.startsWith(PREFIX)) await dir.removeEntry(entry).catch(() => undefined);
  }, undefined);
}
