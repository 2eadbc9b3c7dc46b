// Runs Studio's queries on the project's database: PGlite (Studio's own executor, one request at a time)
// or PostgreSQL through a `pg` pool (Studio ships no `pg` executor; this mirrors its postgres.js one).
import type { PGlite } from "@electric-sql/pglite";
import type { Either, Executor, Query, SqlLintResult } from "@prisma/studio-core/data";
import { createPGLiteExecutor } from "@prisma/studio-core/data/pglite";
import { createLintDiagnosticsFromPostgresError, validateSqlForLint } from "@prisma/studio-core/data/postgres-core";
import type { Pool, PoolClient, QueryResult as PgResult } from "pg";

export type StudioExecutor = Required<Pick<Executor, "execute" | "executeTransaction" | "lintSql">>;

function abortError(): Error {
  const e = new Error("The query was cancelled");
  e.name = "AbortError";
  return e;
}

/** Same rule as Studio's executors: `schema` becomes the search path, with public as fallback. */
function searchPathFor(schema: string | undefined): string | null {
  if (!schema) return null;
  const quoted = `"${schema.replaceAll('"', '""')}"`;
  return schema === "public" ? quoted : `${quoted}, public`;
}

/**
 * Studio's PGlite executor opens BEGIN…COMMIT with separate calls; PGlite has a single session, so two
 * overlapping Studio requests would land inside each other's transaction. One request at a time.
 */
export function pgliteExecutor(db: PGlite): StudioExecutor {
  const inner = createPGLiteExecutor(db);
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    execute: (query, options) => serial(() => (options?.abortSignal?.aborted ? Promise.resolve([abortError()] as [Error]) : inner.execute(query, options))),
    executeTransaction: (queries, options) => serial(() => inner.executeTransaction!(queries, options)),
    lintSql: (details, options) => serial(() => inner.lintSql!(details, options)),
  };
}

const EXPLAIN = "EXPLAIN (FORMAT JSON) ";
const TIMESTAMP = 1114;
const TIMESTAMP_ARRAY = 1115;
const DATE = 1082;
const DATE_ARRAY = 1182;
const TEXT_ARRAY = 1009;

// `timestamp` (Prisma's DateTime) has no zone: node-pg would read it in the server's local zone. Studio's own
// executors hand it over as the stored wall-clock time in ISO form, and `date` as YYYY-MM-DD.
function timestampToIso(v: string): string {
  const d = new Date(v.replace(" ", "T") + "Z");
  return /^\d{4}-\d\d-\d\d[ T]/.test(v) && !Number.isNaN(d.getTime()) ? d.toISOString() : v;
}

export async function pgExecutor(pool: Pool): Promise<StudioExecutor> {
  const { default: pg } = await import("pg");
  const textArray = pg.types.getTypeParser(TEXT_ARRAY as never) as (v: string) => string[];
  const types = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === TIMESTAMP) return timestampToIso;
      if (oid === DATE) return (v: string) => v;
      if (oid === TIMESTAMP_ARRAY) return (v: string) => textArray(v).map((x) => (x === null ? x : timestampToIso(x)));
      if (oid === DATE_ARRAY) return textArray;
      return pg.types.getTypeParser(oid, format as "text");
    },
  };

  const rowsOf = (r: PgResult | PgResult[]) => (Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows);

  async function withClient<T>(signal: AbortSignal | undefined, run: (c: PoolClient) => Promise<T>): Promise<T> {
    if (signal?.aborted) throw abortError();
    const client = await pool.connect();
    // Closing the browser tab or moving on cancels the statement on the server instead of letting it run on.
    const cancel = () => {
      const pid = (client as unknown as { processID?: number }).processID;
      if (pid) void pool.query("SELECT pg_cancel_backend($1)", [pid]).catch(() => undefined);
    };
    signal?.addEventListener("abort", cancel, { once: true });
    try {
      return await run(client);
    } catch (e) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw signal?.aborted ? abortError() : e;
    } finally {
      signal?.removeEventListener("abort", cancel);
      client.release();
    }
  }

  const run = (c: PoolClient, q: Query<unknown>) =>
    c.query({ text: q.sql, values: q.parameters as unknown[], types }) as unknown as Promise<PgResult | PgResult[]>;

  return {
    async execute(query, options) {
      try {
        const rows = await withClient(options?.abortSignal, async (c) => {
          const searchPath = searchPathFor(options?.schema);
          if (!searchPath) return rowsOf(await run(c, query));
          await c.query("BEGIN");
          await c.query("SELECT set_config('search_path', $1, true)", [searchPath]);
          const r = rowsOf(await run(c, query));
          await c.query("COMMIT");
          return r;
        });
        return [null, rows as never];
      } catch (e) {
        return [e as Error];
      }
    },
    async executeTransaction(queries, options) {
      try {
        const results = await withClient(options?.abortSignal, async (c) => {
          await c.query("BEGIN");
          const out: unknown[][] = [];
          for (const q of queries) {
            if (options?.abortSignal?.aborted) throw abortError();
            out.push(rowsOf(await run(c, q)));
          }
          await c.query("COMMIT");
          return out;
        });
        return [null, results as never];
      } catch (e) {
        return [e as Error];
      }
    },
    async lintSql(details, options): Promise<Either<Error, SqlLintResult>> {
      const validation = validateSqlForLint(details.sql);
      if (!validation.ok) return [null, { diagnostics: [validation.diagnostic], schemaVersion: details.schemaVersion }];
      const diagnostics: SqlLintResult["diagnostics"] = [];
      for (const statement of validation.statements) {
        try {
          // EXPLAIN only plans the statement; the short timeouts keep a lint from waiting on a locked table.
          await withClient(options?.abortSignal, async (c) => {
            await c.query("BEGIN");
            await c.query("SET LOCAL statement_timeout = '1000ms'");
            await c.query("SET LOCAL lock_timeout = '100ms'");
            const searchPath = searchPathFor(details.schema);
            if (searchPath) await c.query("SELECT set_config('search_path', $1, true)", [searchPath]);
            await c.query(`${EXPLAIN}${statement.statement}`);
            await c.query("ROLLBACK");
          });
        } catch (error) {
          if ((error as Error).name === "AbortError") return [error as Error];
          // PostgreSQL counts the error position from the start of the EXPLAIN; the editor needs the statement's.
          const e = error as { position?: unknown };
          const at = Number(e.position);
          if (Number.isFinite(at) && at > EXPLAIN.length) e.position = at - EXPLAIN.length;
          diagnostics.push(...createLintDiagnosticsFromPostgresError({ error, positionOffset: statement.from, sql: statement.statement }));
        }
      }
      return [null, { diagnostics, schemaVersion: details.schemaVersion }];
    },
  };
}
