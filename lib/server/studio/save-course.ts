import "server-only";
// A course's form: creating a draft (never published: status 1 until its author publishes it) and changing it.
// The owner is whoever creates it; the school is the owner's, or one a platform admin chooses.
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { dbConstraintError } from "@/lib/server/db/errors";
import { canAuthor } from "@/lib/schemas/roles";
import { coverUrlOf, type StudioCourse, type courseFormBody } from "@/lib/schemas/studio";
import type { z } from "zod";
import { readStudioCourse } from "./get-studio-course";
import { AUTHORS_ONLY } from "./list-studio-courses";
import { getEditableCourseOrThrow, type StudioActor } from "./studio-access";

type Form = z.output<typeof courseFormBody>;

/** A draft's status: anything but published (lib/server/courses/published.ts). */
export const DRAFT_STATUS = 1;

/** The school a form asks for, if the actor may give it: anyone but an admin without a school only their own (so a
 * teacher cannot take a course out of their school, where its admin would lose sight of it). */
function schoolFor(actor: StudioActor, asked: number | null | undefined): number | null | undefined {
  if (asked === undefined) return undefined;
  if (actor.role === "admin" && actor.orgId === null) return asked;
  if (asked !== actor.orgId) throw new AppError("forbidden", "A course can only belong to your own school.");
  return asked;
}

function fields(form: Form) {
  return {
    name: form.name,
    subject: form.subject,
    gradeId: form.gradeId,
    boardId: form.boardId,
    language: form.language,
    description: form.description,
    duration: form.duration,
    price: form.price,
    ...(form.cover === undefined ? {} : { img: form.cover === null ? null : coverUrlOf(form.cover) }),
  };
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (dbConstraintError(e) === "foreign_key") throw new AppError("bad_request", "That grade, board or school does not exist.");
    throw e;
  }
}

export async function createCourse({ actor, form }: { actor: StudioActor; form: Form }): Promise<StudioCourse> {
  if (!canAuthor(actor.role)) throw new AppError("forbidden", AUTHORS_ONLY);
  const prisma = await db();
  const school = schoolFor(actor, form.organizationId) ?? actor.orgId;
  const { id } = await write(() =>
    prisma.course.create({ data: { ...fields(form), status: DRAFT_STATUS, userId: actor.id, organizationId: school }, select: { id: true } }),
  );
  return readStudioCourse(id);
}

export async function updateCourse({ actor, courseId, form }: { actor: StudioActor; courseId: number; form: Form }): Promise<StudioCourse> {
  await getEditableCourseOrThrow({ actor, courseId });
  const prisma = await db();
  const school = schoolFor(actor, form.organizationId);
  await write(() => prisma.course.update({ where: { id: courseId }, data: { ...fields(form), ...(school === undefined ? {} : { organizationId: school }) } }));
  return readStudioCourse(courseId);
}
