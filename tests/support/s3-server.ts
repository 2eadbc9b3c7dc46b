// An S3-compatible server for the tests of the S3 storage path: s3rver (from npm) on a free loopback port with a
// throw-away data folder, spoken to through the official @aws-sdk/client-s3 — the real S3 HTTP API, not a mock of
// our code. Started by the test files that need it (beforeAll) and closed after them.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
// s3rver ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require("s3rver") as new (options: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };

export type TestS3 = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; stop(): Promise<void> };

export async function startS3(bucket = "learnhub-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
