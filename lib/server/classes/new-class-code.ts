import "server-only";
// A fresh class code that no class has: random, from the readable alphabet (lib/schemas/class-code.ts).
import { randomBytes } from "node:crypto";
import { formatNewClassCode } from "@/lib/schemas/class-code";
import { dbConstraintError } from "@/lib/server/db/errors";

/** Runs `write` with new codes until one is unique (31^7 codes: a clash is rare; three tries are plenty). */
export async function withNewClassCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(formatNewClassCode(randomBytes(16)));
    } catch (e) {
      if (dbConstraintError(e) !== "unique" || attempt >= 3) throw e;
    }
  }
}
