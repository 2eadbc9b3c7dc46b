// Classifies database constraint failures the same way on PostgreSQL (Prisma P-codes) and on PGlite
// (whose adapter passes the raw SQLSTATE through in `cause.code`).
export type DbConstraintError = "unique" | "foreign_key" | "not_null" | "check";

const byPrismaCode: Record<string, DbConstraintError> = { P2002: "unique", P2003: "foreign_key", P2011: "not_null", P2004: "check" };
const bySqlState: Record<string, DbConstraintError> = { "23505": "unique", "23503": "foreign_key", "23502": "not_null", "23514": "check" };

export function dbConstraintError(e: unknown): DbConstraintError | null {
  if (!e || typeof e !== "object") return null;
  const err = e as {
    code?: unknown;
    cause?: { code?: unknown; originalCode?: unknown; kind?: unknown };
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } };
  };
  if (typeof err.code === "string" && byPrismaCode[err.code]) {
    const mapped = byPrismaCode[err.code]!;
    return mapped;
  }
  const states = [err.cause?.code, err.cause?.originalCode, err.meta?.driverAdapterError?.cause?.originalCode, err.code];
  for (const s of states) if (typeof s === "string" && bySqlState[s]) return bySqlState[s]!;
  const kind = err.cause?.kind ?? err.meta?.driverAdapterError?.cause?.kind;
  if (kind === "UniqueConstraintViolation") return "unique";
  if (kind === "ForeignKeyConstraintViolation") return "foreign_key";
  if (kind === "NullConstraintViolation") return "not_null";
  return null;
}
