import "server-only";
// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) through the official SDK. Every instance of
// the app reads and writes the same bucket, so an upload finished on one is served by all. Keys live under an
// optional prefix (several deployments can share a bucket).
import { type Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { assertSafeKey, assertSafePrefix, contentTypeOf } from "./keys";
import { StorageNotFound, type ObjectStorage, type ReadRange, type WriteOptions } from "./types";

export type S3Settings = {
  bucket: string;
  /** https://… of an S3-compatible service; unset = AWS. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO, s3rver) instead of the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key ("learnhub/"). */
  prefix: string;
};

/** Largest object a single CopyObject may copy (S3's limit); our uploads stay under it (env caps videos lower). */
const MAX_COPY_BYTES = 5 * 1024 ** 3;

export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible services do not understand the SDK's newer
    // default (aws-chunked bodies with trailing CRC32 checksums).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === "NotFound" || err.name === "NoSuchKey" || err.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(
  settings: S3Settings,
  client = new S3Client(s3ClientConfig(settings)),
): ObjectStorage & { client: S3Client; settings: S3Settings } {
  const Bucket = settings.bucket;
  const full = (key: string) => settings.prefix + assertSafeKey(key);

  return {
    kind: "s3",
    client,
    settings,

    async stat(key: string) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return {
          size: Number(head.ContentLength ?? 0),
          contentType: contentTypeOf(key),
          etag: head.ETag ?? `"${Number(head.ContentLength ?? 0).toString(16)}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },

    async read(key: string, range?: ReadRange) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: full(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return got.Body as Readable;
      } catch (e) {
        if (notFound(e)) throw new StorageNotFound(key);
        throw e;
      }
    },

    async write(key: string, body: Buffer | Readable, options: WriteOptions = {}) {
      const length = Buffer.isBuffer(body) ? body.length : options.size;
      if (length === undefined) throw new Error("S3 storage needs the size of a streamed body");
      // A stream that fails half-way (a damaged zip entry) ends the request instead of leaving it waiting.
      const abort = new AbortController();
      if (!Buffer.isBuffer(body)) body.once("error", (e) => abort.abort(e));
      await client.send(
        new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentLength: length, ContentType: options.contentType ?? contentTypeOf(key) }),
        { abortSignal: abort.signal },
      );
    },

    async move(from: string, to: string, options = {}) {
      const head = await this.stat(from);
      if (!head) throw new StorageNotFound(from);
      if (head.size > MAX_COPY_BYTES) throw new Error(`${from} is larger than one S3 copy can move`);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: full(to),
          CopySource: `${Bucket}/${encodeURIComponent(full(from)).replace(/%2F/g, "/")}`,
          ContentType: options.contentType ?? contentTypeOf(to),
          MetadataDirective: "REPLACE",
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(from) }));
    },

    async remove(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },

    async removePrefix(prefix: string) {
      const Prefix = settings.prefix + assertSafePrefix(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async list(prefix: string, limit = 1000) {
      const Prefix = settings.prefix + (prefix ? assertSafePrefix(prefix) : "");
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken: token, MaxKeys: Math.min(1000, limit - out.length) }));
        for (const o of page.Contents ?? []) out.push(o.Key!.slice(settings.prefix.length));
        token = page.IsTruncated && out.length < limit ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort();
    },
  };
}
