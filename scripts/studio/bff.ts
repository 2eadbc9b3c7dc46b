// The server half of Studio's BFF protocol (the browser side is `createStudioBFFClient` from
// @prisma/studio-core/data/bff): every answer is an Either tuple, errors travel as { name, message }.
import type { Query } from "@prisma/studio-core/data";
import { serializeError } from "@prisma/studio-core/data/bff";
import type { StudioExecutor } from "./executors";

export class BadBffRequest extends Error {}

function asQuery(v: unknown, where: string): Query<unknown> {
  const q = v as { sql?: unknown; parameters?: unknown } | null;
  if (!q || typeof q.sql !== "string" || !Array.isArray(q.parameters)) {
    throw new BadBffRequest(`${where} must be { sql: string, parameters: unknown[] }`);
  }
  return { sql: q.sql, parameters: q.parameters };
}

const optionalString = (v: unknown, where: string): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") throw new BadBffRequest(`${where} must be a string`);
  return v;
};

/** Answers one BFF request body; throws BadBffRequest for a body that is not one. */
export async function answerBff(executor: StudioExecutor, body: unknown, abortSignal: AbortSignal): Promise<unknown> {
  const b = (body ?? {}) as Record<string, unknown>;
  switch (b.procedure) {
    case "query": {
      const [error, rows] = await executor.execute(asQuery(b.query, "query"), {
        abortSignal,
        schema: optionalString(b.schema, "schema"),
      });
      return error ? [serializeError(error)] : [null, rows];
    }
    case "sequence": {
      if (!Array.isArray(b.sequence) || b.sequence.length !== 2) throw new BadBffRequest("sequence must hold two queries");
      const [first, second] = [asQuery(b.sequence[0], "sequence[0]"), asQuery(b.sequence[1], "sequence[1]")];
      const [e1, r1] = await executor.execute(first, { abortSignal });
      if (e1) return [[serializeError(e1)]];
      const [e2, r2] = await executor.execute(second, { abortSignal });
      return [[null, r1], e2 ? [serializeError(e2)] : [null, r2]];
    }
    case "transaction": {
      if (!Array.isArray(b.queries)) throw new BadBffRequest("queries must be an array");
      const queries = b.queries.map((q, i) => asQuery(q, `queries[${i}]`));
      const [error, results] = await executor.executeTransaction(queries, { abortSignal });
      return error ? [serializeError(error)] : [null, results];
    }
    case "sql-lint": {
      const sql = optionalString(b.sql, "sql");
      if (sql === undefined) throw new BadBffRequest("sql is required");
      const [error, result] = await executor.lintSql(
        { sql, schema: optionalString(b.schema, "schema"), schemaVersion: optionalString(b.schemaVersion, "schemaVersion") },
        { abortSignal },
      );
      return error ? [serializeError(error)] : [null, result];
    }
    default:
      // query-insights is optional in the protocol; the page does not enable it.
      throw new BadBffRequest(`Unsupported procedure: ${String(b.procedure)}`);
  }
}

/** JSON that survives what the drivers return: int8 as bigint (PGlite) and bytea as Uint8Array. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === "bigint") return v.toString();
    if (v instanceof Uint8Array) return { type: "Buffer", data: Array.from(v) };
    return v;
  });
}
