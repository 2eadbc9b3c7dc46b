import "server-only";
// A tus data store on S3-compatible storage, for uploads that several app instances share while they are under
// way: the bytes go into one S3 multipart upload, part by part (8 MiB, S3's parts are at least 5 MiB), and what
// arrived after the last whole part is kept as a small "tail" object, so a dropped connection loses nothing the
// server received. Which parts are done is recorded as marker objects (their key holds number, size and ETag)
// rather than asked of S3's ListParts, which some S3-compatible services do not implement. The finished file is
// the object `.tus/<id>`; lib/server/uploads/process-upload.ts checks it and moves it to its final key.
import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { DataStore, ERRORS, Upload } from "@tus/utils";

export const PART_BYTES = 8 * 1024 * 1024;

type Info = { id: string; size: number; metadata?: Record<string, string | null>; creation_date?: string; uploadId: string; done: boolean };
type Part = { number: number; size: number; etag: string };

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === "NotFound" || err.name === "NoSuchKey" || err.name === "NoSuchUpload" || err.$metadata?.httpStatusCode === 404;
};

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

export class S3TusStore extends DataStore {
  constructor(
    private readonly s3: { client: S3Client; bucket: string; prefix: string },
    private readonly partBytes = PART_BYTES,
  ) {
    super();
    this.extensions = ["creation", "termination"];
  }

  /** The finished file's key, relative to the storage's prefix (what the storage interface reads). */
  static keyOf(id: string) {
    return `.tus/${id}`;
  }

  private key(id: string) {
    return this.s3.prefix + S3TusStore.keyOf(id);
  }

  private async readInfo(id: string): Promise<Info> {
    try {
      const got = await this.s3.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: `${this.key(id)}.info` }));
      return JSON.parse((await bytesOf(got.Body as Readable)).toString("utf8")) as Info;
    } catch (e) {
      if (isMissing(e)) throw ERRORS.FILE_NOT_FOUND;
      throw e;
    }
  }

  private async saveInfo(info: Info) {
    await this.s3.client.send(
      new PutObjectCommand({ Bucket: this.s3.bucket, Key: `${this.key(info.id)}.info`, Body: JSON.stringify(info), ContentType: "application/json" }),
    );
  }

  private async parts(id: string): Promise<Part[]> {
    const Prefix = `${this.key(id)}.parts/`;
    const found: Part[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.client.send(new ListObjectsV2Command({ Bucket: this.s3.bucket, Prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        const m = /^(\d+)-(\d+)-([A-Za-z0-9]+)$/.exec(o.Key!.slice(Prefix.length));
        if (m) found.push({ number: Number(m[1]), size: Number(m[2]), etag: m[3]! });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    found.sort((a, b) => a.number - b.number);
    // Only the run 1, 2, 3… counts: a marker after a gap is not a part of this upload's bytes.
    return found.filter((p, i) => p.number === i + 1);
  }

  /** The bytes after the last whole part, if they belong after the parts recorded now (`start` says where they began). */
  private async tail(id: string, committed: number): Promise<Buffer | null> {
    try {
      const got = await this.s3.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: `${this.key(id)}.tail` }));
      if (Number(got.Metadata?.start ?? -1) !== committed) {
        await (got.Body as Readable).destroy();
        return null;
      }
      return await bytesOf(got.Body as Readable);
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  private async tailSize(id: string, committed: number): Promise<number> {
    try {
      const head = await this.s3.client.send(new HeadObjectCommand({ Bucket: this.s3.bucket, Key: `${this.key(id)}.tail` }));
      return Number(head.Metadata?.start ?? -1) === committed ? Number(head.ContentLength ?? 0) : 0;
    } catch (e) {
      if (isMissing(e)) return 0;
      throw e;
    }
  }

  private upload(info: Info, offset: number) {
    return new Upload({
      id: info.id,
      size: info.size,
      offset,
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: "s3", path: this.key(info.id), bucket: this.s3.bucket },
    });
  }

  async create(upload: Upload): Promise<Upload> {
    if (upload.size === undefined) throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
    const created = await this.s3.client.send(new CreateMultipartUploadCommand({ Bucket: this.s3.bucket, Key: this.key(upload.id) }));
    const info: Info = {
      id: upload.id,
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
      uploadId: created.UploadId!,
      done: false,
    };
    await this.saveInfo(info);
    return this.upload(info, 0);
  }

  async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    if (info.done) return this.upload(info, info.size);
    const committed = (await this.parts(id)).reduce((n, p) => n + p.size, 0);
    return this.upload(info, committed + (await this.tailSize(id, committed)));
  }

  async write(src: Readable, id: string, offset: number): Promise<number> {
    const info = await this.readInfo(id);
    const parts = await this.parts(id);
    let committed = parts.reduce((n, p) => n + p.size, 0);
    const tail = await this.tail(id, committed);
    if (committed + (tail?.length ?? 0) !== offset) throw ERRORS.INVALID_OFFSET;

    let pending: Buffer[] = tail ? [tail] : [];
    let buffered = tail?.length ?? 0;
    const flush = async (data: Buffer) => {
      const number = parts.length + 1;
      const sent = await this.s3.client.send(
        new UploadPartCommand({
          Bucket: this.s3.bucket,
          Key: this.key(id),
          UploadId: info.uploadId,
          PartNumber: number,
          Body: data,
          ContentLength: data.length,
        }),
      );
      const etag = (sent.ETag ?? "").replace(/[^A-Za-z0-9]/g, "");
      await this.s3.client.send(
        new PutObjectCommand({
          Bucket: this.s3.bucket,
          Key: `${this.key(id)}.parts/${String(number).padStart(5, "0")}-${data.length}-${etag}`,
          Body: Buffer.alloc(0),
          ContentLength: 0,
        }),
      );
      parts.push({ number, size: data.length, etag });
      committed += data.length;
    };
    const take = (n: number) => {
      const all = Buffer.concat(pending);
      pending = all.length > n ? [all.subarray(n)] : [];
      buffered = all.length - n;
      return all.subarray(0, n);
    };

    let failure: unknown = null;
    try {
      for await (const chunk of src) {
        const c = Buffer.from(chunk as Uint8Array);
        if (committed + buffered + c.length > info.size) throw ERRORS.ERR_SIZE_EXCEEDED;
        pending.push(c);
        buffered += c.length;
        while (buffered >= this.partBytes) await flush(take(this.partBytes));
      }
    } catch (e) {
      // The client went away (or sent too much): keep what did arrive, then report the failure.
      failure = e;
    }

    const received = committed + buffered;
    const tailKey = `${this.key(id)}.tail`;
    if (received === info.size && !failure) {
      if (buffered > 0 || parts.length === 0) await flush(take(buffered));
      await this.s3.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.s3.bucket,
          Key: this.key(id),
          UploadId: info.uploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.number, ETag: `"${p.etag}"` })) },
        }),
      );
      await this.saveInfo({ ...info, done: true });
      await this.dropWorkObjects(id, false);
    } else if (buffered > 0) {
      await this.s3.client.send(new PutObjectCommand({ Bucket: this.s3.bucket, Key: tailKey, Body: take(buffered), Metadata: { start: String(committed) } }));
    } else if (tail) {
      await this.s3.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: tailKey }));
    }
    if (failure) {
      if (failure === ERRORS.ERR_SIZE_EXCEEDED) throw failure;
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return received;
  }

  /** The markers and the tail; with `all`, the info and the file too. */
  private async dropWorkObjects(id: string, all: boolean) {
    const Prefix = `${this.key(id)}.parts/`;
    const page = await this.s3.client.send(new ListObjectsV2Command({ Bucket: this.s3.bucket, Prefix }));
    const keys = [...(page.Contents ?? []).map((o) => o.Key!), `${this.key(id)}.tail`, ...(all ? [`${this.key(id)}.info`, this.key(id)] : [])];
    for (const Key of keys) await this.s3.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key }));
  }

  async remove(id: string): Promise<void> {
    const info = await this.readInfo(id);
    if (!info.done) {
      await this.s3.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.s3.bucket, Key: this.key(id), UploadId: info.uploadId }))
        .catch(() => undefined /* already gone, or a service without the call: its parts expire with the bucket's rules */);
    }
    await this.dropWorkObjects(id, true);
  }

  /** Forgets a finished upload's bookkeeping once its file has moved to its final key. */
  async forget(id: string): Promise<void> {
    await this.dropWorkObjects(id, true).catch(() => undefined);
  }
}
