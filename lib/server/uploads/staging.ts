import "server-only";
// Where an upload's bytes wait until the last one is in: the tus data store of the storage in use. On the local
// folder, @tus/file-store's files under `.tus/` (the file grows as bytes arrive); on S3, a multipart upload
// (s3-tus-store.ts). Either way the finished file is the storage key `.tus/<id>`, which process-upload.ts reads,
// checks and moves to its final key.
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { DataStore } from "@tus/utils";
import { type createLocalStorage } from "@/lib/server/storage/local-storage";
import type { createS3Storage } from "@/lib/server/storage/s3-storage";
import type { ObjectStorage } from "@/lib/server/storage/types";
import { S3TusStore } from "./s3-tus-store";

export type Staging = {
  store: DataStore;
  /** The storage key of a finished upload's file. */
  stagedKey(id: string): string;
  /** Drops the bookkeeping of an upload whose file has moved on (or was refused). */
  forget(id: string): Promise<void>;
};

type LocalStorage = ReturnType<typeof createLocalStorage>;
type S3Storage = ReturnType<typeof createS3Storage>;

const cache = new WeakMap<ObjectStorage, Staging>();

/**
 * One upload's store calls in turn. When a client's connection drops, the tus server answers at once while the
 * store is still saving what arrived (the S3 tail, the file's last writes); the client's next HEAD must see the
 * offset after that, not before. (Across instances tus's own lock is per process: a resumed upload normally
 * reaches the same instance again a few seconds later, long after this settled.)
 */
function oneAtATime(store: DataStore): DataStore {
  const pending = new Map<string, Promise<unknown>>();
  const queue = <T>(id: string, run: () => Promise<T>): Promise<T> => {
    const before = pending.get(id) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(run);
    const settled = next.catch(() => undefined);
    pending.set(id, settled);
    void settled.then(() => pending.get(id) === settled && pending.delete(id));
    return next;
  };
  const write = store.write.bind(store);
  const getUpload = store.getUpload.bind(store);
  const remove = store.remove.bind(store);
  store.write = (src, id, offset) => queue(id, () => write(src, id, offset));
  store.getUpload = (id) => queue(id, () => getUpload(id));
  store.remove = (id) => queue(id, () => remove(id));
  return store;
}

export function stagingFor(storage: ObjectStorage): Staging {
  const hit = cache.get(storage);
  if (hit) return hit;
  let staging: Staging;
  if (storage.kind === "local") {
    const dir = path.join((storage as LocalStorage).root, ".tus");
    const store = oneAtATime(new FileStore({ directory: dir }));
    staging = {
      store,
      stagedKey: (id) => `.tus/${id}`,
      async forget(id) {
        await storage.remove(`.tus/${id}`);
        await storage.remove(`.tus/${id}.json`);
      },
    };
  } else {
    const s3 = storage as S3Storage;
    const s3Store = new S3TusStore({ client: s3.client, bucket: s3.settings.bucket, prefix: s3.settings.prefix });
    staging = { store: oneAtATime(s3Store), stagedKey: S3TusStore.keyOf, forget: (id) => s3Store.forget(id) };
  }
  cache.set(storage, staging);
  return staging;
}
