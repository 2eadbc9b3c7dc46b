// The roles an account has and what each may do, in one place for the server and the screens (the server
// decides; the screens only hide what would be refused).
export const ROLES = ["user", "author", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Write labs (and courses): authors, teachers (their own material) and admins. */
export function canAuthor(role: string | null | undefined): boolean {
  return role === "author" || role === "teacher" || role === "admin";
}

/** Run classes: teachers, and admins for their school. */
export function canTeach(role: string | null | undefined): boolean {
  return role === "teacher" || role === "admin";
}

/** The roles of canAuthor and canTeach, for an endpoint's `access` (lib/api/contract). */
export const AUTHORING_ROLES: readonly Role[] = ROLES.filter(canAuthor);
export const TEACHING_ROLES: readonly Role[] = ROLES.filter(canTeach);

/**
 * Change a course and what is in it (captions, chapters, contents, tests): an author or teacher their own courses;
 * an admin their school's (and their own), an admin without a school every course. `orgId` is the actor's school,
 * `organizationId` the course's (the studio's courses have one; a caller that does not know it passes nothing,
 * and then only a school-less admin or the owner may).
 */
export function canEditCourse(
  actor: { id: number; role: string | null | undefined; orgId?: number | null },
  course: { userId: number; organizationId?: number | null },
): boolean {
  if (actor.role === "admin")
    return (actor.orgId ?? null) === null || actor.id === course.userId || (course.organizationId != null && course.organizationId === actor.orgId);
  return canAuthor(actor.role) && actor.id === course.userId;
}
