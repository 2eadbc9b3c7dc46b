// The one storage interface of uploaded and served media: a local folder (VIDEO_STORAGE_DIR, the default) or
// S3-compatible object storage (AWS, MinIO, Cloudflare R2…) when S3_BUCKET is set, so N app instances share
// what one of them stored. Keys are relative, `/`-separated paths the server chose (keys.ts checks them).
import type { Readable } from "node:stream";

export type StoredObject = {
  size: number;
  contentType: string;
  /** A validator for HTTP caching (quoted, as an ETag header carries it). */
  etag: string;
  lastModified: Date;
};

/** Inclusive byte positions, as HTTP ranges count them. */
export type ReadRange = { start: number; end: number };

export type WriteOptions = {
  contentType?: string;
  /** Required with a stream on S3 (a single PUT needs its length). */
  size?: number;
};

export type ObjectStorage = {
  readonly kind: "local" | "s3";
  /** Size, type and validators, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (or one range of them); rejects with StorageNotFound when there is no such object. */
  read(key: string, range?: ReadRange): Promise<Readable>;
  /** Creates or replaces an object; readers never see a half-written one. */
  write(key: string, body: Buffer | Readable, options?: WriteOptions): Promise<void>;
  /** Renames an object (a finished upload to its final name): a rename on disk, a server-side copy on S3. */
  move(from: string, to: string, options?: { contentType?: string }): Promise<void>;
  /** Deletes an object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which must end with "/"). */
  removePrefix(prefix: string): Promise<void>;
  /** Keys under `prefix`, for tests and clean-up (at most `limit`). */
  list(prefix: string, limit?: number): Promise<string[]>;
};

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = "StorageNotFound";
  }
}
