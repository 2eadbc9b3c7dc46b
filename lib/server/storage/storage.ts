import "server-only";
// The storage this instance uses: S3-compatible object storage when S3_BUCKET is set, else the local folder
// VIDEO_STORAGE_DIR. One per process (route bundles share it through globalThis, like the database client).
import path from "node:path";
import { env, type Env } from "@/lib/env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage, type S3Settings } from "./s3-storage";
import type { ObjectStorage } from "./types";

export function s3SettingsOf(e: Env): S3Settings | null {
  if (!e.S3_BUCKET) return null;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === "1" : Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX,
  };
}

/** The local folder's absolute path (VIDEO_STORAGE_DIR from the app's working directory). */
export function localStorageRoot(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().VIDEO_STORAGE_DIR);
}

type Slot = { storage?: ObjectStorage; override?: ObjectStorage };
const slot = ((globalThis as { __learnhubStorage?: Slot }).__learnhubStorage ??= {});

export function storage(): ObjectStorage {
  if (slot.override) return slot.override;
  if (!slot.storage) {
    const s3 = s3SettingsOf(env());
    slot.storage = s3 ? createS3Storage(s3) : createLocalStorage(localStorageRoot());
  }
  return slot.storage;
}

/** Tests run the same code on each backend: they set the storage in use (null = back to the configured one). */
export function useStorageForTests(s: ObjectStorage | null) {
  slot.override = s ?? undefined;
  slot.storage = undefined;
}
