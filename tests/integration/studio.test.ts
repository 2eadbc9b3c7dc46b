// The operators' Studio server (scripts/studio): Studio's own BFF client and Postgres adapter, talking over
// HTTP to the server, read the courses table on PGlite and on PostgreSQL; a PGlite folder in use is refused.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStudioBFFClient } from "@prisma/studio-core/data/bff";
import { createPostgresAdapter } from "@prisma/studio-core/data/postgres-core";
import { openPglite, pgliteRunner, pgRunner, type SqlRunner } from "../../lib/server/db/driver";
import { migrate } from "../../lib/server/db/migrator";
import { startStudio, type RunningStudio } from "../../scripts/studio/studio";
import { createDatabase, dropDatabase } from "../support/test-database";

async function seedCourse(runner: SqlRunner, name: string) {
  await runner.exec(`INSERT INTO users (username, email, password_hash, updated_at) VALUES ('studio-author', 'studio-author@learnhub.test', 'x', now())`);
  await runner.query(`INSERT INTO courses (name, status, user_id, updated_at) SELECT $1, 3, id, now() FROM users WHERE username = 'studio-author'`, [name]);
}

async function expectCoursesThroughStudio(studio: RunningStudio, name: string) {
  const executor = createStudioBFFClient({ url: `${studio.url}/bff` });
  const [introspectError, schema] = await createPostgresAdapter({ executor }).introspect({});
  expect(introspectError).toBeNull();
  const courses = schema!.schemas.public!.tables.courses!;
  expect(Object.keys(courses.columns)).toEqual(expect.arrayContaining(["id", "name", "status", "user_id", "created_at"]));

  const [error, rows] = await executor.execute({ sql: `SELECT name, status, created_at FROM "courses" WHERE name = $1`, parameters: [name] });
  expect(error).toBeNull();
  expect(rows).toEqual([{ name, status: 3, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }]);

  const [bad] = await executor.execute({ sql: `SELECT nope FROM "courses"`, parameters: [] });
  expect(bad?.message).toMatch(/column "nope" does not exist/);
}

describe("Studio server", () => {
  it("answers Studio's queries on an embedded PGlite database", async () => {
    const db = await openPglite(undefined);
    await migrate(pgliteRunner(db));
    await seedCourse(pgliteRunner(db), "Fractions in PGlite");
    const studio = await startStudio({ port: 0, pglite: db, ui: false, log: () => undefined });
    try {
      await expectCoursesThroughStudio(studio, "Fractions in PGlite");
    } finally {
      await studio.close();
      await db.close();
    }
  });

  it("answers Studio's queries on PostgreSQL", async () => {
    const { name, url } = await createDatabase("learnhub_studio");
    const runner = await pgRunner(url);
    let studio: RunningStudio | undefined;
    try {
      await migrate(runner);
      await seedCourse(runner, "Fractions in PostgreSQL");
      studio = await startStudio({ port: 0, databaseUrl: url, ui: false, log: () => undefined });
      expect(studio.database).toBe(`PostgreSQL 127.0.0.1:5432/${name}`);
      await expectCoursesThroughStudio(studio, "Fractions in PostgreSQL");
    } finally {
      await studio?.close();
      await runner.close();
      await dropDatabase(name);
    }
  });

  it("rejects requests from another site and bodies that are not Studio's", async () => {
    const db = await openPglite(undefined);
    const studio = await startStudio({ port: 0, pglite: db, ui: false, log: () => undefined });
    try {
      const post = (body: string, headers: Record<string, string> = {}) =>
        fetch(`${studio.url}/bff`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
      expect((await post("{}", { origin: "http://evil.example" })).status).toBe(403);
      expect((await post(`{"procedure":"query","query":{"sql":"select 1"}}`)).status).toBe(400);
      expect((await post("not json")).status).toBe(400);
      const ok = await post(`{"procedure":"query","query":{"sql":"select 1 as one","parameters":[]}}`);
      expect(await ok.json()).toEqual([null, [{ one: 1 }]]);
    } finally {
      await studio.close();
      await db.close();
    }
  });

  it("refuses a PGlite folder another process has open", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-lock-"));
    const pgliteDir = path.join(dir, "pglite");
    // Run from the project root so the child resolves @electric-sql/pglite.
    const holder: ChildProcess = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { PGlite } from "@electric-sql/pglite"; const db = new PGlite(${JSON.stringify(pgliteDir)}); await db.waitReady; console.log("ready"); setInterval(() => {}, 1000);`,
      ],
      { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
        holder.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
      });
      await expect(startStudio({ port: 0, pgliteDir, ui: false, log: () => undefined })).rejects.toThrow(
        new RegExp(`in use by another process:\\n  pid ${holder.pid}:`),
      );
    } finally {
      holder.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
