import "server-only";
// The storage on this machine's disk: keys are paths under one folder (VIDEO_STORAGE_DIR by default). Writes go
// to a temporary file first and are renamed into place, so a reader never sees half a file. Several instances
// share it only through a shared filesystem; S3 storage (s3-storage.ts) is the way past one machine.
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, assertSafePrefix, contentTypeOf } from "./keys";
import { StorageNotFound, type ObjectStorage, type ReadRange, type StoredObject, type WriteOptions } from "./types";

/** Temporary files of unfinished writes (a dot folder: never a served name). */
const TMP = ".tmp";

export function createLocalStorage(root: string): ObjectStorage & { root: string; pathOf(key: string): string } {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    const file = path.resolve(base, assertSafeKey(key));
    if (!file.startsWith(base + path.sep)) throw new Error(`Key outside the storage folder: ${key}`);
    return file;
  };

  async function statOf(key: string): Promise<StoredObject | null> {
    const info = await stat(pathOf(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      contentType: contentTypeOf(key),
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async function tempFile() {
    const dir = path.join(base, TMP);
    await mkdir(dir, { recursive: true });
    return path.join(dir, randomBytes(12).toString("hex"));
  }

  async function place(tmp: string, key: string) {
    const file = pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(tmp, file);
  }

  return {
    kind: "local",
    root: base,
    pathOf,
    stat: statOf,

    async read(key: string, range?: ReadRange) {
      const file = pathOf(key);
      if (!(await statOf(key))) throw new StorageNotFound(key);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async write(key: string, body: Buffer | Readable, _options: WriteOptions = {}) {
      pathOf(key);
      const tmp = await tempFile();
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp));
        await place(tmp, key);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    },

    async move(from: string, to: string) {
      const src = pathOf(from);
      const dest = pathOf(to);
      if (!(await statOf(from))) throw new StorageNotFound(from);
      await mkdir(path.dirname(dest), { recursive: true });
      try {
        await rename(src, dest);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
        // Another filesystem (a mounted staging folder): copy, then drop the original.
        const tmp = await tempFile();
        await copyFile(src, tmp);
        await place(tmp, to);
        await unlink(src);
      }
    },

    async remove(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async removePrefix(prefix: string) {
      const dir = pathOf(assertSafePrefix(prefix).slice(0, -1));
      await rm(dir, { recursive: true, force: true });
    },

    async list(prefix: string, limit = 1000) {
      const out: string[] = [];
      const start = prefix ? pathOf(assertSafePrefix(prefix).slice(0, -1)) : base;
      async function walk(dir: string) {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const e of entries) {
          if (out.length >= limit) return;
          const p = path.join(dir, e.name);
          if (e.isDirectory()) await walk(p);
          else if (e.isFile()) out.push(path.relative(base, p).split(path.sep).join("/"));
        }
      }
      await walk(start);
      return out.sort();
    },
  };
}
