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

/** Change a course and what is in it (captions, chapters, contents, tests): its own teacher, or an admin. */
export function canEditCourse(actor: { id: number; role: string | null | undefined }, course: { userId: number }): boolean {
  return actor.role === "admin" || actor.id === course.userId;
}
