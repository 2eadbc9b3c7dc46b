import "server-only";
// Auth forms alert the server's message as is, so schema failures answer with the plain sentence
// ("Password must be at least 8 characters.") rather than lib/http's "field: message" form.
import { z, type ZodType } from "zod";
import { AppError } from "@/lib/errors";
import { parseBody } from "@/lib/http";

export async function parseAuthBody<T>(req: Request, schema: ZodType<T>): Promise<T> {
  const raw = await parseBody(req, z.unknown());
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new AppError("bad_request", "Request body must be a JSON object.");
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request.");
  return parsed.data;
}
