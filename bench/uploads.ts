// Studio uploads on loopback: a 300 MB lecture recording sent with tus-js-client (the studio widget's client, its
// 16 MB checkpoints) to a running app, MB/s; the app process's resident memory sampled every 100 ms before, during
// and after (it must stay flat: the bytes stream to storage, no upload is held in memory); then the stored video
// read back through /media/videos (the player's path, streamed from storage), MB/s.
// `npm run bench` runs it against the production server it starts (bench/run.ts); alone:
//   npx tsx bench/uploads.ts <appUrl> <app pid> <postgresql url of the app's database>
import { createWriteStream, createReadStream, rmSync, statSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import pg from "pg";
import { Upload } from "tus-js-client";
import { hashPassword } from "../lib/server/auth/argon2";
import { solvedCaptcha } from "./classroom/captcha";

const MB = 1024 * 1024;
export const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 300);
/** The widget's checkpoint size (components/studio/upload/use-upload.ts). */
const CHUNK = 16 * MB;

export type UploadFigure = { what: string; value: string; target: string; ok: boolean };

function rssMB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : -1;
}

async function makeFile(sizeMB: number): Promise<string> {
  const file = path.join(os.tmpdir(), `bench-upload-${process.pid}.mp4`);
  const out = createWriteStream(file);
  const block = randomBytes(MB);
  Buffer.from("\0\0\0\x18ftypisom\0\0\x02\0isomiso2", "latin1").copy(block, 0);
  for (let i = 0; i < sizeMB; i++) {
    if (!out.write(block)) await once(out, "drain");
    if (i === 0) block.fill(7, 0, 24);
  }
  out.end();
  await once(out, "finish");
  return file;
}

/** A new author with a draft course of their own, signed in (bench/studio-save.ts makes several). */
export async function signedInAuthor(appUrl: string, databaseUrl: string, tag = "uploads") {
  const email = `bench-${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.test`;
  const password = `Bench-Uploads-${randomBytes(4).toString("hex")}#1`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let courseId: number;
  try {
    const user = await client.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, email_verified, role, updated_at) VALUES ($1, $2, $3, true, 'author', now()) RETURNING id`,
      [email.split("@")[0]!.slice(0, 40), email, await hashPassword(password)],
    );
    const course = await client.query<{ id: number }>(
      `INSERT INTO courses (name, status, user_id, updated_at) VALUES ('Upload bench', 1, $1, now()) RETURNING id`,
      [user.rows[0]!.id],
    );
    courseId = course.rows[0]!.id;
  } finally {
    await client.end();
  }
  const res = await fetch(`${appUrl}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, recaptcha: await solvedCaptcha(appUrl) }),
  });
  if (!res.ok) throw new Error(`sign-in → ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { token: accessToken, courseId };
}

export async function uploadFigures({ appUrl, appPid, databaseUrl }: { appUrl: string; appPid: number; databaseUrl: string }) {
  const { token, courseId } = await signedInAuthor(appUrl, databaseUrl);
  const file = await makeFile(UPLOAD_MB);
  const size = statSync(file).size;
  const samples: number[] = [];
  const sample = () => samples.push(rssMB(appPid));
  try {
    // Resident memory at rest first (a second of samples), then while the upload runs.
    for (let i = 0; i < 10; i++) {
      sample();
      await new Promise((r) => setTimeout(r, 100));
    }
    const before = Math.max(...samples);
    const started = await fetch(`${appUrl}/api/studio/uploads`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-access-token": token },
      body: JSON.stringify({ kind: "video", courseId, size, name: "recording.mp4" }),
    });
    if (started.status !== 201) throw new Error(`start → ${started.status} ${await started.text()}`);
    const { id, uploadUrl } = (await started.json()) as { id: string; uploadUrl: string };

    const timer = setInterval(sample, 100);
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(createReadStream(file), {
        uploadUrl: appUrl + uploadUrl,
        uploadSize: size,
        chunkSize: CHUNK,
        headers: { "x-access-token": token },
        retryDelays: [0, 1000],
        onSuccess: () => resolve(),
        onError: reject,
      });
      upload.start();
    });
    const uploadMs = performance.now() - t0;
    clearInterval(timer);
    const during = Math.max(...samples);
    const status = (await (await fetch(`${appUrl}/api/studio/uploads/${id}`, { headers: { "x-access-token": token } })).json()) as {
      state: string;
      url: string;
    };
    if (status.state !== "ready") throw new Error(`upload ended ${status.state}`);

    const t1 = performance.now();
    const res = await fetch(appUrl + status.url);
    let read = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) read += chunk.byteLength;
    const readMs = performance.now() - t1;
    if (read !== size) throw new Error(`read back ${read} of ${size} bytes`);
    // The app stored it in the local folder (the bench's app runs with this process's environment): it goes, so the
    // folder keeps only the seed's videos (tests/integration/media-videos.test.ts reads them).
    rmSync(path.join(process.env.VIDEO_STORAGE_DIR ?? "media/videos", path.basename(status.url)), { force: true });
    for (let i = 0; i < 10; i++) {
      sample();
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = samples.at(-1)!;

    const upMBs = Math.round((size / MB / (uploadMs / 1000)) * 10) / 10;
    const downMBs = Math.round((size / MB / (readMs / 1000)) * 10) / 10;
    const growth = during - before;
    return {
      sizeMB: UPLOAD_MB,
      uploadMs: Math.round(uploadMs),
      upMBs,
      downMBs,
      rss: { beforeMB: before, peakMB: during, afterMB: after, growthMB: growth, samples: samples.length },
      figures: [
        {
          what: `upload ${UPLOAD_MB} MB video (tus, 16 MB chunks), loopback`,
          value: `${upMBs} MB/s`,
          target: "≥ 50 MB/s (a school link is 1–12 MB/s)",
          ok: upMBs >= 50,
        },
        {
          what: "app memory during the upload (peak − at rest)",
          value: `+${growth} MB`,
          target: `≤ 100 MB (flat: ${UPLOAD_MB} MB never held)`,
          ok: growth <= 100,
        },
        { what: "app memory at rest → peak → after", value: `${before} → ${during} → ${after} MB`, target: "—", ok: true },
        { what: `read back through /media/videos (${UPLOAD_MB} MB)`, value: `${downMBs} MB/s`, target: "≥ 100 MB/s", ok: downMBs >= 100 },
      ] satisfies UploadFigure[],
    };
  } finally {
    rmSync(file, { force: true });
  }
}

export function printUploadFigures(figures: UploadFigure[]) {
  console.log("studio uploads (bench/uploads.ts):");
  for (const f of figures) console.log(`  ${f.ok ? "✓" : "✗"} ${f.what.padEnd(52)} ${f.value.padStart(22)}   target ${f.target}`);
}

if (process.argv[1] && /uploads\.ts$/.test(process.argv[1])) {
  const [appUrl, pid, databaseUrl] = process.argv.slice(2);
  if (!appUrl || !pid || !databaseUrl) {
    console.error("usage: npx tsx bench/uploads.ts <appUrl> <app pid> <database url>");
    process.exit(2);
  }
  uploadFigures({ appUrl, appPid: Number(pid), databaseUrl }).then(
    (r) => {
      printUploadFigures(r.figures);
      console.log(JSON.stringify({ ...r, figures: undefined }));
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
