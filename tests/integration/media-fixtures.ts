// Accounts, courses and both storage backends for the media tests (uploads, storage, H5P). The S3 backend is
// s3rver started by the test file (tests/support/s3-server.ts); the local one a throw-away folder.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { db } from "../../lib/server/db/client";
import { sql } from "../../lib/server/db/sql";
import { signedIn } from "../support/session-token";
import { createLocalStorage } from "../../lib/server/storage/local-storage";
import { createS3Storage } from "../../lib/server/storage/s3-storage";
import type { ObjectStorage } from "../../lib/server/storage/types";
import { startS3, type TestS3 } from "../support/s3-server";

const tag = () => randomBytes(4).toString("hex");

export type Account = Awaited<ReturnType<typeof makeAccount>>;

export async function makeAccount(role: "user" | "author" | "teacher" | "admin") {
  const prisma = await db();
  const t = tag();
  const user = await prisma.user.create({
    data: { username: `media-${role}-${t}`, email: `media-${role}-${t}@example.test`, passwordHash: "x", emailVerified: true, role },
    select: { id: true, username: true, email: true, role: true },
  });
  return { ...user, headers: (await signedIn(user, role)).headers };
}

/** A draft course of `ownerId` (plain SQL: the columns every schema version of the studio has). */
export async function makeCourse(ownerId: number): Promise<{ id: number }> {
  const rows = await sql<{ id: number }>`
    INSERT INTO courses (name, status, user_id, updated_at) VALUES (${`Media course ${tag()}`}, 1, ${ownerId}, now()) RETURNING id`;
  return rows[0]!;
}

export type Backend = { name: "local" | "s3"; storage: ObjectStorage; stop(): Promise<void> };

export function localBackend(): Backend {
  const dir = mkdtempSync(path.join(os.tmpdir(), "learnhub-media-"));
  return { name: "local", storage: createLocalStorage(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function s3Backend(prefix = "it/"): Promise<Backend> {
  const s3: TestS3 = await startS3();
  const storage = createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    prefix,
  });
  return { name: "s3", storage, stop: () => s3.stop() };
}

export async function text(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}
