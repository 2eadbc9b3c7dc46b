import "server-only";
// GET /api/classes/options: the grades and boards a teacher can give a new class (their ids for the create form).
import { db } from "@/lib/server/db/client";
import { assertCanTeach, type ClassActor } from "./class-access";

export async function listClassOptions({ actor }: { actor: ClassActor }) {
  assertCanTeach(actor);
  const prisma = await db();
  const [grades, boards] = await Promise.all([
    prisma.grade.findMany({ select: { id: true, name: true }, orderBy: { level: "asc" } }),
    prisma.board.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } }),
  ]);
  return { grades, boards };
}
