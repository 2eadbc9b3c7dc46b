import "server-only";
// Hand-written SQL for the calls a whole class makes every few seconds (the session check, answering a
// question, opening a lesson): straight to the driver on the pool Prisma shares, without Prisma's query
// compiler, which costs more CPU than the query itself there (see README, "Where the lesson's time goes").
// Values are always bound parameters: sql`... WHERE id = ${id}` sends `$1` and [id].
import { dbRunner } from "./instance";

/** A row's columns from a LEFT JOIN that found nothing: each of them null. */
export type Nullable<T> = { [K in keyof T]: T[K] | null };

export async function sql<T = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> {
  let text = strings[0]!;
  for (let i = 1; i < strings.length; i++) text += `$${i}${strings[i]}`;
  return (await dbRunner()).query<T>(text, values);
}
