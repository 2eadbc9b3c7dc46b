// Copies of Python's two biggest runtime files, decoded, in the origin's private file system, for the lab
// worker: the start-up snapshot (31 MB) and Pyodide's WebAssembly (9.6 MB). A later visit gets them from the HTTP
// cache too, but reading them back from there (decoding the brotli body and piping it into the worker) took
// ~0.8 s for the snapshot and ~0.15-0.5 s for the WebAssembly on the 2-core machine; a synchronous read of a
// copy takes a few tens of ms. A copy is named after the build's id of these files (a new build or Pyodide
// version makes new ones and removes the old), and counts only once its marker, written after the data, holds
// its length: a copy cut short by a closed tab is never used. Any failure here (no OPFS, another tab holding
// the file) means the HTTP response is used as before.

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

/** The copies' names for a build's runtime files, or null when the build has no id for them. */
export function runtimeCopyNames(runtimeId: string): { snapshot: string; wasm: string } | null {
  const id = runtimeId.replace(/[^A-Za-z0-9_-]/g, "");
  return id ? { snapshot: `${PREFIX}snapshot-${id}`, wasm: `${PREFIX}wasm-${id}` } : null;
}

async function directory(): Promise<Directory> {
  return (await navigator.storage.getDirectory()) as unknown as Directory;
}

async function withHandle<T>(dir: Directory, name: string, create: boolean, work: (h: SyncHandle) => T): Promise<T> {
  const handle = await (await dir.getFileHandle(name, { create })).createSyncAccessHandle();
  try {
    return work(handle);
  } finally {
    handle.close();
  }
}

/** The stored copy, or null when there is none (or it is incomplete). */
export async function readCopy(name: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const dir = await directory();
    const expected = await withHandle(dir, `${name}.ok`, false, (h) => {
      const marker = new Uint8Array(h.getSize());
      h.read(marker, { at: 0 });
      return Number(new TextDecoder().decode(marker));
    });
    return await withHandle(dir, `${name}.bin`, false, (h) => {
      if (!Number.isSafeInteger(expected) || expected <= 0 || h.getSize() !== expected) return null;
      const bytes = new Uint8Array(expected);
      return h.read(bytes, { at: 0 }) === expected ? bytes : null;
    });
  } catch {
    return null;
  }
}

/**
 * Stores copies (each's data first, then its marker) and removes the copies of other builds, which `current`
 * names (the copies of this build that are already there stay). True when every copy was stored.
 */
export async function writeCopies(copies: { name: string; bytes: Uint8Array }[], current: string[]): Promise<boolean> {
  try {
    const dir = await directory();
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
  } catch {
    // No room, no OPFS, or another tab writing them: the HTTP cache still has the files.
    return false;
  }
}

/** Removes every copy (one that is whole but does not load), so the next start reads the files from the network. */
export async function dropCopies(): Promise<void> {
  try {
    const dir = await directory();
    for await (const entry of dir.keys()) if (entry.startsWith(PREFIX)) await dir.removeEntry(entry).catch(() => undefined);
  } catch {
    // Nothing to remove.
  }
}
