import "server-only";
// What the course form offers: grades, boards, and the schools a course may belong to (an admin without a school
// chooses any; everyone else's courses go to their own school).
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { canAuthor } from "@/lib/schemas/roles";
import type { StudioOptions } from "@/lib/schemas/studio";
import { AUTHORS_ONLY } from "./list-studio-courses";
import type { StudioActor } from "./studio-access";

export async function getStudioOptions({ actor }: { actor: StudioActor }): Promise<StudioOptions> {
  if (!canAuthor(actor.role)) throw new AppError("forbidden", AUTHORS_ONLY);
  const prisma = await db();
  const platformAdmin = actor.role === "admin" && actor.orgId === null;
  const [grades, boards, schools] = await Promise.all([
    prisma.grade.findMany({ orderBy: { level: "asc" }, select: { id: true, name: true } }),
    prisma.board.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
    platformAdmin
      ? prisma.organization.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } })
      : actor.orgId === null
        ? Promise.resolve([])
        : prisma.organization.findMany({ where: { id: actor.orgId }, select: { id: true, name: true } }),
  ]);
  return { grades, boards, schools, defaultSchoolId: actor.orgId };
}
