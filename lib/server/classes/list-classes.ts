import "server-only";
// GET /api/classes: a teacher's own classes; an admin's school's (every school's, for an admin without one).
import { assertCanTeach, type ClassActor } from "./class-access";
import { classSummaries } from "./class-summaries";

export async function listClasses({ actor }: { actor: ClassActor }) {
  assertCanTeach(actor);
  if (actor.role === "teacher") return classSummaries({ teacherId: actor.id });
  return classSummaries(actor.orgId === null ? {} : { organizationId: actor.orgId });
}
