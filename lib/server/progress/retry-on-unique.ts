import "server-only";
// Two tabs saving the same row at the same instant can both miss it and both insert; the loser's retry
// then finds the row and updates it instead of surfacing a 500.
import { dbConstraintError } from "@/lib/server/db/errors";

export async function retryOnUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (dbConstraintError(e) !== "unique") throw e;
    return fn();
  }
}
